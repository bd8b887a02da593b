import { adminOrdersCalls } from '@larder/contract/admin-orders';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../../api/client';
import { FormRefusal, useContractForm } from '../../../../shared/forms';
import { Button } from '../../../../ui/button';
import { ConsoleSelect, ConsoleText } from '../../../ui/console-fields';
import { BulkDialog, plural } from '../../../ui/table/BulkDialog';
import { useBulkOrderStatus } from '../api/bulk-order-status';

const TARGETS = ['Confirmed', 'Packed', 'Out for delivery', 'Delivered'] as const;

export type BulkTarget = { orders: string[] } | { delivery_date: string; slot: string };

/** The dialog's fields of the call; the orders (or the slot) ride along from the list. */
const { status, note } = adminOrdersCalls.admin_bulk_order_status.payload.shape;
const SCHEMA = z.object({ status, note });

type Refused = ApiError['fieldErrors'];

/**
 * Moves the chosen orders (or a slot's) to one status. All or nothing: when some cannot move the
 * dialog lists them (the 417 names orders, not fields) and offers to move the others.
 */
export function BulkStatusDialog({
  target,
  title,
  onClose,
  onDone,
}: {
  target: BulkTarget;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useContractForm(SCHEMA, { defaultValues: { status: 'Confirmed', note: '' } });
  const move = useBulkOrderStatus();
  const [refused, setRefused] = useState<Refused>([]);
  // "Move the others" submits the same form with skip_blocked.
  const skipBlocked = useRef(false);

  const run = async (values: z.output<typeof SCHEMA>) => {
    const skip_blocked = skipBlocked.current ? 1 : 0;
    skipBlocked.current = false;
    setRefused([]);
    try {
      const r = await move.mutateAsync({ ...target, ...values, skip_blocked });
      const left = r.skipped.length ? `; ${r.skipped.length} left as they were` : '';
      return `${plural(r.moved.length, 'order', 'orders')} moved to ${values.status}${left}`;
    } catch (err) {
      const orders = err instanceof ApiError ? err.fieldErrors : [];
      if (!orders.length) throw err;
      setRefused(orders);
      throw new FormRefusal('Nothing was moved. These orders cannot move:');
    }
  };

  return (
    <BulkDialog
      title={title}
      form={form}
      run={run}
      submitLabel="Move orders"
      onDone={onDone}
      onClose={onClose}
      refusal={
        refused.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {refused.map((b) => (
              <li key={b.field}>{b.message}</li>
            ))}
          </ul>
        )
      }
      aside={
        refused.length > 0 && (
          <Button
            variant="secondary"
            disabled={form.formState.isSubmitting}
            onClick={(e) => {
              skipBlocked.current = true;
              e.currentTarget.form?.requestSubmit();
            }}
          >
            Move the others
          </Button>
        )
      }
    >
      <ConsoleSelect
        name="status"
        label="Move to"
        onChange={() => {
          // Another status may leave other orders behind: the last refusal no longer holds.
          setRefused([]);
          form.clearErrors('root.server');
        }}
      >
        {TARGETS.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </ConsoleSelect>
      <ConsoleText name="note" label="Note (optional, in each order’s history)" maxLength={300} />
    </BulkDialog>
  );
}
