import { toast, Toaster } from 'sonner';

export function Toasts() {
  // Plain (not "rich") colours: the rich success green fails the contrast check.
  return <Toaster position="top-center" closeButton={false} toastOptions={{ className: 'text-sm' }} />;
}

/** A short notice; 'Added to cart' disappears after 2.1 s, as the spec says. */
export function notify(message: string, opts: { duration?: number; kind?: 'success' | 'error' | 'info' } = {}): void {
  const fn = opts.kind === 'error' ? toast.error : opts.kind === 'success' ? toast.success : toast;
  fn(message, { duration: opts.duration ?? 2100 });
}

/** 'Added to cart' toast with the item name cut to 20 characters followed by '...'. */
export function addedToCartText(itemName: string): string {
  return `Added to cart: ${itemName.length > 20 ? `${itemName.slice(0, 20)}...` : itemName}`;
}
