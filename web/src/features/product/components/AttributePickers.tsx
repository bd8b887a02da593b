import type { TProductDetails } from '@larder/contract/catalog';
import { useId } from 'react';
import { formatPrice } from '../../../lib/money';
import type { Choice } from '../selection';

type Attribute = TProductDetails['product_attributes'][number];

/**
 * One radio group per attribute (native radios: arrow keys move within a group). Options that
 * lead to a sold-out combination stay choosable, so the shopper can ask to be notified, but are
 * struck through and say "Sold out".
 */
export function AttributePickers({
  attributes,
  choice,
  onChange,
  isSoldOut,
}: {
  attributes: Attribute[];
  choice: Choice;
  onChange: (attributeId: string, optionId: string) => void;
  isSoldOut: (attributeId: string, optionId: string) => boolean;
}) {
  const id = useId();
  if (!attributes.length) return null;
  return (
    <div className="flex flex-col gap-4">
      {attributes.map((a) => {
        const chosen = a.options.find((o) => o.name === choice[a.name]);
        return (
          <fieldset key={a.name}>
            <legend className="mb-2 text-sm font-semibold">
              {a.attribute}
              {a.is_required ? <span className="sr-only"> (required)</span> : null}
              {chosen && <span className="font-normal text-muted">: {chosen.option_value}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {a.options.map((o) => {
                const soldOut = isSoldOut(a.name, o.name);
                const inputId = `${id}-${o.name}`;
                return (
                  <div key={o.name} className="relative">
                    <input
                      type="radio"
                      id={inputId}
                      name={`${id}-${a.name}`}
                      value={o.name}
                      checked={choice[a.name] === o.name}
                      disabled={o.disable === 1}
                      onChange={() => onChange(a.name, o.name)}
                      className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    />
                    <label
                      htmlFor={inputId}
                      data-sold-out={soldOut || undefined}
                      className={`flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition select-none peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${
                        soldOut ? 'border-dashed border-stone-300 bg-stone-50 text-muted' : 'border-line bg-white hover:border-brand-500'
                      }`}
                    >
                      <span className={soldOut ? 'line-through' : undefined}>{o.option_value}</span>
                      {o.price_adjustment !== 0 && (
                        <span className="text-xs text-muted">
                          {o.price_adjustment > 0 ? '+' : '−'}
                          {formatPrice(Math.abs(o.price_adjustment))}
                        </span>
                      )}
                      {soldOut && (
                        <span className="rounded bg-stone-200 px-1 text-[11px] font-semibold text-stone-700 uppercase">Sold out</span>
                      )}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
