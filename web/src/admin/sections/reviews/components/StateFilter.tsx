/** The pending / approved / rejected switch above a moderation list, with how many are in each. */
export function StateFilter<S extends string>({
  value,
  options,
  counts,
  onChange,
}: {
  value: S;
  options: readonly (readonly [S, string])[];
  counts: Record<S, number> | undefined;
  onChange: (s: S) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show"
      className="grid grid-cols-3 rounded-full border border-line bg-white p-1 sm:inline-flex sm:self-start"
    >
      {options.map(([v, label]) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={`rounded-full px-2 py-1.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${value === v ? 'bg-brand-600 text-white' : 'text-ink hover:bg-stone-100'}`}
        >
          {label}
          {counts && <span className={value === v ? 'text-white/85' : 'text-muted'}> ({counts[v]})</span>}
        </button>
      ))}
    </div>
  );
}
