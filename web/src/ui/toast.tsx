import { lazy, Suspense, useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { useIsDesktop } from '../lib/use-media-query';

// Toasts are never needed for the first paint, so the toast library loads just after it (out of
// the home route's first-load budget). A notice raised before then waits for the toaster.
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

/**
 * Where notices go so they cover nothing the shopper needs: on a phone at the bottom, above the
 * tab bar and the product page's add-to-cart bar; on a desktop at the right, just under the fixed
 * header (it shrinks on scroll: --header-h), clear of the search box. In the console, at the
 * bottom right, away from the page titles at the top.
 */
export function toastPlacement(desktop: boolean, inConsole: boolean): Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'> {
  if (inConsole) return { position: desktop ? 'bottom-right' : 'bottom-center', offset: 16, mobileOffset: 16 };
  if (!desktop) {
    const above = { bottom: 'calc(5rem + env(safe-area-inset-bottom))', left: 16, right: 16 };
    return { position: 'bottom-center', offset: above, mobileOffset: above };
  }
  return { position: 'top-right', offset: { top: 'calc(var(--header-h, 141px) + 12px)', right: 24 } };
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster({ inConsole }: { inConsole: boolean }) {
    const desktop = useIsDesktop();
    // Runs after the Toaster's own effects, so it is subscribed before any notice is sent.
    useEffect(() => toasterMounted(), []);
    // Plain (not "rich") colours: the rich success green fails the contrast check.
    return <Toaster {...toastPlacement(desktop, inConsole)} closeButton={false} toastOptions={{ className: 'text-sm' }} />;
  }
  return { default: ReadyToaster };
});

export function Toasts({ inConsole = false }: { inConsole?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyToaster inConsole={inConsole} />
    </Suspense>
  );
}

/** A short notice; 'Added to cart' disappears after 2.1 s, as the spec says. */
export function notify(message: string, opts: { duration?: number; kind?: 'success' | 'error' | 'info' } = {}): void {
  void toasterReady
    .then(() => import('sonner'))
    .then(({ toast }) => {
      const fn = opts.kind === 'error' ? toast.error : opts.kind === 'success' ? toast.success : toast;
      fn(message, { duration: opts.duration ?? 2100 });
    });
}

/** 'Added to cart' toast with the item name cut to 20 characters followed by '...'. */
export function addedToCartText(itemName: string): string {
  return `Added to cart: ${itemName.length > 20 ? `${itemName.slice(0, 20)}...` : itemName}`;
}
