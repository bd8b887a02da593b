import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../ui/button';
import { inputClass } from '../../../ui/admin-ui';
import { ColumnHeads, MoveButtons } from '../../../ui/catalogue-ui';
import { selectClass } from '../../../ui/content-kit';
import { ErrorsUnder } from './ErrorsUnder';
import { newAttribute, newOption, type ProductValues } from './product-form';

/** Attributes (Cut, Weight…) and their options with price and weight adjustments. */
export function AttributesEditor() {
  const { fields, append, move, remove } = useFieldArray<ProductValues, 'attributes'>({ name: 'attributes' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="text-sm text-muted">No attributes yet. Add one (for example Cut or Weight) to sell this product in options.</p>
      )}
      {fields.map((f, i) => (
        <Attribute key={f.id} id={f.id} index={i} count={fields.length} onMove={(to) => move(i, to)} onRemove={() => remove(i)} />
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append(newAttribute())} disabled={fields.length >= 10}>
          <Plus aria-hidden="true" className="size-4" /> Add attribute
        </Button>
      </div>
    </div>
  );
}

function Attribute({
  id,
  index: i,
  count,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { register, getValues, setValue } = useFormContext<ProductValues>();
  const path = `attributes.${i}` as const;
  const { fields, append, move, remove } = useFieldArray<ProductValues, `attributes.${number}.options`>({ name: `${path}.options` });
  const [attribute, options] = useWatch<ProductValues, [`attributes.${number}.attribute`, `attributes.${number}.options`]>({
    name: [`${path}.attribute`, `${path}.options`],
  });
  const label = attribute || `Attribute ${i + 1}`;
  // One pre-selected option per attribute.
  const preSelect = (j: number, on: boolean) => {
    if (on) getValues(`${path}.options`).forEach((_, k) => k !== j && setValue(`${path}.options.${k}.is_pre_selected`, false));
  };

  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Attribute name
          </label>
          <input id={`${id}-name`} maxLength={60} {...register(`${path}.attribute`)} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-control`} className="text-sm font-medium">
            Shown as
          </label>
          <select id={`${id}-control`} {...register(`${path}.control_type`)} className={selectClass}>
            <option value="Radio Button List">Buttons</option>
            <option value="Dropdown List">Drop-down list</option>
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" {...register(`${path}.is_required`)} className="size-4 accent-brand-600" />
          Shoppers must choose
        </label>
        <div className="ml-auto flex gap-1">
          <MoveButtons label={label} index={i} count={count} onMove={onMove} />
          <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="mt-2">
        <ErrorsUnder name={path} />
      </div>
      <div className="relative mt-1 overflow-x-auto">
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">Options of {label}</caption>
          <thead className="text-left text-xs text-muted uppercase">
            <ColumnHeads
              labels={['Option', 'Price change (£)', 'Weight change (g)', 'Pre-selected', 'Disabled', '']}
              cell="px-2 py-1 first:pl-0 last:pr-0"
            />
          </thead>
          <tbody>
            {fields.map((o, j) => {
              const at = `${path}.options.${j}` as const;
              const optLabel = options[j]?.value || `option ${j + 1}`;
              return (
                <tr key={o.id}>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`${label}: option name`}
                      maxLength={80}
                      {...register(`${at}.value`)}
                      className={`${inputClass} w-full`}
                    />
                  </td>
                  <td className="px-2 py-1">
                    <input
                      aria-label={`${label} ${optLabel}: price change in pounds`}
                      inputMode="decimal"
                      {...register(`${at}.price_adjustment`)}
                      className={`${inputClass} w-24`}
                    />
                  </td>
                  <td className="px-2 py-1">
                    <input
                      aria-label={`${label} ${optLabel}: weight change in grams`}
                      inputMode="numeric"
                      {...register(`${at}.weight_adjustment_grams`)}
                      className={`${inputClass} w-24`}
                    />
                  </td>
                  <td className="px-2 py-1 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${label} ${optLabel}: pre-selected`}
                      {...register(`${at}.is_pre_selected`, {
                        onChange: (e: { target: { checked: boolean } }) => preSelect(j, e.target.checked),
                      })}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  <td className="px-2 py-1 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${label} ${optLabel}: disabled`}
                      {...register(`${at}.disabled`)}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  <td className="py-1 pl-2 text-right whitespace-nowrap">
                    <Button variant="ghost" size="sm" aria-label={`Move ${optLabel} up`} disabled={j === 0} onClick={() => move(j, j - 1)}>
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${optLabel}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(j)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => append(newOption())}>
        <Plus aria-hidden="true" className="size-4" /> Add option to {label}
      </Button>
    </fieldset>
  );
}
