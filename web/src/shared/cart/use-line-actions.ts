import type { TCartLine } from '@larder/contract/cart';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { useDeleteCartItem } from './delete-cart-item';
import { lineOptionIds } from './get-cart';
import { useUpdateCartItem } from './update-cart-item';
import type { CartAlerts } from './use-cart-alert';
import { useValidateCartQty } from './validate-cart-qty';

export const DELETE_QUESTION = 'Are you sure want to delete the product?';

/**
 * Plus, minus and delete for cart lines. Plus asks validate_product_cart_qty first and shows its
 * refusal; minus at the smallest quantity (and the delete icon) asks before deleting. One change
 * per line at a time: its controls are busy until the shop answers.
 */
export function useLineActions(alerts: CartAlerts) {
  const validate = useValidateCartQty();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const guard = async (line: TCartLine, change: () => Promise<void>) => {
    if (busy.has(line.name)) return;
    setBusy((s) => new Set(s).add(line.name));
    try {
      await change();
    } catch (err) {
      void alerts.inform(errorText(err));
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(line.name);
        return next;
      });
    }
  };

  const removeLine = (line: TCartLine) =>
    guard(line, async () => {
      if (await alerts.confirm(DELETE_QUESTION)) await remove.mutateAsync(line.name);
    });

  return {
    isBusy: (line: TCartLine) => busy.has(line.name),
    increase: (line: TCartLine) =>
      guard(line, async () => {
        const check = await validate.mutateAsync({ product: line.product, attributeIds: lineOptionIds(line), qty: 1 });
        if (check.status !== 1) {
          void alerts.inform(check.message);
          return;
        }
        await update.mutateAsync({ name: line.name, qty: line.quantity + 1 });
      }),
    decrease: (line: TCartLine) =>
      line.quantity <= Math.max(1, line.minimum_order_qty)
        ? removeLine(line)
        : guard(line, () => update.mutateAsync({ name: line.name, qty: line.quantity - 1 }).then(() => undefined)),
    remove: removeLine,
  };
}
