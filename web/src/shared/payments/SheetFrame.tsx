import { Lock, X } from 'lucide-react';
import type { TStartedPayment } from '@larder/contract/payments';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PAYMENT_FAILED } from './pay';
import type { ProviderResult } from './settle';
import { useStoreName } from './use-store-name';

/** What every provider sheet is given by the host. */
export type SheetProps = { started: TStartedPayment; summary: string; finish: (r: ProviderResult) => Promise<void> };

/**
 * The frame of every provider sheet: the store name in the header, what is being paid, a close
 * button (the backdrop and Escape do not dismiss it), the content and 'This payment is secured by'.
 */
export function SheetFrame({
  summary,
  providerLabel,
  onClose,
  closeDisabled = false,
  children,
}: {
  /** e.g. 'Wallet top-up · £25.98' (the dialog's description). */
  summary: string;
  /** Omitted while the provider is not known yet. */
  providerLabel?: string;
  onClose: () => void;
  closeDisabled?: boolean;
  children: ReactNode;
}) {
  const storeName = useStoreName();
  return (
    <Dialog open onOpenChange={() => {}} dismissable={false} title={storeName} description={summary}>
      <div className="flex flex-col gap-4">
        {children}
        {providerLabel && (
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            <span>
              This payment is secured by <strong className="font-semibold text-ink">{providerLabel}</strong>
            </span>
          </p>
        )}
      </div>
      {/* Last in the reading order so the first field gets the focus; shown at the top right. */}
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        disabled={closeDisabled}
        className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Dialog>
  );
}

/** Shown while a sheet waits for something (starting, loading the provider's form, confirming). */
export function SheetBusy({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      {text}
    </div>
  );
}

/** A problem the sheet cannot get past (the provider's script did not load...). */
export function SheetError({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-red-900">{text}</p>
      <button
        type="button"
        onClick={onClose}
        className="self-start rounded-full border border-red-700 px-4 py-1.5 font-semibold text-red-800 hover:bg-red-100"
      >
        Close
      </button>
    </div>
  );
}

/** A failed attempt, shown above the card form. */
export function SheetProblem({ title = PAYMENT_FAILED, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

/** The card form's Pay button and, when the card is only authorised now, what is charged later. */
export function PaySubmit({
  label,
  paying,
  disabled,
  captureLater,
  className = 'w-full',
}: {
  label: string;
  paying: boolean;
  disabled: boolean;
  /** The amount authorised now, when the weighed amount is charged after picking. */
  captureLater?: string | false;
  className?: string;
}) {
  return (
    <>
      <Button type="submit" size="lg" className={className} disabled={disabled} aria-busy={paying}>
        {paying ? 'Processing…' : label}
      </Button>
      {captureLater && (
        <p className="text-center text-sm text-stone-600" data-testid="capture-later-note">
          Your card is authorised for {captureLater} now and charged the weighed amount after we pick your order.
        </p>
      )}
    </>
  );
}
