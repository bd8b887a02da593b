import type { CallResult } from '@larder/contract';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePlaceSuggestions } from './api/get-google-locations';
import { inputClass } from '../../ui/form-fields';
import { useDebounced } from './use-debounced';

export type Place = CallResult<'get_google_locations'>[number];

/** 'Whitechapel - E1' */
export function placeText(p: Place): string {
  return p.area ? `${p.area} - ${p.zipcode}` : p.description;
}

/**
 * The location search box: a combobox whose suggestions ('area - zipcode', up to 50) come from
 * get_google_locations as the shopper types. Up/Down move through them, Enter picks the
 * highlighted one or, with none highlighted, submits the text (a postcode or an area name).
 */
export function LocationSearch({
  text,
  onText,
  onPlace,
  onSubmitText,
  busy,
  error,
  autoFocus,
}: {
  text: string;
  onText: (text: string) => void;
  onPlace: (place: Place) => void;
  onSubmitText: (text: string, first: Place | undefined) => void;
  busy: boolean;
  /** An error about the text (a malformed postcode): marks the box invalid and describes it. */
  error?: { id: string } | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const query = useDebounced(text, 150);
  const suggestions = usePlaceSuggestions(query);
  const places = text.trim() ? (suggestions.data ?? []) : [];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && places.length > 0;
  const inputRef = useRef<HTMLInputElement>(null);

  // Escape with the list open closes only the list. A dialog around the box listens on the
  // document in the capture phase, so this listens on the window, which comes first.
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.target !== inputRef.current) return;
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [shown]);

  const choose = (p: Place) => {
    setOpen(false);
    setActive(-1);
    onPlace(p);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (places.length ? (i + 1) % places.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (places.length ? (i <= 0 ? places.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter' && shown && active >= 0 && places[active]) {
      e.preventDefault();
      choose(places[active]);
    }
  };

  const countText =
    !text.trim() || query !== text
      ? ''
      : suggestions.isFetching
        ? ''
        : places.length
          ? `${places.length} suggestions. Use the up and down keys to choose one.`
          : 'No matching areas.';

  return (
    <form
      role="search"
      aria-label="Delivery location"
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
        onSubmitText(text, places[0]);
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Enter your postcode or area
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error?.id}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus={autoFocus}
            placeholder="e.g. E1 6AN or Whitechapel"
            value={text}
            onChange={(e) => {
              onText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={`${inputClass} pl-9 ${error ? 'border-red-700' : 'border-line'}`}
          />
        </div>
        <button
          type="submit"
          disabled={busy || !text.trim()}
          className="h-11 shrink-0 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600"
        >
          {busy ? 'Checking…' : 'Check'}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested areas"
        hidden={!shown}
        className="mt-1 max-h-[220px] overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-sm"
      >
        {shown &&
          places.map((p, i) => (
            <li
              key={`${p.zipcode}-${p.area}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the box, so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(p)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : ''}`}
            >
              <span className="font-medium">{placeText(p)}</span>
              {p.city && <span className="text-muted">, {p.city}</span>}
            </li>
          ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {countText}
      </p>
    </form>
  );
}
