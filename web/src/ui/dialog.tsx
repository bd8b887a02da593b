import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A modal dialog (centred on desktop, a bottom sheet on mobile). `dismissable={false}` keeps it
 * open on backdrop taps and Escape (the payment sheet must not be dismissed by a tap).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissable = true,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  dismissable?: boolean;
  wide?: boolean;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          onPointerDownOutside={(e) => !dismissable && e.preventDefault()}
          onEscapeKeyDown={(e) => !dismissable && e.preventDefault()}
          aria-describedby={description ? undefined : undefined}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl ${wide ? 'md:max-w-3xl' : 'md:max-w-md'}`}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <D.Title className="text-lg font-bold">{title}</D.Title>
            {dismissable && (
              <D.Close aria-label="Close" className="grid size-8 place-items-center rounded-full hover:bg-stone-100">
                <X aria-hidden="true" className="size-5" />
              </D.Close>
            )}
          </div>
          {description ? (
            <D.Description className="mb-3 text-sm text-muted">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** A panel sliding in from a side (menus, the cart drawer). */
export function SidePanel({
  open,
  onOpenChange,
  side,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  side: 'start' | 'end';
  title: string;
  children: ReactNode;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          className={`fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl ${side === 'start' ? 'left-0' : 'right-0'}`}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <D.Title className="text-base font-bold">{title}</D.Title>
            <D.Close aria-label="Close" className="grid size-8 place-items-center rounded-full hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
            </D.Close>
          </div>
          <D.Description className="sr-only">{title}</D.Description>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
