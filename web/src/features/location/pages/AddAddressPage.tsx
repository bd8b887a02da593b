import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { AddressForm } from '../../../shared/location/AddressForm';
import { useAddressList } from '../../../shared/location/api/get-address-list';
import { notifyAddressSaved } from '../../../shared/location/saved-notice';
import { buttonClass } from '../../../ui/button';
import { FieldSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { SignInPrompt } from '../components/SignInPrompt';

/** Only paths inside the app ('/checkout'), never another site. */
function safePath(p: string | null): string | null {
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the address" className="flex flex-col gap-4">
      {Array.from({ length: 5 }, (_, i) => (
        <FieldSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * /add-address: a new address, or `?id=ADDR-…` to edit one. Afterwards it goes to `?redirect=`
 * (a path in the app) or back to the address list.
 */
export function AddAddressPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const title = id ? 'Edit Address' : 'Add Address';
  usePageMeta({ title, back: true });
  const session = useSession();
  const navigate = useNavigate();
  const list = useAddressList();
  const after = safePath(params.get('redirect')) ?? '/address-list';

  if (!session) return <SignInPrompt title={title} text="Sign in to add a delivery address." redirect="/add-address" />;

  const address = id ? list.data?.find((a) => a.name === id) : null;
  let body;
  if (id && list.isPending) body = <FormSkeleton />;
  else if (id && list.isError)
    body = <ErrorState error={list.error} title="We could not load this address" onRetry={() => void list.refetch()} />;
  else if (id && !address)
    body = (
      <EmptyState title="Address not found" text="It may have been deleted.">
        <Link to="/address-list" className={buttonClass('primary', 'md')}>
          See your addresses
        </Link>
      </EmptyState>
    );
  else
    body = (
      <AddressForm
        key={address?.name ?? 'new'}
        address={address}
        onCancel={() => void navigate(after, { replace: true })}
        onSaved={(saved) => {
          notifyAddressSaved(saved, Boolean(address));
          void navigate(after, { replace: true });
        }}
      />
    );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-4 md:py-8">
      <h1 className="mb-4 text-2xl font-bold max-md:sr-only">{title}</h1>
      <div className="rounded-2xl bg-white p-4 shadow-sm md:p-6">{body}</div>
    </div>
  );
}
