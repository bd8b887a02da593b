import { AlertDialog as A } from 'radix-ui';
import { type ReactNode, useCallback, useState } from 'react';
import { buttonClass } from '../../ui/button';

/**
 * The shop's alert for payment outcomes (title 'Alert', the message, OK): `await alert('Payment
 * Failed!')` resolves when it is closed. Render `element` where the page renders.
 */
export function usePaymentAlert(): { alert: (message: string) => Promise<void>; element: ReactNode } {
  const [open, setOpen] = useState<{ message: string; resolve: () => void } | null>(null);
  const alert = useCallback((message: string) => new Promise<void>((resolve) => setOpen({ message, resolve })), []);
  const close = () => {
    open?.resolve();
    setOpen(null);
  };
  const element = open ? (
    <A.Root open onOpenChange={(o) => !o && close()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <A.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <A.Title className="text-lg font-bold">Alert</A.Title>
          <A.Description className="mt-2 text-sm text-ink/90">{open.message}</A.Description>
          <div className="mt-5 flex justify-end">
            <A.Action className={buttonClass('primary', 'md', 'min-w-20')} onClick={close}>
              OK
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  ) : null;
  return { alert, element };
}
