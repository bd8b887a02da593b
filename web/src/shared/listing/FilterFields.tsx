import type { TCategoryFilters } from '@larder/contract/catalog';
import { ALLERGENS, ALLERGEN_SHORT } from '@larder/contract/allergens';
import { type ReactNode, useId } from 'react';
import { CERTIFICATIONS, type ListingFilters, type PriceCheck, toggle, toggleAttribute } from './listing-params';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** What a listing can be filtered by; counts come from the category filters call when there is one. */
export interface FilterOptions {
  priceRange?: { min: number; max: number };
  brands: FilterOption[];
  attributes: { attribute: string; options: FilterOption[] }[];
  certifications: FilterOption[];
}

export function categoryFilterOptions(f: TCategoryFilters): FilterOptions {
  return {
    priceRange: f.price_range,
    brands: f.brand_list.map((b) => ({ value: b.route, label: b.brand_name, count: b.count })),
    attributes: f.attribute_list.filter((a) => a.options.length > 0),
    certifications: f.certification_list,
  };
}

/** Without a facets call (brand listings, or when it fails): price, certifications and stock only. */
export const BASIC_FILTER_OPTIONS: FilterOptions = { brands: [], attributes: [], certifications: CERTIFICATIONS };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-3">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{legend}</legend>
      <div className="clear-both space-y-1">{children}</div>
    </fieldset>
  );
}

function Check({ label, count, checked, onChange }: { label: string; count?: number; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm hover:bg-stone-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4.5 shrink-0 rounded accent-brand-600"
      />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        <span className="text-xs text-muted">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only"> products)</span>
        </span>
      )}
    </label>
  );
}

/** Options chosen in the URL but not offered (an old shared link) still show, so they can be removed. */
function withChosen(options: FilterOption[], chosen: string[]): FilterOption[] {
  const extra = chosen.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }));
  return [...options, ...extra];
}

/** The checkbox facets: availability, brands, attribute options, free-from allergens and certifications. */
export function FacetFields({
  value,
  onChange,
  options,
}: {
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
  options: FilterOptions;
}) {
  const brands = withChosen(options.brands, value.brands);
  const certs = withChosen(options.certifications, value.certifications);
  return (
    <div className="space-y-4">
      <Group legend="Availability">
        <Check label="In stock only" checked={value.inStock} onChange={(on) => onChange({ ...value, inStock: on })} />
      </Group>
      {brands.length > 0 && (
        <Group legend="Brand">
          {brands.map((b) => (
            <Check
              key={b.value}
              label={b.label}
              count={b.count}
              checked={value.brands.includes(b.value)}
              onChange={(on) => onChange({ ...value, brands: toggle(value.brands, b.value, on) })}
            />
          ))}
        </Group>
      )}
      {options.attributes.map((a) => (
        <Group key={a.attribute} legend={a.attribute}>
          {withChosen(a.options, value.attributes[a.attribute] ?? []).map((o) => (
            <Check
              key={o.value}
              label={o.label}
              count={o.count}
              checked={value.attributes[a.attribute]?.includes(o.value) ?? false}
              onChange={(on) => onChange({ ...value, attributes: toggleAttribute(value.attributes, a.attribute, o.value, on) })}
            />
          ))}
        </Group>
      ))}
      <Group legend="Free from">
        {ALLERGENS.map((a) => (
          <Check
            key={a}
            label={ALLERGEN_SHORT[a]}
            checked={value.freeFrom.includes(a)}
            onChange={(on) => onChange({ ...value, freeFrom: ALLERGENS.filter((x) => (x === a ? on : value.freeFrom.includes(x))) })}
          />
        ))}
      </Group>
      {certs.length > 0 && (
        <Group legend="Certifications">
          {certs.map((c) => (
            <Check
              key={c.value}
              label={c.label}
              count={c.count}
              checked={value.certifications.includes(c.value)}
              onChange={(on) => onChange({ ...value, certifications: toggle(value.certifications, c.value, on) })}
            />
          ))}
        </Group>
      )}
    </div>
  );
}

function PriceInput({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <div
        className={`flex h-10 items-center rounded-lg border bg-white px-2 focus-within:ring-2 focus-within:ring-brand-600 ${error ? 'border-red-700' : 'border-stone-300'}`}
      >
        <span aria-hidden="true" className="pr-1 text-sm text-muted">
          £
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          className="w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-stone-500"
        />
      </div>
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Min/max price inputs in pounds; the parent validates (checkPriceInputs) and shows errors. */
export function PriceFields({
  minText,
  maxText,
  onMinText,
  onMaxText,
  errors,
  range,
  children,
}: {
  minText: string;
  maxText: string;
  onMinText: (v: string) => void;
  onMaxText: (v: string) => void;
  errors: Pick<PriceCheck, 'minError' | 'maxError'>;
  range?: { min: number; max: number };
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="float-left mb-2 w-full text-sm font-semibold">Price</legend>
      <div className="clear-both flex items-start gap-2">
        <PriceInput
          label="Min price (£)"
          value={minText}
          onChange={onMinText}
          error={errors.minError}
          placeholder={range ? String(Math.floor(range.min)) : undefined}
        />
        <PriceInput
          label="Max price (£)"
          value={maxText}
          onChange={onMaxText}
          error={errors.maxError}
          placeholder={range ? String(Math.ceil(range.max)) : undefined}
        />
      </div>
      {children}
    </fieldset>
  );
}
