import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useIsDesktop } from '../../../lib/use-media-query';
import { SignInPrompt } from '../../../shared/payments/SignInPrompt';
import { usePaymentAlert } from '../../../shared/payments/use-payment-alert';
import { buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { type Checkout, useCheckout } from '../use-checkout';
import { useChangeChoice } from '../use-change-choice';
import { useCheckoutEntry } from '../use-checkout-entry';
import { usePlaceOrder } from '../use-place-order';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { OrderChangesDialog } from './OrderChangesDialog';
import { PlacedPanel } from './PlacedPanel';
import { SlotPicker } from './SlotPicker';

/** The two columns of /checkout and /order-summary on desktop (steps, then the bill). */
export const CHECKOUT_GRID = 'md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]';

type Lines = NonNullable<Checkout['cart']['data']>['cart']['items'];

export type CheckoutParts = {
  c: Checkout;
  desktop: boolean;
  lines: Lines;
  order: ReturnType<typeof usePlaceOrder>;
  alert: (message: string) => Promise<void>;
  openSlot: () => void;
} & ReturnType<typeof useChangeChoice>;

/**
 * What /checkout and /order-summary share: sign-in, placed, loading, error and empty states, the
 * slot picker and the order-changes dialog; `children` draws the page's own body.
 */
export function CheckoutFrame({
  title,
  path,
  loading = () => false,
  startIcon,
  children,
}: {
  title: string;
  path: string;
  /** More queries the page waits for before it draws. */
  loading?: (c: Checkout) => boolean;
  startIcon?: ReactNode;
  children: (parts: CheckoutParts) => ReactNode;
}) {
  usePageMeta({ title, back: true, hideCart: true });
  const desktop = useIsDesktop();
  const c = useCheckout();
  const payAlert = usePaymentAlert();
  const order = usePlaceOrder(c, payAlert.alert);
  const choice = useChangeChoice(Boolean(c.hold.data?.hold));
  const [slotOpen, setSlotOpen] = useState(false);
  const lines = c.cart.data?.cart.items;
  const { leaving } = useCheckoutEntry(Boolean(c.session), c.session ? lines?.length : undefined, path);

  let body;
  if (!c.session)
    body = <SignInPrompt title="Sign in to check out" text="Your cart is kept: sign in and you will come straight back here." />;
  else if (order.placed) body = <PlacedPanel order={order.placed} />;
  else if (leaving || c.cart.isPending || c.choices.pending || loading(c)) body = <CheckoutSkeleton />;
  else if (c.cart.error && !c.cart.data)
    body = <ErrorState error={c.cart.error} onRetry={() => void c.cart.refetch()} title="We could not load your cart" />;
  else if (!lines?.length)
    body = (
      <EmptyState title="No Cart Items Found!" text="Sorry, there're no items in your cart!">
        <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
          {startIcon} Start shopping
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        {children({ c, desktop, lines, order, alert: payAlert.alert, openSlot: () => setSlotOpen(true), ...choice })}
        {slotOpen && <SlotPicker c={c} open onOpenChange={setSlotOpen} onMethod={choice.changeMethod} />}
        {order.refused && (
          <OrderChangesDialog
            refused={order.refused}
            method={c.method?.name ?? null}
            onClose={order.closeRefused}
            onChooseSlot={() => setSlotOpen(true)}
          />
        )}
      </>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-8">
      <h1 className="sr-only md:not-sr-only md:mb-5 md:text-2xl md:font-extrabold">{title}</h1>
      {body}
      {payAlert.element}
    </div>
  );
}
