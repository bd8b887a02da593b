import type { ReactNode } from 'react';

/** A labelled picture chooser: the current picture or the new one's preview beside the file input. */
export function FilePicker({
  id,
  label,
  onFile,
  preview,
  children,
  className = '',
}: {
  id: string;
  label: string;
  onFile: (file: File | null) => void;
  preview: ReactNode;
  /** Shown under the file input (e.g. "Remove the picture"). */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <span className="text-sm font-medium" id={id}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="flex flex-col gap-2">
          <input
            type="file"
            accept="image/*"
            aria-labelledby={id}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            className="text-sm file:mr-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-3 file:py-1 file:text-brand-700"
          />
          {children}
        </div>
      </div>
    </div>
  );
}
