import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** What reorder could not put back in the cart (out of stock, no longer sold...). */
export function ReorderResultDialog({
  message,
  skipped,
  added,
  onClose,
}: {
  message: string;
  skipped: string[];
  added: number;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Alert" description={message}>
      {skipped.length > 0 && (
        <>
          <p className="text-sm font-semibold">Not added:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="reorder-skipped">
            {skipped.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass('ghost', 'md')}>
          OK
        </button>
        {added > 0 && (
          <Link to="/yourcart" className={buttonClass('primary', 'md')}>
            Go to cart
          </Link>
        )}
      </div>
    </Dialog>
  );
}
