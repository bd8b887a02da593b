import { CalendarClock } from 'lucide-react';
import { Button } from '../../../ui/button';
import type { Checkout } from '../use-checkout';
import { SlotHoldStatus } from './SlotHoldStatus';
import { StepCard } from './StepCard';

/** Step 3: the delivery (or collection) slot the shop holds for the shopper, and the way to change it. */
export function SlotStep({ c, onOpen }: { c: Checkout; onOpen: () => void }) {
  const pickup = c.method?.is_pickup === 1;
  const title = pickup ? 'Collection slot' : 'Delivery slot';
  const noSlots = c.method !== null && c.slots.data !== undefined && c.slots.data.length === 0;
  return (
    <StepCard
      id="step-slot"
      n={3}
      title={title}
      done={Boolean(c.slot) || noSlots}
      action={
        c.slot && (
          <Button variant="ghost" size="sm" onClick={onOpen} aria-label={`Change ${title.toLowerCase()}`}>
            Change
          </Button>
        )
      }
    >
      {noSlots ? (
        <p className="text-sm text-muted">No slot is needed for {c.method?.shipping_method_name}.</p>
      ) : c.slot ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm">
            <CalendarClock aria-hidden="true" className="size-5 text-brand-600" />
            <span>
              <span className="font-semibold" data-testid="chosen-slot">
                {c.slot.format_date}, {c.slot.slot_label}
              </span>
            </span>
          </p>
          <SlotHoldStatus c={c} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {c.method ? 'Choose when you would like your order.' : 'Choose a delivery method, then a date and a time.'}
          </p>
          <Button variant="secondary" onClick={onOpen}>
            <CalendarClock aria-hidden="true" className="size-4" /> Choose a slot
          </Button>
        </div>
      )}
    </StepCard>
  );
}
