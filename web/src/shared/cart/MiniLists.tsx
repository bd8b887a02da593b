import type { TCartLine } from '@larder/contract/cart';
import { packSizeLabel } from '@larder/contract/unit-price';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { formatPrice } from '../../lib/money';
import { buttonClass } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { ErrorState } from '../../ui/states';
import { addedToCartText, notify } from '../../ui/toast';
import { AwaitingPaymentNotice } from './AwaitingPaymentNotice';
import { BasketChargeHint } from './BasketChargeHint';
import { useDeleteCartItem } from './delete-cart-item';
import { useCart } from './get-cart';
import { LineImage } from './LineImage';
import { useMoveToCart } from './move-to-cart';
import { QtyStepper } from './QtyStepper';
import { useCartAlert } from './use-cart-alert';
import { useLineActions } from './use-line-actions';
import { UnitPrice } from '../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../ui/weighed';
import { hasWeighedLines, isWeighedLine, WeighedCartNote } from './WeighedNote';

/** Compact cart and wishlist lists for the desktop end-side menu; `onNavigate` closes the menu. */

function MiniSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="space-y-3 p-4">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-8 w-28 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LineHead({ line, onNavigate }: { line: TCartLine; onNavigate: () => void }) {
  return (
    <div className="min-w-0">
      <h3 className="line-clamp-2 text-sm leading-snug font-medium">
        <Link to={`/pr/${line.route}`} onClick={onNavigate} className="hover:text-brand-700 hover:underline">
          {line.product_name}
        </Link>
      </h3>
      {line.sold_by_weight && !line.is_free_item ? (
        <p className="text-xs">
          <WeighedLabel value={line.sold_by_weight} />
        </p>
      ) : (
        (line.attribute_description || line.unit) && (
          <p className="truncate text-xs text-muted">{line.attribute_description || packSizeLabel(line.unit)}</p>
        )
      )}
    </div>
  );
}

function Footer({ children }: { children: React.ReactNode }) {
  return <div className="sticky bottom-0 mt-auto space-y-3 border-t border-line bg-white p-4">{children}</div>;
}

function Empty({ title, text, onNavigate, children }: { title: string; text: string; onNavigate: () => void; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <p className="text-base font-semibold">{title}</p>
      <p className="text-sm text-muted">{text}</p>
      {children}
      <Link to="/" onClick={onNavigate} className={buttonClass('primary', 'sm', 'mt-2')}>
        Start shopping
      </Link>
    </div>
  );
}

export function MiniCart({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, error, refetch } = useCart();
  const alerts = useCartAlert();
  const actions = useLineActions(alerts);
  if (isPending) return <MiniSkeleton />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your cart" />;
  const cart = data.cart;
  if (!cart.items.length)
    return (
      <Empty title="No Cart Items Found!" text="Sorry, there're no items in your cart!" onNavigate={onNavigate}>
        <AwaitingPaymentNotice onNavigate={onNavigate} />
      </Empty>
    );
  return (
    <div className="flex min-h-full flex-col">
      <ul className="divide-y divide-line px-4">
        {cart.items.map((line) => (
          <li key={line.name} className="flex gap-3 py-3">
            <LineImage src={line.image} size={56} />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <LineHead line={line} onNavigate={onNavigate} />
              {!line.in_stock && <p className="text-xs font-semibold text-red-700">No stock available.!</p>}
              <div className="flex items-center justify-between gap-2">
                {line.is_free_item ? (
                  <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
                ) : (
                  <div className="w-28">
                    <QtyStepper
                      name={line.product_name}
                      qty={line.quantity}
                      busy={actions.isBusy(line)}
                      canIncrease={line.in_stock}
                      onDecrease={() => void actions.decrease(line)}
                      onIncrease={() => void actions.increase(line)}
                    />
                  </div>
                )}
                {isWeighedLine(line) ? (
                  <span className="text-sm font-bold tabular-nums">
                    <Estimate amount={line.total} spoken="Estimated" />
                  </span>
                ) : (
                  <span className="text-sm font-bold tabular-nums">{formatPrice(line.total)}</span>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Footer>
        <BasketChargeHint cart={cart} withCharge />
        <WeighedCartNote lines={cart.items} size="text-xs" />
        <p className="flex items-baseline justify-between">
          <span className="text-sm text-muted">{hasWeighedLines(cart.items) ? 'Estimated subtotal' : 'Subtotal'}</span>
          <span className="text-lg font-extrabold tabular-nums">{formatPrice(cart.total)}</span>
        </p>
        <Link to="/yourcart" onClick={onNavigate} className={buttonClass('primary', 'md', 'w-full')}>
          View cart
        </Link>
      </Footer>
      {alerts.element}
    </div>
  );
}

export function MiniWishlist({ onNavigate }: { onNavigate: () => void }) {
  const { data, isPending, error, refetch } = useCart();
  const alerts = useCartAlert();
  const move = useMoveToCart();
  const remove = useDeleteCartItem();
  const [busy, setBusy] = useState<string | null>(null);
  if (isPending) return <MiniSkeleton />;
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your wishlist" />;
  const items = data.wishlist.items;
  if (!items.length) return <Empty title="No Wishlist Items!" text="Sorry, your wishlist is empty!" onNavigate={onNavigate} />;

  const run = async (line: TCartLine, change: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(line.name);
    try {
      await change();
    } catch (err) {
      await alerts.inform(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex min-h-full flex-col">
      <ul className="divide-y divide-line px-4">
        {items.map((line) => (
          <li key={line.name} className="flex gap-3 py-3">
            <LineImage src={line.image} size={56} />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <LineHead line={line} onNavigate={onNavigate} />
              <div className="flex items-center justify-between gap-2">
                <span className="flex flex-col">
                  {/* Sold by weight, the label above says the weight and the price per kg. */}
                  {line.sold_by_weight ? (
                    <span className="text-sm font-bold tabular-nums">
                      <Estimate amount={line.price} spoken="Estimated price" />
                    </span>
                  ) : (
                    <>
                      <span className="text-sm font-bold tabular-nums">{formatPrice(line.price)}</span>
                      <UnitPrice value={line.unit_price} className="tabular-nums" />
                    </>
                  )}
                </span>
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    aria-label={`Add ${line.product_name} to cart`}
                    aria-disabled={busy === line.name || undefined}
                    onClick={() =>
                      void run(line, async () => {
                        await move.mutateAsync(line.name);
                        notify(addedToCartText(line.product_name));
                      })
                    }
                    className={buttonClass('primary', 'sm', 'px-3 aria-disabled:cursor-wait aria-disabled:opacity-70')}
                  >
                    <ShoppingCart aria-hidden="true" className="size-4" /> Add
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${line.product_name} from wishlist`}
                    onClick={() => void run(line, () => remove.mutateAsync(line.name))}
                    className="grid size-8 place-items-center rounded-full text-muted hover:bg-stone-100 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Footer>
        <Link to="/wishlist" onClick={onNavigate} className={buttonClass('secondary', 'md', 'w-full')}>
          View wishlist
        </Link>
      </Footer>
      {alerts.element}
    </div>
  );
}
