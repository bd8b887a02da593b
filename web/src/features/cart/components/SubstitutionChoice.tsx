import type { TCartLine } from '@larder/contract/cart';
import { packSizeLabel } from '@larder/contract/unit-price';
import { useId, useState } from 'react';
import { assetUrl, errorText } from '../../../api/client';
import { formatPrice } from '../../../lib/money';
import { type Substitution, useSetSubstitution, useSubstitutionOptions } from '../../../shared/cart/substitution';
import type { CartAlerts } from '../../../shared/cart/use-cart-alert';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { Estimate, WeighedLabel } from '../../../ui/weighed';

const LABELS: Record<Substitution, string> = {
  best_match: 'Best match',
  no_substitute: 'This product only, no substitute',
  specific: 'Choose a substitute…',
};

/** What the shop may do if this line is short when picked: the best match, nothing, or a chosen product. */
export function SubstitutionChoice({ line, alerts }: { line: TCartLine; alerts: CartAlerts }) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const save = useSetSubstitution();
  const set = (substitution: Substitution, substitute_product?: string) =>
    save.mutate({ name: line.name, substitution, substitute_product }, { onError: (err) => void alerts.inform(errorText(err)) });

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <label htmlFor={id} className="text-muted">
        If unavailable:
      </label>
      <select
        id={id}
        value={line.substitution}
        disabled={save.isPending}
        onChange={(e) => {
          const v = e.target.value as Substitution;
          if (v === 'specific') setChoosing(true);
          else set(v);
        }}
        className="h-8 max-w-full min-w-0 rounded-lg border border-line bg-white px-2 text-xs"
      >
        {(Object.keys(LABELS) as Substitution[]).map((k) => (
          <option key={k} value={k}>
            {LABELS[k]}
          </option>
        ))}
      </select>
      {line.substitution === 'specific' && line.substitute_product_name && (
        <span className="flex items-center gap-1">
          <span>
            Substitute: <strong className="font-semibold">{line.substitute_product_name}</strong>
          </span>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setChoosing(true)}>
            Change<span className="sr-only"> substitute for {line.product_name}</span>
          </button>
        </span>
      )}
      <Dialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Choose a substitute"
        description={`If ${line.product_name} is short when we pick your order.`}
      >
        {choosing && (
          <SubstituteOptions
            line={line}
            onChoose={(product) => {
              setChoosing(false);
              set('specific', product);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function SubstituteOptions({ line, onChoose }: { line: TCartLine; onChoose: (product: string) => void }) {
  const { data, isPending, error, refetch } = useSubstitutionOptions(line.name, true);
  if (isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading substitutes">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} title="We could not load substitutes" />;
  if (!data.length)
    return <p className="py-6 text-center text-sm text-muted">No suitable substitutes right now; we will pick the best match.</p>;
  return (
    <ul className="divide-y divide-line">
      {data.map((p) => (
        <li key={p.name} className="flex items-center gap-3 py-2">
          <img
            src={assetUrl(p.product_thumb)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium">{p.item}</p>
            {p.sold_by_weight ? (
              <p className="text-xs text-muted">
                <Estimate amount={p.price} spoken="Estimated price" /> · <WeighedLabel value={p.sold_by_weight} />
              </p>
            ) : (
              <p className="text-xs text-muted">
                {formatPrice(p.price)} · {packSizeLabel(p.unit)}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onChoose(p.name)}
            aria-pressed={line.substitute_product === p.name}
            className="shrink-0 rounded-full border border-brand-600 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {line.substitute_product === p.name ? 'Chosen' : 'Choose'}
            <span className="sr-only"> {p.item}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
