import { AlertTriangle, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText } from '../api/client';

export function ErrorState({ error, onRetry, title = 'We could not load this' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-brand-600" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted">{errorText(error)}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, text, children, image }: { title: string; text?: string; children?: ReactNode; image?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center">
      {image ? (
        <img src={image} alt="" width={160} height={160} className="size-40" />
      ) : (
        <PackageOpen aria-hidden="true" className="size-12 text-stone-400" />
      )}
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="text-sm text-muted">{text}</p>}
      {children}
    </div>
  );
}
