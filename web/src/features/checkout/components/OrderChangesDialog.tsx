import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { formatPrice } from '../../../lib/money';
import { useDeleteCartItem } from '../../../shared/cart/delete-cart-item';
import { useUpdateCartItem } from '../../../shared/cart/update-cart-item';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useHoldSlot } from '../api/hold-slot';
import { invalidateCheckoutTotals } from '../api/invalidate';
import { useRemoveCoupon } from '../api/remove-coupon';
import { setTabNotes } from '../checkout-state';
import type { RefusedOrder } from '../use-place-order';

/**
 * What changed since the shopper looked (insert_order placed nothing): each change with its
 * one-tap fix. The bill behind it is already refreshed; the shopper places the order again.
 */
export function OrderChangesDialog({
  refused,
  method,
  onClose,
  onChooseSlot,
}: {
  refused: RefusedOrder;
  method: string | null;
  onClose: () => void;
  onChooseSlot: () => void;
}) {
  const qc = useQueryClient();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  const hold = useHoldSlot();
  const dropCoupon = useRemoveCoupon();
  const [done, setDone] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const { changes } = refused;

  const mark = (key: string) => setDone((d) => new Set(d).add(key));
  const fail = (err: unknown) => setProblem(errorText(err));
  const fixed = (key: string) => {
    mark(key);
    void invalidateCheckoutTotals(qc);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Your order has changed" description={refused.message}>
      <div className="space-y-3 text-sm">
        {changes.new_total !== null && (
          <div className="rounded-xl bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">
              The total is now <span data-testid="changed-total">{formatPrice(changes.new_total)}</span>.
            </p>
            <p>Please check the bill before you place the order.</p>
          </div>
        )}
        {changes.quantities.map((q) => {
          const key = `q:${q.line}`;
          return (
            <div key={q.line} className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
              <p className="min-w-0 flex-1">
                <span className="font-semibold">{q.product_name}</span>:{' '}
                {q.available > 0 ? `you wanted ${q.wanted}, only ${q.available} left.` : 'now out of stock.'}
              </p>
              {done.has(key) ? (
                <span className="font-semibold text-leaf">Updated</span>
              ) : q.available > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ name: q.line, qty: q.available }, { onSuccess: () => fixed(key), onError: fail })}
                >
                  Change to {q.available}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(q.line, { onSuccess: () => fixed(key), onError: fail })}
                >
                  Remove
                </Button>
              )}
            </div>
          );
        })}
        {changes.slot && (
          <div className="space-y-2 rounded-xl border border-line p-3">
            <p>
              <span className="font-semibold">Delivery slot:</span> {changes.slot.message}
            </p>
            {done.has('slot') ? (
              <p className="font-semibold text-leaf">New slot held.</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {changes.slot.next_free && method && (
                  <Button
                    size="sm"
                    disabled={hold.isPending}
                    onClick={() => {
                      const next = changes.slot!.next_free!;
                      hold.mutate(
                        { shipping_method: method, date: next.date, slot: next.slot },
                        {
                          onSuccess: (res) => (res.status === 'success' ? fixed('slot') : setProblem(res.message)),
                          onError: fail,
                        },
                      );
                    }}
                  >
                    Take {changes.slot.next_free.format_date}, {changes.slot.next_free.slot_label}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    onClose();
                    onChooseSlot();
                  }}
                >
                  Choose another slot
                </Button>
              </div>
            )}
          </div>
        )}
        {changes.coupon && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
            <p className="min-w-0 flex-1">
              <span className="font-semibold">Coupon:</span> {changes.coupon}
            </p>
            {done.has('coupon') ? (
              <span className="font-semibold text-leaf">Removed</span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={dropCoupon.isPending}
                onClick={() =>
                  dropCoupon.mutate(undefined, {
                    onSuccess: () => {
                      setTabNotes({ coupon: null });
                      mark('coupon');
                    },
                    onError: fail,
                  })
                }
              >
                Remove coupon
              </Button>
            )}
          </div>
        )}
        {problem && (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        )}
        <Button size="lg" className="w-full" onClick={onClose}>
          Review my order
        </Button>
      </div>
    </Dialog>
  );
}
