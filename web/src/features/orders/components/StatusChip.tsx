import { paymentText, paymentTone, statusTone, TONE_CLASS } from '../order-format';

export function StatusChip({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${TONE_CLASS[statusTone(status)]}`}
      data-testid="order-status"
    >
      {status}
    </span>
  );
}

export function PaymentChip({ status, method, awaiting = false }: { status: string; method: string; awaiting?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASS[awaiting ? 'amber' : paymentTone(status)]}`}
      data-testid="payment-status"
    >
      {paymentText(status, method, awaiting)}
    </span>
  );
}
