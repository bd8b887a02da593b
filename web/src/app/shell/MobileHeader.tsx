import { ArrowLeft, Menu, Search, Share2, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCounts } from '../../lib/counts-store';
import { CountBadge } from './CountBadge';
import { Logo } from './Logo';
import { useCurrentPageMeta } from './page-meta';
import { HOME_PATHS, hasAppHistory, shellEvents, useScrolledPast } from './shell-state';

// The side menu (and the dialog code under it) loads on first use, keeping it out of the first load.
const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

/** The spec's mobile thresholds: the header changes past 200 px; on home the search icon shows past 61 px. */
const CHANGE_AT = 200;
const SEARCH_ICON_AT = 61;
const HEADER_HEIGHT = 56;

const iconButton = 'relative grid size-10 shrink-0 place-items-center rounded-full hover:bg-stone-100 active:bg-stone-200';

function CartButton() {
  const { cart } = useCounts();
  return (
    <Link to="/yourcart" aria-label="Cart" className={iconButton}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <CountBadge count={cart} className="top-0 -right-0.5" />
    </Link>
  );
}

/**
 * Mobile header: menu, logo (or the page title), search and cart; or, for pages that ask for it,
 * the back-style header with back, title, share (on 'Product Detail') and cart.
 */
export function MobileHeader() {
  const meta = useCurrentPageMeta();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const changed = useScrolledPast(CHANGE_AT);
  const pastSearchRow = useScrolledPast(SEARCH_ICON_AT);
  const home = HOME_PATHS.includes(pathname);
  const [menu, setMenu] = useState<'unloaded' | 'open' | 'closed'>('unloaded');

  useEffect(() => {
    document.documentElement.style.setProperty('--header-h', `${HEADER_HEIGHT}px`);
    return () => {
      document.documentElement.style.removeProperty('--header-h');
    };
  }, []);

  const back = () => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  const showShare = meta.share || meta.title === 'Product Detail';
  const headerClass = `sticky top-0 z-40 flex h-14 items-center gap-1 bg-white px-2 transition-shadow duration-300 ${
    changed ? 'shadow-md' : home && !pastSearchRow && !meta.back ? '' : 'shadow-sm'
  }`;

  if (meta.back) {
    return (
      <header data-changed={changed || undefined} className={headerClass}>
        <button type="button" aria-label="Back" onClick={back} className={iconButton}>
          <ArrowLeft aria-hidden="true" className="size-6" />
        </button>
        <p className="min-w-0 flex-1 truncate px-1 text-base font-semibold">{meta.title}</p>
        {showShare && (
          <button type="button" aria-label="Share" onClick={shellEvents.share} className={iconButton}>
            <Share2 aria-hidden="true" className="size-5" />
          </button>
        )}
        {!meta.hideCart && <CartButton />}
      </header>
    );
  }

  return (
    <>
      <header data-changed={changed || undefined} className={headerClass}>
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menu === 'open'}
          onPointerEnter={() => void loadMenu()}
          onClick={() => setMenu('open')}
          className={iconButton}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <div className="flex min-w-0 flex-1 items-center px-1">
          {meta.title ? <p className="truncate text-base font-semibold">{meta.title}</p> : <Logo className="h-8" />}
        </div>
        {(!home || pastSearchRow) && (
          <Link to="/search" aria-label="Search" className={iconButton}>
            <Search aria-hidden="true" className="size-5" />
          </Link>
        )}
        {!meta.hideCart && <CartButton />}
      </header>
      {home && (
        // On home the search row scrolls away under the header; the header's search icon takes over.
        <div className="bg-white px-4 pb-3">
          <Link to="/search" className="flex h-11 items-center gap-3 rounded-full border border-line bg-stone-50 px-4 text-sm text-muted">
            <Search aria-hidden="true" className="size-4 text-brand-600" />
            Search products...
          </Link>
        </div>
      )}
      {menu !== 'unloaded' && (
        <Suspense fallback={null}>
          <MobileMenu open={menu === 'open'} onOpenChange={(o) => setMenu(o ? 'open' : 'closed')} />
        </Suspense>
      )}
    </>
  );
}
