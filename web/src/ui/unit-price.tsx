import { spokenUnitPrice, type TUnitPrice } from '@larder/contract/unit-price';

/** The unit price ("£9.98/kg"), small and muted; a screen reader hears "£9.98 per kilogram". */
export function UnitPrice({
  value,
  className = '',
  testId = 'unit-price',
}: {
  value: TUnitPrice | null | undefined;
  className?: string;
  testId?: string;
}) {
  if (!value) return null;
  return (
    <span className={`text-xs text-muted ${className}`} data-testid={testId}>
      <span aria-hidden="true">{value.text}</span>
      <span className="sr-only">{spokenUnitPrice(value)}</span>
    </span>
  );
}
