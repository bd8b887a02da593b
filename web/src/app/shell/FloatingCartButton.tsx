import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useCounts } from '../../lib/counts-store';

// The end menu (and the dialog code under it) loads on first use.
const loadEndMenu = () => import('./EndMenu');
const EndMenu = lazy(() => loadEndMenu().then((m) => ({ default: m.EndMenu })));

/**
 * Desktop: the floating cart button (with the count) that opens the end-side menu. It is a slim
 * tab on the right edge, half-way down, no wider than the pages' side padding (24 px; wider on
 * wide screens, where the margin grows), so it never covers a page's buttons or links.
 */
export function FloatingCartButton() {
  const { cart } = useCounts();
  const [menu, setMenu] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  return (
    <>
      <button
        type="button"
        aria-label={`Open cart (${cart} ${cart === 1 ? 'item' : 'items'})`}
        aria-haspopup="dialog"
        aria-expanded={menu === 'open'}
        onPointerEnter={() => void loadEndMenu()}
        onFocus={() => void loadEndMenu()}
        onClick={() => setMenu('open')}
        data-testid="floating-cart"
        className="fixed top-1/2 right-0 z-30 flex w-6 -translate-y-1/2 flex-col items-center gap-1 rounded-l-xl bg-brand-600 py-3 text-white shadow-lg transition-colors outline-none hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-800 focus-visible:ring-offset-1 min-[1400px]:w-12"
      >
        <ShoppingCart aria-hidden="true" className="size-4 min-[1400px]:size-5" />
        <span aria-hidden="true" className="text-[11px] leading-none font-bold tabular-nums min-[1400px]:text-xs">
          {cart > 99 ? '99+' : cart}
        </span>
      </button>
      {menu !== 'unloaded' && (
        <Suspense fallback={null}>
          <EndMenu open={menu === 'open'} onOpenChange={(o) => setMenu(o ? 'open' : 'closed')} />
        </Suspense>
      )}
    </>
  );
}
