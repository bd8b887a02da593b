import { spokenUnitPrice, type TUnitPrice } from '@larder/contract/unit-price';

/** The unit price ("£9.98/kg"), small and muted; a screen reader hears "£9.98 per kilogram". */
export function UnitPrice({
  value,
  className = '',
  size = 'text-xs',
  testId = 'unit-price',
}: {
  value: TUnitPrice | null | undefined;
  className?: string;
  /** A Tailwind text size class. */
  size?: string;
  testId?: string;
}) {
  if (!value) return null;
  return (
    <span className={`${size} text-muted ${className}`} data-testid={testId}>
      <span aria-hidden="true">{value.text}</span>
      <span className="sr-only">{spokenUnitPrice(value)}</span>
    </span>
  );
}
