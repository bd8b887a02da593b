import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { AccountNav } from '../components/AccountNav';
import { GuestGate } from '../components/GuestGate';

/** /my-account: the account hub for a customer; a guest signs in here. */
export function MyAccountPage() {
  usePageMeta({ title: 'My Account', back: true });
  const session = useSession();
  if (!session) {
    return <GuestGate title="My Account" text="Sign in to see your orders, wishlist and details." />;
  }
  const first = session.first_name || session.customer_name.split(/\s+/)[0];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5 md:py-8">
      <h1 className="text-2xl font-bold">My Account</h1>
      <p className="mt-1 mb-5 text-sm text-muted">
        Hi, {first}
        {session.email ? ` · ${session.email}` : ''}
      </p>
      <AccountNav variant="tiles" />
    </div>
  );
}
