import { AlertDialog as A } from 'radix-ui';
import { buttonClass } from '../../ui/button';

export interface CartAlertProps {
  message: string;
  /** A second line under the message (e.g. 'Click yes to clear all cart items'). */
  detail?: string;
  confirmLabel: string;
  /** Without it the alert only informs (one button). */
  cancelLabel?: string;
  onClose: (confirmed: boolean) => void;
}

/** The shop's alert: title 'Alert', the message, and Yes / No (or OK). Loaded when first needed. */
export function CartAlertDialog({ message, detail, confirmLabel, cancelLabel, onClose }: CartAlertProps) {
  return (
    <A.Root open onOpenChange={(open) => !open && onClose(false)}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <A.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <A.Title className="text-lg font-bold">Alert</A.Title>
          <A.Description asChild>
            <div className="mt-2 space-y-1 text-sm text-ink/90">
              <p>{message}</p>
              {detail && <p>{detail}</p>}
            </div>
          </A.Description>
          <div className="mt-5 flex justify-end gap-2">
            {cancelLabel && (
              <A.Cancel className={buttonClass('ghost', 'md')} onClick={() => onClose(false)}>
                {cancelLabel}
              </A.Cancel>
            )}
            <A.Action className={buttonClass('primary', 'md', 'min-w-20')} onClick={() => onClose(true)}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
