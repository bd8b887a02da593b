import { Award, Egg, Leaf } from 'lucide-react';

const BADGES: Record<string, { label: string; Icon: typeof Award; cls: string }> = {
  halal: { label: 'Halal', Icon: Award, cls: 'bg-emerald-50 text-emerald-900 border-emerald-200' },
  'free-range': { label: 'Free range', Icon: Egg, cls: 'bg-amber-50 text-amber-900 border-amber-200' },
  organic: { label: 'Organic', Icon: Leaf, cls: 'bg-lime-50 text-lime-900 border-lime-200' },
};

/** Certification badges (halal, free-range, organic; unknown ones shown by name). */
export function Certifications({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <ul aria-label="Certifications" className="flex flex-wrap gap-2">
      {items.map((c) => {
        const b = BADGES[c.trim().toLowerCase()];
        const label = b?.label ?? c;
        const Icon = b?.Icon ?? Award;
        return (
          <li
            key={c}
            className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${b?.cls ?? 'border-line bg-white text-ink'}`}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
