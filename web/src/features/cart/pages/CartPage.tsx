import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { errorText } from '../../../api/client';
import { formatPrice } from '../../../lib/money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useEmptyListImages } from '../../../shared/cart/cart-images';
import { requestSignIn } from '../../../shared/cart/cart-owner';
import { useClearCart } from '../../../shared/cart/clear-cart';
import { AwaitingPaymentNotice } from '../../../shared/cart/AwaitingPaymentNotice';
import { BasketChargeHint } from '../../../shared/cart/BasketChargeHint';
import { useCart } from '../../../shared/cart/get-cart';
import { useCartAlert } from '../../../shared/cart/use-cart-alert';
import { useLineActions } from '../../../shared/cart/use-line-actions';
import { hasWeighedLines, WeighedCartNote } from '../../../shared/cart/WeighedNote';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Estimate } from '../../../ui/weighed';
import { BillDetails } from '../components/BillDetails';
import { CartCheckoutBlocks } from '../components/CartCheckoutBlocks';
import { CartLineItem } from '../components/CartLineItem';
import { LinesSkeleton } from '../components/CartSkeleton';
import { PullIndicator } from '../components/PullIndicator';
import { CART_STEP_LABEL, useCartCheckout } from '../use-cart-checkout';
import { useProceedToCheckout } from '../use-proceed-to-checkout';
import { usePullToRefresh } from '../use-pull-to-refresh';

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** /yourcart and /my-profile/yourcart: 'Your cart'. */
export function CartPage() {
  usePageMeta({ title: 'Your cart', back: true, hideCart: true });
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useCart();
  const images = useEmptyListImages();
  const alerts = useCartAlert();
  const actions = useLineActions(alerts);
  const checkout = useProceedToCheckout(alerts);
  const progress = useCartCheckout();
  const clear = useClearCart();
  const { pull, refreshing } = usePullToRefresh(refetch, !desktop);

  const cart = data?.cart;
  const estimated = cart ? hasWeighedLines(cart.items) : false;
  // The spec: proceeding to pay is disabled while the location is unavailable.
  const nextDisabled = progress.step === 'pay' && progress.locationUnavailable;

  const clearCart = async () => {
    if (!(await alerts.confirm('Are you sure want to clear all cart items?'))) return;
    clear.mutate(undefined, { onError: (err) => void alerts.inform(errorText(err)) });
  };

  let body;
  if (isPending) body = <LinesSkeleton label="Loading your cart" />;
  else if (error && !data) body = <ErrorState error={error} onRetry={() => void refetch()} title="We could not load your cart" />;
  else if (!cart?.items.length)
    body = (
      <EmptyState title="No Cart Items Found!" text="Sorry, there're no items in your cart!" image={images.cart}>
        <AwaitingPaymentNotice />
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          <ShoppingBag aria-hidden="true" className="size-4" /> Start shopping
        </Link>
      </EmptyState>
    );
  else
    body = (
      <div className={desktop ? '' : 'space-y-4 pb-28'}>
        <section aria-labelledby="cart-items-h" className="rounded-2xl border border-line bg-white px-4">
          <h2 id="cart-items-h" className="sr-only">
            Items in your cart
          </h2>
          <ul className="divide-y divide-line">
            {cart.items.map((line, i) => (
              <CartLineItem
                key={line.name}
                line={line}
                actions={actions}
                alerts={alerts}
                noStock={!line.in_stock || line.name === checkout.noStockLine}
                eager={i < 4}
              />
            ))}
          </ul>
        </section>
        <WeighedCartNote lines={cart.items} className={desktop ? 'mt-4 px-1' : 'px-1'} />

        {desktop ? (
          <>
            <BasketChargeHint cart={cart} withCharge className="mt-4" />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-4">
              <button type="button" onClick={() => void clearCart()} className={buttonClass('secondary', 'md')}>
                Clear cart
              </button>
              <div className="flex items-center gap-6">
                <p className="text-right">
                  <span className="block text-sm text-muted">
                    {estimated ? 'Estimated subtotal' : 'Subtotal'} ({itemsText(cart.item_count)})
                  </span>
                  <span className="text-xl font-extrabold tabular-nums" data-testid="cart-subtotal">
                    {formatPrice(cart.total)}
                  </span>
                </p>
                <button
                  type="button"
                  data-testid="cart-next"
                  onClick={() => void checkout.proceed()}
                  aria-disabled={checkout.checking || undefined}
                  className={buttonClass('primary', 'lg', 'aria-disabled:cursor-wait aria-disabled:opacity-80')}
                >
                  Proceed To Checkout
                </button>
              </div>
            </div>
          </>
        ) : (
          <>
            <CartCheckoutBlocks c={progress} onChange={() => void checkout.proceed()} />
            <BillDetails cart={cart} />
            <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
              {nextDisabled && <p className="mb-2 text-xs font-semibold text-red-700">Shipping is not available to your location!</p>}
              <div className="flex items-center gap-3">
                <p className="min-w-0 flex-1 leading-tight">
                  <span className="block text-xs text-muted">{itemsText(cart.item_count)}</span>
                  {estimated ? (
                    <span className="text-lg font-extrabold tabular-nums">
                      <Estimate amount={cart.total} spoken="Estimated subtotal" testId="cart-subtotal" />
                    </span>
                  ) : (
                    <span className="text-lg font-extrabold tabular-nums" data-testid="cart-subtotal">
                      {formatPrice(cart.total)}
                    </span>
                  )}
                </p>
                {checkout.signedIn ? (
                  <button
                    type="button"
                    data-testid="cart-next"
                    onClick={() => void checkout.proceed()}
                    disabled={nextDisabled}
                    aria-disabled={checkout.checking || progress.loading || undefined}
                    className={buttonClass('primary', 'lg', 'px-5 aria-disabled:cursor-wait aria-disabled:opacity-80')}
                  >
                    {progress.loading ? 'Proceed To Checkout' : CART_STEP_LABEL[progress.step]}
                  </button>
                ) : (
                  <button
                    type="button"
                    data-testid="cart-next"
                    onClick={() => requestSignIn('/checkout')}
                    className={buttonClass('primary', 'lg', 'px-8')}
                  >
                    {CART_STEP_LABEL.login}
                  </button>
                )}
              </div>
            </div>
          </>
        )}
      </div>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-4 md:px-6 md:py-8">
      <PullIndicator pull={pull} refreshing={refreshing} />
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">Your cart</h1>
      {body}
      {alerts.element}
    </div>
  );
}
