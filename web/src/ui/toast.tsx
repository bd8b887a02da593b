import { lazy, Suspense, useEffect } from 'react';

// Toasts are never needed for the first paint, so the toast library loads just after it (out of
// the home route's first-load budget). A notice raised before then waits for the toaster.
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster() {
    // Runs after the Toaster's own effects, so it is subscribed before any notice is sent.
    useEffect(() => toasterMounted(), []);
    // Plain (not "rich") colours: the rich success green fails the contrast check.
    return <Toaster position="top-center" closeButton={false} toastOptions={{ className: 'text-sm' }} />;
  }
  return { default: ReadyToaster };
});

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <LazyToaster />
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
