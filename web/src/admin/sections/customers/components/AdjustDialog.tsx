import { ZAdjustPointsPayload, ZAdjustWalletPayload } from '@larder/contract/admin-customers';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { formatPrice } from '../../../../lib/money';
import { useContractForm } from '../../../../shared/forms';
import { ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { notify } from '../../../../ui/toast';
import { newRequestId } from '../../../ui/content-kit';
import { FormDialog } from '../../../ui/FormDialog';
import { useAdjustPoints, useAdjustWallet } from '../api/adjust-balance';

type Kind = 'wallet' | 'points';

/** The call's amount (pounds) or points, more than zero (the direction gives the sign), and its reason. */
const schema = (kind: Kind) => {
  const amount = kind === 'wallet' ? ZAdjustWalletPayload.shape.amount : ZAdjustPointsPayload.shape.points;
  return z.object({
    direction: z.enum(['add', 'take']),
    amount: amount.refine((n) => n > 0, { error: 'The amount must be more than zero' }),
    reason: ZAdjustWalletPayload.shape.reason,
  });
};
const EMPTY = { direction: 'add', amount: '', reason: '' } as const;

/**
 * Adds to or takes from a customer's wallet or points, with a mandatory reason. The request id is
 * made when the dialog opens, so a double click or a retry never pays twice; the new balance shown
 * afterwards is the server's.
 */
export function AdjustDialog({
  kind,
  customerId,
  customerName,
  balance,
  open,
  onOpenChange,
  onDone,
}: {
  kind: Kind;
  customerId: string;
  customerName: string;
  balance: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Told the server's answer in words ("… wallet is now £12.50"). */
  onDone?: (text: string) => void;
}) {
  const [requestId, setRequestId] = useState(newRequestId);
  const wallet = useAdjustWallet();
  const points = useAdjustPoints();
  const form = useContractForm(schema(kind), {
    defaultValues: EMPTY,
    words: {
      amount: {
        required: 'Enter an amount',
        invalid_type: kind === 'wallet' ? 'Pounds with at most two decimals, e.g. 12.50' : 'Whole points only',
      },
      reason: {
        required: 'Say why (at least 3 characters): it is kept in the audit log',
        too_small: 'Say why (at least 3 characters): it is kept in the audit log',
      },
    },
    aliases: { points: 'amount' },
  });
  const direction = form.watch('direction');
  const close = () => {
    form.reset(EMPTY);
    setRequestId(newRequestId());
    onOpenChange(false);
  };
  const adjust = async ({ direction, amount, reason }: { direction: 'add' | 'take'; amount: number; reason: string }) => {
    const signed = direction === 'take' ? -amount : amount;
    const base = { customer_id: customerId, reason, request_id: requestId };
    return kind === 'wallet'
      ? `${customerName}’s wallet is now ${formatPrice((await wallet.mutateAsync({ ...base, amount: signed })).balance)}`
      : `${customerName} now has ${(await points.mutateAsync({ ...base, points: signed })).balance} points`;
  };
  const labels =
    kind === 'wallet'
      ? (['Add money', 'Take money off', 'Add to wallet', 'Take off wallet'] as const)
      : (['Add points', 'Take points off', 'Add points', 'Take points off'] as const);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={kind === 'wallet' ? 'Adjust wallet' : 'Adjust reward points'}
      description={`${customerName} has ${kind === 'wallet' ? formatPrice(balance) : `${balance} points`} now.`}
      form={form}
      submitLabel={direction === 'add' ? labels[2] : labels[3]}
      onSubmit={async (values) => {
        const text = await adjust(values);
        notify(text, { kind: 'success', duration: 5000 });
        onDone?.(text);
        close();
      }}
    >
      <Direction labels={[labels[0], labels[1]]} />
      <ConsoleText
        name="amount"
        label={kind === 'wallet' ? 'Amount (£)' : 'Points'}
        id={`${kind}-amount`}
        inputMode={kind === 'wallet' ? 'decimal' : 'numeric'}
        autoComplete="off"
        hint={direction === 'take' ? 'The balance cannot go below zero.' : undefined}
      />
      <ConsoleTextArea
        name="reason"
        label="Reason"
        id={`${kind}-reason`}
        maxLength={300}
        hint="Required. The customer sees it in their history; the audit log keeps it with your name."
      />
    </FormDialog>
  );
}

/** Add or take: two radios that look like buttons. */
function Direction({ labels }: { labels: readonly [string, string] }) {
  const { register, watch } = useFormContext<{ direction: 'add' | 'take' }>();
  const direction = watch('direction');
  return (
    <fieldset>
      <legend className="text-sm font-medium">Change</legend>
      <div className="mt-1 flex gap-2">
        {(['add', 'take'] as const).map((d, i) => (
          <label
            key={d}
            className={`flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${direction === d ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line'}`}
          >
            <input type="radio" value={d} {...register('direction')} className="sr-only" />
            {labels[i]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
