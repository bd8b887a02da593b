import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useCounts } from '../../lib/counts-store';
import { MiniCart, MiniWishlist } from '../../shared/cart/MiniLists';
import { SidePanel } from '../../ui/dialog';
import { CountBadge } from './CountBadge';

type Panel = 'mycart' | 'wishcart';

const tab =
  'flex flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * The desktop side menu (from the end): a switcher between Shopping Cart and Wishlist (keys
 * mycart and wishcart, each with its count) and the chosen list. Closing resets both panels.
 */
export function EndMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [panel, setPanel] = useState<Panel>('mycart');
  const counts = useCounts();
  const close = () => {
    setPanel('mycart');
    onOpenChange(false);
  };
  return (
    <SidePanel open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())} side="end" title="Cart and wishlist">
      <Tabs.Root value={panel} onValueChange={(v) => setPanel(v as Panel)} className="flex min-h-full flex-col">
        <Tabs.List aria-label="Shopping Cart or Wishlist" className="sticky top-0 z-10 flex border-b border-line bg-white">
          <Tabs.Trigger value="mycart" className={tab}>
            Shopping Cart <CountBadge count={counts.cart} inline />
          </Tabs.Trigger>
          <Tabs.Trigger value="wishcart" className={tab}>
            Wishlist <CountBadge count={counts.wishlist} inline />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mycart" className="flex flex-1 flex-col outline-none">
          <MiniCart onNavigate={close} />
        </Tabs.Content>
        <Tabs.Content value="wishcart" className="flex flex-1 flex-col outline-none">
          <MiniWishlist onNavigate={close} />
        </Tabs.Content>
      </Tabs.Root>
    </SidePanel>
  );
}
