export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200/80 ${className}`} />;
}

/**
 * Placeholder lines in a column, one Skeleton for each class given. With a `label`, the column is
 * the busy region standing in for what is loading, named for screen readers.
 */
export function SkeletonLines({ lines, className = 'flex-1 space-y-2', label }: { lines: string[]; className?: string; label?: string }) {
  return (
    <div aria-busy={label ? true : undefined} aria-label={label} className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

/** A form field still loading: its label over its input. */
export function FieldSkeleton() {
  return <SkeletonLines className="flex flex-col gap-1.5" lines={['h-4 w-24', 'h-11 w-full']} />;
}
