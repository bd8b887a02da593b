import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { activeFilterCount, checkPriceInputs, emptyFilters, type ListingFilters, type PriceCheck, priceText } from './listing-params';
import { FacetFields, type FilterOptions, PriceFields } from './FilterFields';

/** Price inputs applied with their own button (a half-typed amount must not reload the list). */
function PriceForm({
  filters,
  onChange,
  range,
}: {
  filters: ListingFilters;
  onChange: (f: ListingFilters) => void;
  range?: { min: number; max: number };
}) {
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const [errors, setErrors] = useState<PriceCheck>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkPriceInputs(minText, maxText);
    setErrors(check);
    if (check.minError || check.maxError) return;
    onChange({ ...filters, minPrice: check.min, maxPrice: check.max });
  };
  return (
    <form onSubmit={submit} noValidate>
      <PriceFields minText={minText} maxText={maxText} onMinText={setMinText} onMaxText={setMaxText} errors={errors} range={range}>
        <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
          Apply price
        </Button>
      </PriceFields>
    </form>
  );
}

/** Desktop: the filters column left of the products; every change goes straight to the URL. */
export function FilterPanel({
  filters,
  onChange,
  options,
  loading,
}: {
  filters: ListingFilters;
  onChange: (f: ListingFilters) => void;
  options: FilterOptions | undefined;
  loading: boolean;
}) {
  const active = activeFilterCount(filters);
  return (
    <aside aria-labelledby="filters-heading" className="space-y-4 rounded-xl border border-line bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="text-base font-bold">
          Filters
        </h2>
        {active > 0 && (
          <button type="button" onClick={() => onChange(emptyFilters())} className="text-sm font-semibold text-brand-700 hover:underline">
            Clear all
          </button>
        )}
      </div>
      {loading || !options ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-4/5" />
          ))}
        </div>
      ) : (
        <>
          {/* Remount when the URL's range changes (back/forward, Clear all) so the inputs follow it. */}
          <PriceForm key={`${filters.minPrice}-${filters.maxPrice}`} filters={filters} onChange={onChange} range={options.priceRange} />
          <FacetFields value={filters} onChange={onChange} options={options} />
        </>
      )}
    </aside>
  );
}
