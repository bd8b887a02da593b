import { Button } from '../../../ui/button';
import type { Checkout } from '../use-checkout';

/** Desktop: places the order (and opens the card sheet for a card order). */
export function PlaceOrderButton({ c, placing, onPlace }: { c: Checkout; placing: boolean; onPlace: () => void }) {
  return (
    <div className="space-y-2">
      {c.missingText && (
        <p className="text-sm text-muted" data-testid="missing-step">
          {c.missingText}
        </p>
      )}
      <Button size="lg" className="w-full" onClick={onPlace} disabled={c.locationUnavailable} aria-busy={placing || undefined}>
        {placing ? 'Placing your order…' : 'Place Order'}
      </Button>
    </div>
  );
}
