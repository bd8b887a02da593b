import { Star } from 'lucide-react';

/** Five stars filled to `value` (halves round to the nearer whole star), with a text equivalent. */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'sm' | 'md' }) {
  const full = Math.round(value);
  const cls = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={`${cls} ${i <= full ? 'fill-current' : 'text-stone-300'}`} />
      ))}
      <span className="sr-only">Rated {value} out of 5</span>
    </span>
  );
}
