import type { CallResult } from '@larder/contract';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { formatPrice } from '../../../lib/money';
import { useShippingCharges } from '../api/get-shipping-charges';
import type { Checkout } from '../use-checkout';
import { radioCard, radioInput, StepCard, StepChoices } from './StepCard';

type TMethod = CallResult<'get_shipping_method'>[number];

/** The server's charge for one method (delivery depends on the address and the basket). */
function MethodCharge({ method, address }: { method: TMethod; address: string | null }) {
  const quote = useShippingCharges(method.name, method.is_pickup ? null : address);
  if (quote.isPending) return <Skeleton className="h-4 w-14" />;
  if (!quote.data) return null;
  const q = quote.data;
  if (q.status === 'failed') return <span className="text-xs text-red-800">{q.message}</span>;
  return (
    <span className="text-right">
      <span className={`block font-semibold tabular-nums ${q.shipping_charges === 0 ? 'text-leaf' : ''}`}>
        {q.shipping_charges === 0 ? (method.is_pickup ? 'Free' : (q.free_delivery_label ?? 'Free')) : formatPrice(q.shipping_charges)}
      </span>
      {q.free_delivery_over !== null && q.shipping_charges > 0 && (
        <span className="block text-xs text-muted">Free over {formatPrice(q.free_delivery_over)}</span>
      )}
    </span>
  );
}

/** Step 2: Delivery or Click & Collect, each with the server-computed charge. */
export function MethodStep({ c, onChange }: { c: Checkout; onChange: (method: string) => void }) {
  const { methods } = c;
  let body;
  if (methods.isPending)
    body = (
      <SkeletonLines label="Loading delivery methods" className="space-y-2" lines={['h-14 w-full rounded-xl', 'h-14 w-full rounded-xl']} />
    );
  else if (methods.error)
    body = <ErrorState error={methods.error} onRetry={() => void methods.refetch()} title="We could not load delivery methods" />;
  else
    body = (
      <StepChoices legend="Delivery method" className="grid gap-2 md:grid-cols-2">
        {methods.data?.map((m) => (
          <label key={m.name} className={radioCard}>
            <input
              type="radio"
              name="ship-method"
              value={m.name}
              checked={c.method?.name === m.name}
              onChange={() => onChange(m.name)}
              className={radioInput}
            />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-semibold">{m.shipping_method_name}</span>
              <span className="mt-0.5 block text-muted">{m.description}</span>
            </span>
            <span className="shrink-0 text-sm">
              <MethodCharge method={m} address={c.address?.name ?? null} />
            </span>
          </label>
        ))}
      </StepChoices>
    );
  return (
    <StepCard id="step-method" n={2} title="Delivery method" done={Boolean(c.method)}>
      {body}
    </StepCard>
  );
}
