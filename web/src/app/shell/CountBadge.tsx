/**
 * A small count bubble; the number is read out as "(n items)". By default it sits on the corner
 * of an icon button (`className` places it); `inline` puts it in the text flow (tab labels).
 */
export function CountBadge({
  count,
  className = '-top-1.5 -right-2',
  inline = false,
}: {
  count: number;
  className?: string;
  inline?: boolean;
}) {
  if (!count) return null;
  return (
    <span
      data-testid="count-badge"
      className={`${inline ? 'inline-block' : `absolute ${className} ring-2 ring-white`} min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] leading-5 font-bold text-white`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        ({count} {count === 1 ? 'item' : 'items'})
      </span>
    </span>
  );
}
