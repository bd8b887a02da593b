import { useQueryClient } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { invalidateAfterPayment } from './invalidate';
import { finishPayment, getOpenPayment, registerPaymentHost, subscribeOpenPayment, WIDGET_CLOSED_FAILED } from './pay';

// The sheet and the providers' code load with the first payment, not with the app.
const PaymentFlow = lazy(() => import('./PaymentFlow'));

/** If the sheet's code cannot load (offline), the payment ends as failed instead of breaking the app. */
class FlowBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.error('payment sheet failed', err);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounted once in App: shows the sheet of the payment payFor() opened and resolves it. */
export function PaymentSheetHost() {
  const qc = useQueryClient();
  useEffect(() => registerPaymentHost(), []);
  const open = useSyncExternalStore(subscribeOpenPayment, getOpenPayment, () => null);
  if (!open) return null;
  return (
    <FlowBoundary key={open.id} onError={() => finishPayment(open.id, { status: 'failed', message: WIDGET_CLOSED_FAILED })}>
      <Suspense fallback={null}>
        <PaymentFlow
          paymentId={open.id}
          input={open.input}
          onDone={(outcome) => {
            if (outcome.status === 'success') void invalidateAfterPayment(qc, open.input.purpose);
            finishPayment(open.id, outcome);
          }}
        />
      </Suspense>
    </FlowBoundary>
  );
}
