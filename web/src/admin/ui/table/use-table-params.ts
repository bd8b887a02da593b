import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export type ParamPatch = Record<string, string>;

/**
 * A console list's paging, sort and filters, kept in the address (back and reload keep them).
 * Any change but the page's own goes back to page 1. Empty values are removed.
 */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = useCallback(
    (patch: ParamPatch, replace = true) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const setPage = useCallback((p: number) => set({ page: p > 1 ? String(p) : '' }, false), [set]);
  return { params, page, get, set, setPage };
}

/**
 * A search box bound to one address parameter: it searches a moment after the last key, and
 * follows the address when it changes under it (the back button).
 */
export function useSearchText(value: string, onSearch: (text: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => onSearch(text.trim()), delay);
    return () => clearTimeout(t);
  }, [text, value, onSearch, delay]);
  return [text, setText] as const;
}
