import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';

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

/** Lets the browser run what is waiting (input, paint) before the start's next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Three tasks, not one: evaluating the app's modules, making the router (which starts loading the
// page), and the first render. Together they were one task of about 35 ms here, 140 ms on a slow
// phone, where a task over 50 ms blocks input (Lighthouse's TBT).
void appStylesLoaded().then(async () => {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices, so a slow phone stays responsive while the app first mounts
  // (the server's first view is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
