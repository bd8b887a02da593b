import type { TSort } from '@larder/contract/catalog';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type ListingFilters, type ListingView, readListingParams, writeFilters, writeParam } from './listing-params';

/**
 * The listing state held in the query string, with setters that push history entries.
 * A change shows at once (a checkbox must not flick back while the router commits the new URL);
 * once the URL changes, the URL is the truth again.
 */
export function useListingUrl() {
  const [sp, setSp] = useSearchParams();
  const { pathname, search } = useLocation();
  const [pending, setPending] = useState<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const current = pending?.from === sp ? pending.next : sp;
  const params = useMemo(() => readListingParams(current), [current]);
  const go = (next: URLSearchParams, replace = false) => {
    setPending({ from: sp, next });
    setSp(next, { replace, preventScrollReset: true });
  };
  return {
    ...params,
    setFilters: (f: ListingFilters) => go(writeFilters(current, f)),
    setSort: (s: TSort) => go(writeParam(current, 'sort', s === 'relevance' ? undefined : s)),
    // The view is a display preference: it replaces the entry instead of adding one.
    setView: (v: ListingView) => go(writeParam(current, 'view', v), true),
    /** The mobile full-screen filters page, told where to return. */
    filtersHref: `/filters-popup?from=${encodeURIComponent(pathname + search)}`,
  };
}
