/** How long the server's first view may stay up if the page never says it is ready. */
const FIRST_VIEW_MAX_MS = 8000;

/**
 * No React here: the page's entry script imports this module, and whatever it imports is fetched
 * with the page, before the first view's picture has painted (see main.tsx).
 *
 * The server puts a picture of the top of home, category and product pages over the app
 * (server/src/http/first-view.ts) so a slow phone shows the page before this code has loaded.
 * The page takes it down once it has rendered itself (data or error), before the browser paints.
 */
export function dismissFirstView(): void {
  document.getElementById('first-view')?.remove();
}

/** The longest the app waits for the first view's main picture before it loads anyway. */
const PICTURE_WAIT_MAX_MS = 3000;

/**
 * Resolves once the first view's main pictures (those fetched at high priority) have loaded and
 * been painted, or failed, or after PICTURE_WAIT_MAX_MS; at once on a page without a first view.
 */
export function firstViewShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#first-view img[fetchpriority="high"]')];
  const loaded = pictures.map(
    (img) =>
      new Promise<void>((resolve) => {
        if (img.complete) return resolve();
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  if (!loaded.length) return Promise.resolve();
  const painted = Promise.all(loaded).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_MAX_MS))]);
}

/** Called once at start: whatever happens, the first view does not outstay its use. */
export function limitFirstView(): void {
  if (document.getElementById('first-view')) setTimeout(dismissFirstView, FIRST_VIEW_MAX_MS);
}
