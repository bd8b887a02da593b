import type { TAddress } from '@larder/contract/location';
import { Dialog } from '../../ui/dialog';
import { AddressForm } from './AddressForm';
import { notifyAddressSaved } from './saved-notice';

/**
 * The 'Add/Edit Address' modal. Checkout opens it with `address` to edit one, without to add;
 * `onSaved` receives the saved address (the list refetches on its own).
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  address,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address?: TAddress | null;
  onSaved?: (address: TAddress) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add/Edit Address" wide>
      <AddressForm
        // A different address starts a fresh form.
        key={address?.name ?? 'new'}
        address={address}
        autoFocus
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          notifyAddressSaved(saved, Boolean(address));
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </Dialog>
  );
}
