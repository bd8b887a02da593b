import type { TAddress } from '@larder/contract/location';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { useIsDesktop } from '../../../lib/use-media-query';
import { AddressFormDialog } from '../../../shared/location/AddressFormDialog';
import { AddressList } from '../../../shared/location/AddressList';
import { SignInPrompt } from '../components/SignInPrompt';

/** /address-list: the customer's addresses. Desktop edits in the 'Add/Edit Address' modal, mobile on /add-address. */
export function AddressListPage() {
  usePageMeta({ title: 'My Addresses', back: true });
  const session = useSession();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const [form, setForm] = useState<{ address: TAddress | null } | null>(null);

  if (!session)
    return <SignInPrompt title="My Addresses" text="Sign in to see and change your delivery addresses." redirect="/address-list" />;

  const open = (address: TAddress | null) => {
    if (desktop) setForm({ address });
    else void navigate(address ? `/add-address?id=${encodeURIComponent(address.name)}` : '/add-address');
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 md:py-8">
      <h1 className="mb-1 text-2xl font-bold max-md:sr-only">My Addresses</h1>
      <p className="mb-4 text-sm text-muted">Where we deliver your orders. Your default address comes first.</p>
      <AddressList onAdd={() => open(null)} onEdit={(a) => open(a)} />
      {form && <AddressFormDialog open onOpenChange={(o) => !o && setForm(null)} address={form.address} />}
    </div>
  );
}
