export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200/80 ${className}`} />;
}

/** Placeholder lines in a column, one Skeleton for each class given; with a `label`, announced as loading. */
export function SkeletonLines({ lines, className = 'flex-1 space-y-2', label }: { lines: string[]; className?: string; label?: string }) {
  return (
    <div className={className} aria-busy={label ? true : undefined} aria-label={label}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
