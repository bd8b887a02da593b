import type { TListProduct } from '@larder/contract/catalog';
import { packSizeLabel } from '@larder/contract/unit-price';
import { Loader2, Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { assetUrl } from '../../../api/client';
import { formatPrice } from '../../../lib/money';
import { useSearchSuggestions } from '../api/get-search-products';
import { productPath, searchPath } from '../paths';
import { useDebouncedValue } from '../use-debounced-value';
import { UnitPrice } from '../../../ui/unit-price';
import { Estimate, WeighedLabel } from '../../../ui/weighed';

// Shown only once the box is opened empty: not part of the first load.
const TopCategories = lazy(() => import('./TopCategories').then((m) => ({ default: m.TopCategories })));

/** The spec's search delay. */
const SEARCH_DELAY_MS = 100;

/**
 * The search combobox (ARIA 1.2 combobox + listbox). `dropdown` floats under the desktop header's
 * box, opens on focus and closes on Tab, Escape or an outside click; `inline` lists the suggestions
 * under the input on the mobile search page. Up/down move the highlight; Enter opens the
 * highlighted product, or the search page for the keyword when nothing is highlighted.
 */
export function SearchBox({
  variant,
  initialText = '',
  autoFocus = false,
}: {
  variant: 'dropdown' | 'inline';
  initialText?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const popupId = `${id}-popup`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const [text, setText] = useState(initialText);
  const [focusOpen, setFocusOpen] = useState(false);
  const open = variant === 'inline' || focusOpen;
  const keyword = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const typed = text.trim() !== '';

  // Suggestions are fetched only while they can be seen (a closed box with a keyword stays quiet).
  const { data, error, isFetching } = useSearchSuggestions(open ? keyword : '');
  // A failed search keeps what was shown before (spec); the failure is only logged.
  const [lastGood, setLastGood] = useState<TListProduct[] | undefined>(undefined);
  if (data && data !== lastGood) setLastGood(data);
  const results = typed && keyword !== '' ? (data ?? lastGood) : undefined;
  useEffect(() => {
    if (error) console.warn('Search failed; keeping the previous results.', error);
  }, [error]);

  // The highlight is set on one list of results. When newer results arrive (the shopper kept
  // typing, or a slower answer landed) it follows its product, or goes if that product is gone.
  const [active, setActive] = useState<{ list: TListProduct[] | undefined; index: number }>({ list: undefined, index: -1 });
  const activeIndex =
    !open || !results
      ? -1
      : active.list === results
        ? active.index
        : results.findIndex((p) => p.name === active.list?.[active.index]?.name);
  // The list on screen is not yet the answer for what is typed.
  const stale = isFetching || keyword !== text.trim();

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  useEffect(() => {
    if (!focusOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setFocusOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [focusOpen]);

  const close = () => {
    setFocusOpen(false);
    if (variant === 'dropdown') input.current?.blur();
  };

  const openProduct = (p: TListProduct) => {
    close();
    void navigate(productPath(p.route));
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const highlighted = activeIndex >= 0 ? results?.[activeIndex] : undefined;
    if (highlighted) return openProduct(highlighted);
    const kw = text.trim();
    if (!kw) return input.current?.focus();
    close();
    void navigate(searchPath(kw));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = results?.length ?? 0;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setFocusOpen(true);
      if (!n) return;
      const down = e.key === 'ArrowDown';
      const next = activeIndex < 0 ? (down ? 0 : n - 1) : down ? (activeIndex + 1) % n : activeIndex - 1;
      setActive({ list: results, index: next });
    } else if (e.key === 'Tab' && variant === 'dropdown') {
      // Tab moves on and closes the popup (as a combobox does), so its top-category links are not
      // in the way of a keyboard shopper passing through the header.
      setFocusOpen(false);
    } else if (e.key === 'Escape') {
      if (variant === 'dropdown' && focusOpen) {
        // Closing wins over the native "clear the search field" of Escape.
        e.preventDefault();
        setFocusOpen(false);
      } else if (activeIndex >= 0) {
        e.preventDefault();
        setActive({ list: results, index: -1 });
      }
    }
  };

  const showList = open && typed && !!results && results.length > 0;
  const showEmptyHint = open && !typed;
  const searching = open && typed && !results && (isFetching || keyword !== text.trim());
  const noResults = open && typed && !!results && results.length === 0 && keyword === text.trim();
  const popupShown = showList || showEmptyHint || searching || noResults;

  const popupClass =
    variant === 'dropdown'
      ? 'absolute inset-x-0 top-full z-50 mt-1.5 max-h-[220px] overflow-y-auto overscroll-contain rounded-xl border border-line bg-white shadow-xl'
      : 'mt-3';

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (variant === 'dropdown' && !e.currentTarget.contains(e.relatedTarget)) setFocusOpen(false);
      }}
    >
      <form role="search" onSubmit={submit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={popupShown}
          aria-controls={popupShown ? popupId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFocusOpen(true);
          }}
          onFocus={() => setFocusOpen(true)}
          onKeyDown={onKeyDown}
          placeholder="Search products..."
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          // The mobile search page exists to type into, so its input takes focus.
          autoFocus={autoFocus}
          className={`w-full rounded-full border border-line bg-stone-50 pr-20 pl-5 text-sm outline-none placeholder:text-stone-500 focus:border-brand-600 focus:bg-white [&::-webkit-search-cancel-button]:hidden ${variant === 'dropdown' ? 'h-11' : 'h-12 text-base'}`}
        />
        {typed && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
            className="absolute top-1/2 right-11 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        >
          {isFetching && typed ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )}
        </button>
      </form>

      {showList && (
        <ul
          id={popupId}
          role="listbox"
          aria-label={`Products matching ${keyword}`}
          aria-busy={stale ? true : undefined}
          className={popupClass}
        >
          {results.map((p, i) => (
            <li
              key={p.name}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              // Keep focus in the input: a click must not blur it before the option is chosen.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== activeIndex && setActive({ list: results, index: i })}
              onClick={() => openProduct(p)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === activeIndex ? 'bg-brand-50' : ''} ${variant === 'inline' ? 'border-b border-line last:border-0' : ''}`}
            >
              <img
                src={assetUrl(p.product_thumb || p.product_image)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 shrink-0 rounded-md bg-stone-100 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className={`block truncate font-medium ${i === activeIndex ? 'text-brand-700' : ''}`}>{p.item}</span>
                {p.sold_by_weight ? (
                  <WeighedLabel value={p.sold_by_weight} className="block truncate" />
                ) : (
                  p.unit && <span className="block truncate text-xs text-muted">{packSizeLabel(p.unit)}</span>
                )}
              </span>
              <span className="flex shrink-0 flex-col items-end">
                {p.sold_by_weight ? (
                  <Estimate amount={p.price} spoken="Estimated price" className="font-semibold" />
                ) : (
                  <>
                    <span className="font-semibold">{formatPrice(p.price)}</span>
                    <UnitPrice value={p.unit_price} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(searching || noResults) && (
        <div id={popupId} className={`${popupClass} px-4 py-3 text-sm text-muted`}>
          {searching ? 'Searching…' : `No products found for "${keyword}"`}
        </div>
      )}
      {showEmptyHint && (
        <div id={popupId} className={`${popupClass} ${variant === 'dropdown' ? 'p-4' : 'py-2'}`}>
          <p className="mb-3 text-sm text-muted">Enter a text to search a products...</p>
          <Suspense fallback={null}>
            <TopCategories variant={variant === 'dropdown' ? 'chips' : 'tiles'} onNavigate={close} />
          </Suspense>
        </div>
      )}
      <p role="status" className="sr-only">
        {showList
          ? `${results.length} suggestions available. Use the up and down arrows to choose one.`
          : noResults
            ? `No products found for ${keyword}`
            : ''}
      </p>
    </div>
  );
}
