import { AlertDialog as A } from 'radix-ui';
import { buttonClass } from '../../ui/button';

/** The shop's alert: title 'Alert', the question, and No / Yes. */
export function AddressAlert({
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onClose,
}: {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onClose: (confirmed: boolean) => void;
}) {
  return (
    <A.Root open onOpenChange={(open) => !open && onClose(false)}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <A.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <A.Title className="text-lg font-bold">Alert</A.Title>
          <A.Description className="mt-2 text-sm text-ink/90">{message}</A.Description>
          <div className="mt-5 flex justify-end gap-2">
            <A.Cancel className={buttonClass('ghost', 'md')} onClick={() => onClose(false)}>
              {cancelLabel}
            </A.Cancel>
            <A.Action className={buttonClass('danger', 'md', 'min-w-20')} onClick={() => onClose(true)}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
