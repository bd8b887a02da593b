import { paymentText, paymentTone, statusText, statusTone, TONE_CLASS } from '../order-format';

/** `collection`: a Click & Collect order, whose steps and payment speak of collecting. */
export function StatusChip({ status, collection = false }: { status: string; collection?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE_CLASS[statusTone(status)]}`}
      data-testid="order-status"
    >
      {statusText(status, collection)}
    </span>
  );
}

export function PaymentChip({
  status,
  method,
  awaiting = false,
  collection = false,
}: {
  status: string;
  method: string;
  awaiting?: boolean;
  collection?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASS[awaiting ? 'amber' : paymentTone(status)]}`}
      data-testid="payment-status"
    >
      {paymentText(status, method, awaiting, collection)}
    </span>
  );
}
