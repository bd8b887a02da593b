import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState } from '../../../ui/states';
import { useSearchPageFilters } from '../../../shared/listing/get-search-page-filters';
import { useCategoryPageFilters } from '../api/get-category-page-filters';
import { BASIC_FILTER_OPTIONS, categoryFilterOptions, FacetFields, PriceFields } from '../../../shared/listing/FilterFields';
import {
  activeFilterCount,
  checkPriceInputs,
  emptyFilters,
  type ListingFilters,
  parseListingHref,
  parsePrice,
  type PriceCheck,
  priceText,
  readListingParams,
  toFiltersPayload,
  writeFilters,
} from '../../../shared/listing/listing-params';

type Target = NonNullable<ReturnType<typeof parseListingHref>>;

function FiltersForm({ target }: { target: Target }) {
  const navigate = useNavigate();
  const initial = useMemo(() => readListingParams(target.search).filters, [target]);
  const [draft, setDraft] = useState<ListingFilters>(initial);
  const [minText, setMinText] = useState(priceText(initial.minPrice));
  const [maxText, setMaxText] = useState(priceText(initial.maxPrice));
  const [errors, setErrors] = useState<PriceCheck>({});
  const priceRef = useRef<HTMLDivElement>(null);
  // Counts follow the boxes ticked so far; the price fields count once applied.
  const chosen = useMemo(() => toFiltersPayload({ ...draft, minPrice: initial.minPrice, maxPrice: initial.maxPrice }), [draft, initial]);
  const categoryFacets = useCategoryPageFilters(target.kind === 'category' ? target.ref : null, chosen);
  const searchFacets = useSearchPageFilters(target.kind === 'search' ? target.ref : null, chosen);
  const facets = target.kind === 'search' ? searchFacets : categoryFacets;
  const options =
    target.kind === 'brand' || facets.isError ? BASIC_FILTER_OPTIONS : facets.data ? categoryFilterOptions(facets.data) : undefined;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const check = checkPriceInputs(minText, maxText);
    setErrors(check);
    if (check.minError || check.maxError) {
      priceRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const qs = writeFilters(target.search, { ...draft, minPrice: check.min, maxPrice: check.max }).toString();
    // Replace this page's history entry: Back from the filtered listing returns to the unfiltered one.
    void navigate(`${target.pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };
  const clearAll = () => {
    setDraft(emptyFilters());
    setMinText('');
    setMaxText('');
    setErrors({});
  };
  const count = activeFilterCount({ ...draft, minPrice: parsePrice(minText), maxPrice: parsePrice(maxText) });

  return (
    <form onSubmit={apply} noValidate className="flex min-h-[calc(100dvh-3.5rem)] flex-col">
      <div className="flex-1 space-y-4 px-4 py-4">
        <h1 className="text-xl font-bold">Filters</h1>
        {options ? (
          <>
            <div ref={priceRef}>
              <PriceFields
                minText={minText}
                maxText={maxText}
                onMinText={setMinText}
                onMaxText={setMaxText}
                errors={errors}
                range={options.priceRange}
              />
            </div>
            <FacetFields value={draft} onChange={setDraft} options={options} />
          </>
        ) : (
          <div className="space-y-3" aria-busy="true">
            <p role="status" className="sr-only">
              Loading filters
            </p>
            <Skeleton className="h-10 w-full" />
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-4/5" />
            ))}
          </div>
        )}
      </div>
      <div className="sticky bottom-0 flex gap-3 border-t border-line bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <Button variant="secondary" className="flex-1" onClick={clearAll} disabled={count === 0 && !minText && !maxText}>
          Clear all
        </Button>
        <Button type="submit" className="flex-1">
          Apply{count > 0 && ` (${count})`}
        </Button>
      </div>
    </form>
  );
}

/**
 * /filters-popup?from=<listing url>: the full-screen filters of a category, brand or search listing
 * (mobile). Apply returns to that listing with the filters in its query string.
 */
export function FiltersPopupPage() {
  usePageMeta({ title: 'Filters', back: true });
  const [sp] = useSearchParams();
  const from = sp.get('from');
  const target = useMemo(() => parseListingHref(from), [from]);
  if (!target)
    return (
      <div className="px-4 py-6">
        <h1 className="sr-only">Filters</h1>
        <EmptyState title="Nothing to filter" text="Open a category first, then choose Filters.">
          <Link to="/c" className={buttonClass()}>
            Browse categories
          </Link>
        </EmptyState>
      </div>
    );
  return <FiltersForm key={from} target={target} />;
}
