import { useLocation } from 'react-router';
import { isTabRoute } from '../../../app/shell/BottomTabs';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { PushOptIn } from '../../../shared/push/PushOptIn';
import { FieldSkeleton, Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useCustomerInfo } from '../api/get-customer-info';
import { AccountLayout } from '../components/AccountLayout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { GuestGate } from '../components/GuestGate';
import { ProfileForm } from '../components/ProfileForm';

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your details" className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <Skeleton className="mb-5 h-6 w-32" />
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <FieldSkeleton key={i} />
        ))}
      </div>
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

/**
 * /my-profile and /tabs/my-profile: the customer's details, substitution preference and password.
 * The second is the mobile Account tab: a tab page has no back arrow.
 */
export function ProfilePage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'My Profile', back: !isTabRoute(pathname) });
  const session = useSession();
  const info = useCustomerInfo();
  if (!session) {
    return (
      <GuestGate title="My Profile" text="Sign in to change your details, your password and what we do when an item is unavailable." />
    );
  }
  return (
    <AccountLayout title="My Profile" intro={session.email}>
      {info.isPending ? (
        <ProfileSkeleton />
      ) : info.isError ? (
        <ErrorState error={info.error} title="We could not load your details" onRetry={() => void info.refetch()} />
      ) : (
        <ProfileForm key={info.data.name} customer={info.data} />
      )}
      <ChangePasswordForm />
      <PushOptIn variant="setting" />
    </AccountLayout>
  );
}
