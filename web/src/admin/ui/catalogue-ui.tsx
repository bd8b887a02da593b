/** Small pieces the catalogue and stock screens share: progress bar, confirm dialog, thumbnails. */
import { ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { assetUrl } from '../../api/client';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  const pct = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        {pct !== null && <span className="tabular-nums text-muted">{pct}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${pct === null ? 'w-1/3 animate-pulse' : ''}`}
          style={pct === null ? undefined : { width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  danger = true,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="text-sm">{children}</div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A product picture at 320 px (the API's -320.webp), or a placeholder. */
export function Thumb({ src, size = 40, alt = '' }: { src: string; size?: number; alt?: string }) {
  if (!src)
    return (
      <span className="grid shrink-0 place-items-center rounded-md bg-stone-100 text-stone-400" style={{ width: size, height: size }}>
        <ImageOff aria-hidden="true" className="size-4" />
      </span>
    );
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md border border-line bg-white object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** A form-level error list (server field errors), announced. */
export function ErrorSummary({ message, errors }: { message: string; errors?: { field: string; message: string }[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">Please fix the following:</p>
      {errors && errors.length > 1 ? (
        <ul className="mt-1 list-disc pl-5">
          {errors.map((e, i) => (
            <li key={`${e.field}-${i}`}>{e.message}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{message}</p>
      )}
    </div>
  );
}

/** A blob: URL previewing a chosen file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export const selectClass = 'h-10 rounded-lg border border-line bg-white px-2 text-sm focus-visible:border-brand-600';
export const textareaClass = 'min-h-24 rounded-lg border border-line bg-white px-3 py-2 text-sm focus-visible:border-brand-600';
