import type { TCartLine } from '@larder/contract/cart';
import { Scale } from 'lucide-react';
import { useWebsiteSettings } from '../../lib/website-settings';
import { marginBpOf, weighedCartNote } from '../../ui/weighed';

/** A line sold by weight (a free item is never charged, so it promises nothing). */
export const isWeighedLine = (l: Pick<TCartLine, 'sold_by_weight' | 'is_free_item'>): boolean =>
  l.sold_by_weight !== null && l.is_free_item !== 1;

/** The cart has items sold by weight: their prices, and so its totals, are estimates. */
export const hasWeighedLines = (lines: Pick<TCartLine, 'sold_by_weight' | 'is_free_item'>[]): boolean => lines.some(isWeighedLine);

/** One line under a cart with weighed items: they are charged by weight, never more than the estimate plus the margin. */
export function WeighedCartNote({
  lines,
  className = '',
  size = 'text-sm',
}: {
  lines: TCartLine[];
  className?: string;
  /** A Tailwind text size class. */
  size?: string;
}) {
  const settings = useWebsiteSettings().data;
  if (!hasWeighedLines(lines)) return null;
  return (
    <p className={`flex items-start gap-2 ${size} text-ink/90 ${className}`} data-testid="weighed-note">
      <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{weighedCartNote(marginBpOf(settings))}</span>
    </p>
  );
}
