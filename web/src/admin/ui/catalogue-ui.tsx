/** Small pieces the catalogue and stock screens share: progress bar, thumbnails, a file's preview. */
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { assetUrl } from '../../api/client';

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
