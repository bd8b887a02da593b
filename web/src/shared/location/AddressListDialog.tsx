import type { TAddress } from '@larder/contract/location';
import { useState } from 'react';
import { shellEvents } from '../../app/shell/shell-state';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { AddressFormDialog } from './AddressFormDialog';
import { AddressList } from './AddressList';

/**
 * The 'Address' modal: the customer's addresses with Edit, Delete, Set as default and 'Add new
 * address' (which open 'Add/Edit Address' over it). Checkout passes `selected` and `onSelect` to
 * choose the delivery address; choosing one closes the modal.
 */
export function AddressListDialog({
  open,
  onOpenChange,
  selected,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected?: string | null;
  onSelect?: (address: TAddress) => void;
}) {
  const session = useSession();
  const [form, setForm] = useState<{ address: TAddress | null } | null>(null);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title="Address" wide>
        {session ? (
          <AddressList
            heading="h3"
            selected={selected}
            onSelect={
              onSelect &&
              ((a) => {
                onSelect(a);
                onOpenChange(false);
              })
            }
            onAdd={() => setForm({ address: null })}
            onEdit={(a) => setForm({ address: a })}
          />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm">Sign in to see and add your delivery addresses.</p>
            <Button
              onClick={() => {
                onOpenChange(false);
                shellEvents.openLogin();
              }}
            >
              Sign In
            </Button>
          </div>
        )}
      </Dialog>
      {form && (
        <AddressFormDialog
          open
          onOpenChange={(o) => !o && setForm(null)}
          address={form.address}
          onSaved={(a) => {
            // A new address is usually the one to deliver to.
            if (!form.address && onSelect) {
              onSelect(a);
              onOpenChange(false);
            }
          }}
        />
      )}
    </>
  );
}
