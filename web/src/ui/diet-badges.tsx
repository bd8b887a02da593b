/** Diet badges on product cards, from the product's certifications; vegan implies vegetarian, so it shows alone. */
const LABELS: Record<string, string> = { halal: 'Halal', vegetarian: 'Vegetarian', vegan: 'Vegan' };

export function dietsOf(certifications: string[]): string[] {
  const set = new Set(certifications.map((c) => c.trim().toLowerCase()));
  if (set.has('vegan')) set.delete('vegetarian');
  return ['halal', 'vegetarian', 'vegan'].filter((d) => set.has(d));
}

export function DietBadges({ certifications, className = '' }: { certifications: string[]; className?: string }) {
  const diets = dietsOf(certifications);
  if (!diets.length) return null;
  return (
    <ul aria-label="Diet" className={`flex flex-wrap gap-1 ${className}`}>
      {diets.map((d) => (
        <li
          key={d}
          className="rounded-full border border-emerald-700/30 bg-white/95 px-1.5 py-0.5 text-[11px] leading-none font-semibold text-emerald-900"
        >
          {LABELS[d]}
        </li>
      ))}
    </ul>
  );
}
