import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/**
 * The built page loads the app's stylesheet print-only, so it does not hold up the first view's
 * paint (vite.config.ts, firstPaint): it applies to the screen from here, and the app renders once
 * it has loaded (or failed to).
 */
function appStylesLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  link.media = 'all';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

void appStylesLoaded().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices, so a slow phone stays responsive while the app first mounts
  // (the server's first view is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
