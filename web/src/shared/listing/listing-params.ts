/**
 * A listing's state lives in the URL query string, so back/forward and shared links restore it.
 * Params: sort, view (grid|list), brand (repeated), cert (repeated), free (repeated allergen codes),
 * in_stock=1, min, max and
 * a.<Attribute> (repeated, e.g. a.Cut=Boneless). Anything unreadable is ignored, never sent.
 */
import type { TSort } from '@larder/contract/catalog';
import { ALLERGENS, type TAllergen } from '@larder/contract/allergens';

export type ListingView = 'grid' | 'list';

export interface ListingFilters {
  brands: string[];
  certifications: string[];
  /** Allergens the products must be free from. */
  freeFrom: TAllergen[];
  attributes: Record<string, string[]>;
  inStock: boolean;
  minPrice?: number;
  maxPrice?: number;
}

export interface ListingParams {
  sort: TSort;
  view?: ListingView;
  filters: ListingFilters;
}

/** The sort options the listing offers, in the contract's sort_by values. */
export const SORT_OPTIONS: { value: TSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price Low to High' },
  { value: 'price_desc', label: 'Price High to Low' },
  { value: 'name_asc', label: 'Name A-Z' },
  { value: 'name_desc', label: 'Name Z-A' },
  { value: 'newest', label: 'Newest Arrivals' },
];

/** Certifications every product can carry (labels as the filters call gives them). */
export const CERTIFICATIONS = [
  { value: 'halal', label: 'Halal' },
  { value: 'free-range', label: 'Free-Range' },
  { value: 'organic', label: 'Organic' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
];

export const PAGE_LEN = 15;
const ATTR_PREFIX = 'a.';
const MAX_PRICE = 100000;
const FILTER_KEYS = ['brand', 'cert', 'free', 'in_stock', 'min', 'max'];

export const emptyFilters = (): ListingFilters => ({ brands: [], certifications: [], freeFrom: [], attributes: {}, inStock: false });

const isAllergen = (v: string): v is TAllergen => (ALLERGENS as readonly string[]).includes(v);

const unique = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter((x) => x.length > 0 && x.length <= 140))].slice(0, 50);

