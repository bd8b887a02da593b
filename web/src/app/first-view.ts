import { useLayoutEffect } from 'react';

/** How long the server's first view may stay up if the page never says it is ready. */
const FIRST_VIEW_MAX_MS = 8000;

/**
 * The server puts a picture of the top of home, category and product pages over the app
 * (server/src/http/first-view.ts) so a slow phone shows the page before this code has loaded.
 * The page takes it down once it has rendered itself (data or error), before the browser paints.
 */
export function dismissFirstView(): void {
  document.getElementById('first-view')?.remove();
}

export function useDismissFirstView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) dismissFirstView();
  }, [ready]);
}

/** Called once at start: whatever happens, the first view does not outstay its use. */
export function limitFirstView(): void {
  if (document.getElementById('first-view')) setTimeout(dismissFirstView, FIRST_VIEW_MAX_MS);
}
