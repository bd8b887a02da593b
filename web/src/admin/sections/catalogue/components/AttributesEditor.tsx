import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../ui/button';
import { inputClass } from '../../../ui/admin-ui';
import { selectClass } from '../../../ui/content-kit';
import { type AttributeForm, newAttribute, newOption, type OptionForm } from './product-form';

function move<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** Attributes (Cut, Weight…) and their options with price and weight adjustments. */
export function AttributesEditor({ value, onChange }: { value: AttributeForm[]; onChange: (a: AttributeForm[]) => void }) {
  const setAttr = (i: number, patch: Partial<AttributeForm>) => onChange(value.map((a, k) => (k === i ? { ...a, ...patch } : a)));
  const setOpt = (i: number, j: number, patch: Partial<OptionForm>) =>
    setAttr(i, {
      options: value[i]!.options.map((o, k) => {
        if (k === j) return { ...o, ...patch };
        // One pre-selected option per attribute.
        return patch.is_pre_selected ? { ...o, is_pre_selected: false } : o;
      }),
    });

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 && (
        <p className="text-sm text-muted">No attributes yet. Add one (for example Cut or Weight) to sell this product in options.</p>
      )}
      {value.map((a, i) => {
        const label = a.attribute || `Attribute ${i + 1}`;
        return (
          <fieldset key={a.key} className="min-w-0 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{label}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex min-w-40 flex-1 flex-col gap-1">
                <label htmlFor={`${a.key}-name`} className="text-sm font-medium">
                  Attribute name
                </label>
                <input
                  id={`${a.key}-name`}
                  value={a.attribute}
                  maxLength={60}
                  onChange={(e) => setAttr(i, { attribute: e.target.value })}
                  className={inputClass}
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${a.key}-control`} className="text-sm font-medium">
                  Shown as
                </label>
                <select
                  id={`${a.key}-control`}
                  value={a.control_type}
                  onChange={(e) => setAttr(i, { control_type: e.target.value as AttributeForm['control_type'] })}
                  className={selectClass}
                >
                  <option value="Radio Button List">Buttons</option>
                  <option value="Dropdown List">Drop-down list</option>
                </select>
              </div>
              <label className="flex h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={a.is_required}
                  onChange={(e) => setAttr(i, { is_required: e.target.checked })}
                  className="size-4 accent-brand-600"
                />
                Shoppers must choose
              </label>
              <div className="ml-auto flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => onChange(move(value, i, -1))}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${label} down`}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(move(value, i, 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={() => onChange(value.filter((_, k) => k !== i))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>
            <div className="relative mt-3 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-sm">
                <caption className="sr-only">Options of {label}</caption>
                <thead className="text-left text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-semibold">
                      Option
                    </th>
                    <th scope="col" className="px-2 py-1 font-semibold">
                      Price change (£)
                    </th>
                    <th scope="col" className="px-2 py-1 font-semibold">
                      Weight change (g)
                    </th>
                    <th scope="col" className="px-2 py-1 font-semibold">
                      Pre-selected
                    </th>
                    <th scope="col" className="px-2 py-1 font-semibold">
                      Disabled
                    </th>
                    <th scope="col" className="py-1 pl-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.options.map((o, j) => {
                    const optLabel = o.value || `option ${j + 1}`;
                    return (
                      <tr key={o.key}>
                        <td className="py-1 pr-2">
                          <input
                            aria-label={`${label}: option name`}
                            value={o.value}
                            maxLength={80}
                            onChange={(e) => setOpt(i, j, { value: e.target.value })}
                            className={`${inputClass} w-full`}
                          />
                        </td>
                        <td className="px-2 py-1">
                          <input
                            aria-label={`${label} ${optLabel}: price change in pounds`}
                            inputMode="decimal"
                            value={o.price_adjustment}
                            onChange={(e) => setOpt(i, j, { price_adjustment: e.target.value })}
                            className={`${inputClass} w-24`}
                          />
                        </td>
                        <td className="px-2 py-1">
                          <input
                            aria-label={`${label} ${optLabel}: weight change in grams`}
                            inputMode="numeric"
                            value={o.weight_adjustment_grams}
                            onChange={(e) => setOpt(i, j, { weight_adjustment_grams: e.target.value })}
                            className={`${inputClass} w-24`}
                          />
                        </td>
                        <td className="px-2 py-1 text-center">
                          <input
                            type="checkbox"
                            aria-label={`${label} ${optLabel}: pre-selected`}
                            checked={o.is_pre_selected}
                            onChange={(e) => setOpt(i, j, { is_pre_selected: e.target.checked })}
                            className="size-4 accent-brand-600"
                          />
                        </td>
                        <td className="px-2 py-1 text-center">
                          <input
                            type="checkbox"
                            aria-label={`${label} ${optLabel}: disabled`}
                            checked={o.disabled}
                            onChange={(e) => setOpt(i, j, { disabled: e.target.checked })}
                            className="size-4 accent-brand-600"
                          />
                        </td>
                        <td className="py-1 pl-2 text-right whitespace-nowrap">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Move ${optLabel} up`}
                            disabled={j === 0}
                            onClick={() => setAttr(i, { options: move(a.options, j, -1) })}
                          >
                            <ArrowUp aria-hidden="true" className="size-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Remove ${optLabel}`}
                            disabled={a.options.length === 1}
                            onClick={() => setAttr(i, { options: a.options.filter((_, k) => k !== j) })}
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
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAttr(i, { options: [...a.options, newOption()] })}>
              <Plus aria-hidden="true" className="size-4" /> Add option to {label}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, newAttribute()])} disabled={value.length >= 10}>
          <Plus aria-hidden="true" className="size-4" /> Add attribute
        </Button>
      </div>
    </div>
  );
}