/** A price in pounds with at most two decimals, within the server's bounds; undefined otherwise. */
export function parsePrice(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const t = text.trim().replace(/^£/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_PRICE ? n : undefined;
}

export function readListingParams(sp: URLSearchParams): ListingParams {
  const sortRaw = sp.get('sort');
  const sort = SORT_OPTIONS.find((o) => o.value === sortRaw)?.value ?? 'relevance';
  const viewRaw = sp.get('view');
  const view = viewRaw === 'grid' || viewRaw === 'list' ? viewRaw : undefined;
  const attributes: Record<string, string[]> = {};
  for (const key of new Set(sp.keys())) {
    if (!key.startsWith(ATTR_PREFIX)) continue;
    const name = key.slice(ATTR_PREFIX.length).trim();
    const values = unique(sp.getAll(key));
    if (name && name.length <= 60 && values.length) attributes[name] = values;
  }
  let minPrice = parsePrice(sp.get('min'));
  let maxPrice = parsePrice(sp.get('max'));
  // The server answers 417 for min > max; a hand-edited URL like that drops the range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = maxPrice = undefined;
  return {
    sort,
    view,
    filters: {
      brands: unique(sp.getAll('brand')),
      certifications: unique(sp.getAll('cert')),
      freeFrom: ALLERGENS.filter((a) => sp.getAll('free').filter(isAllergen).includes(a)),
      attributes,
      inStock: sp.get('in_stock') === '1',
      minPrice,
      maxPrice,
    },
  };
}

/** Writes the filters into a copy of `sp`, keeping unrelated params (sort, view, ...). */
export function writeFilters(sp: URLSearchParams, f: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(sp);
  for (const key of [...next.keys()]) if (FILTER_KEYS.includes(key) || key.startsWith(ATTR_PREFIX)) next.delete(key);
  for (const b of f.brands) next.append('brand', b);
  for (const [name, values] of Object.entries(f.attributes)) for (const v of values) next.append(ATTR_PREFIX + name, v);
  for (const c of f.certifications) next.append('cert', c);
  for (const a of f.freeFrom) next.append('free', a);
  if (f.inStock) next.set('in_stock', '1');
  if (f.minPrice !== undefined) next.set('min', String(f.minPrice));
  if (f.maxPrice !== undefined) next.set('max', String(f.maxPrice));
  return next;
}

export function writeParam(sp: URLSearchParams, key: 'sort' | 'view', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(sp);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

export function activeFilterCount(f: ListingFilters): number {
  return (
    f.brands.length +
    f.certifications.length +
    f.freeFrom.length +
    Object.values(f.attributes).reduce((n, v) => n + v.length, 0) +
    (f.inStock ? 1 : 0) +
    (f.minPrice !== undefined || f.maxPrice !== undefined ? 1 : 0)
  );
}

/** The wire `filters` field; undefined when nothing is chosen, so the query key stays short. */
export interface FiltersPayload {
  brands?: string[];
  certifications?: string[];
  free_from?: TAllergen[];
  attributes?: Record<string, string[]>;
  in_stock?: 1;
  min_price?: number;
  max_price?: number;
}

export function toFiltersPayload(f: ListingFilters): FiltersPayload | undefined {
  const p: FiltersPayload = {};
  if (f.brands.length) p.brands = f.brands;
  if (f.certifications.length) p.certifications = f.certifications;
  if (f.freeFrom.length) p.free_from = f.freeFrom;
  if (Object.keys(f.attributes).length) p.attributes = f.attributes;
  if (f.inStock) p.in_stock = 1;
  if (f.minPrice !== undefined) p.min_price = f.minPrice;
  if (f.maxPrice !== undefined) p.max_price = f.maxPrice;
  return Object.keys(p).length ? p : undefined;
}

export function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? (list.includes(value) ? list : [...list, value]) : list.filter((x) => x !== value);
}

export function toggleAttribute(attrs: Record<string, string[]>, name: string, value: string, on: boolean): Record<string, string[]> {
  const next = { ...attrs, [name]: toggle(attrs[name] ?? [], value, on) };
  if (!next[name]?.length) delete next[name];
  return next;
}

export interface PriceCheck {
  min?: number;
  max?: number;
  minError?: string;
  maxError?: string;
}

/** Validates the price inputs as typed (blank means no bound). */
export function checkPriceInputs(minText: string, maxText: string): PriceCheck {
  const out: PriceCheck = {};
  const bad = 'Enter an amount in pounds, e.g. 4.50';
  if (minText.trim()) {
    out.min = parsePrice(minText);
    if (out.min === undefined) out.minError = bad;
  }
  if (maxText.trim()) {
    out.max = parsePrice(maxText);
    if (out.max === undefined) out.maxError = bad;
  }
  if (out.min !== undefined && out.max !== undefined && out.min > out.max) out.maxError = 'Max price must not be below min price';
  return out;
}

export const priceText = (n: number | undefined) => (n === undefined ? '' : n % 1 === 0 ? String(n) : n.toFixed(2));

/**
 * Where /filters-popup may return to: a same-origin category, brand or search results path.
 * Anything else (absolute URLs, //host, other pages) is refused, so `from` cannot redirect off the shop.
 */
export function parseListingHref(
  from: string | null,
): { pathname: string; search: URLSearchParams; kind: 'category' | 'brand' | 'search'; ref: string } | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  let url: URL;
  let parts: string[];
  try {
    url = new URL(from, 'http://x');
    parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (url.host !== 'x') return null;
  const [head, ...rest] = parts;
  if ((head === 'c' || head === 'cl') && rest.length)
    return { pathname: url.pathname, search: url.searchParams, kind: 'category', ref: rest.join('/') };
  if (head === 'brands' && rest[0]) return { pathname: url.pathname, search: url.searchParams, kind: 'brand', ref: rest[0] };
  if (head === 'search' && rest.length === 1 && rest[0]!.trim())
    return { pathname: url.pathname, search: url.searchParams, kind: 'search', ref: rest[0]!.trim() };
  return null;
}
