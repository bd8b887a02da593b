import { Apple, Heart, MapPin, ShoppingCart, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchBox } from '../../features/search/components/SearchBox';
import { useWebsiteSettings } from '../../lib/website-settings';
import { useCounts } from '../../lib/counts-store';
import { AccountMenu } from './AccountMenu';
import { CategoryBar } from './CategoryBar';
import { CountBadge } from './CountBadge';
import { Logo } from './Logo';
import { shellEvents, useLocationLabel, useScrolledPast } from './shell-state';

/** The spec's desktop threshold: past it the top strip hides and the header gets shorter. */
const SHRINK_AT = 150;
/** Heights in px: top strip 32 + main row 64 (56 shrunk) + category bar 44 + its border 1. */
const FULL_HEIGHT = 141;
const SHRUNK_HEIGHT = 101;

function routeKeyword(pathname: string): string {
  const m = /^\/search\/([^/]+)/.exec(pathname);
  if (!m?.[1]) return '';
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/**
 * The desktop header is fixed over a spacer of its full height, so shrinking it on scroll never
 * moves the page (a sticky header that shrinks makes the content jump and can flicker at the
 * threshold). `--header-h` on <html> holds its current height for sticky elements of pages.
 */
export function DesktopHeader() {
  const { pathname } = useLocation();
  const shrunk = useScrolledPast(SHRINK_AT);
  const counts = useCounts();
  const locationLabel = useLocationLabel();
  const { data: settings } = useWebsiteSettings();
  const checkout = pathname === '/checkout' || pathname === '/order-summary';
  const keyword = routeKeyword(pathname);

  useEffect(() => {
    document.documentElement.style.setProperty('--header-h', `${shrunk ? SHRUNK_HEIGHT : FULL_HEIGHT}px`);
  }, [shrunk]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty('--header-h');
    },
    [],
  );

  const app = settings?.app_settings;
  return (
    <>
      <div aria-hidden="true" style={{ height: FULL_HEIGHT }} />
      <header
        data-shrunk={shrunk || undefined}
        className={`fixed inset-x-0 top-0 z-40 bg-white transition-shadow duration-300 ${shrunk ? 'shadow-md' : 'shadow-sm'}`}
      >
        <div
          inert={shrunk}
          className={`overflow-hidden bg-brand-700 text-white transition-[height,visibility] duration-300 ease-out motion-reduce:transition-none ${shrunk ? 'invisible h-0' : 'visible h-8'}`}
        >
          <div className="mx-auto flex h-8 max-w-7xl items-center justify-between px-6 text-xs">
            <div className="flex items-center gap-3">
              <span>Get the Larder app for faster reordering:</span>
              {app?.playstore_url && (
                <a
                  href={app.playstore_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold hover:underline"
                >
                  <Smartphone aria-hidden="true" className="size-3.5" /> Android
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
              {app?.ios_url && (
                <a
                  href={app.ios_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold hover:underline"
                >
                  <Apple aria-hidden="true" className="size-3.5" /> iOS
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </div>
            <nav aria-label="About the shop" className="flex gap-5">
              <Link to="/about-us" className="hover:underline">
                About Us
              </Link>
              <Link to="/contact-us" className="hover:underline">
                Contact Us
              </Link>
            </nav>
          </div>
        </div>
        <div
          className={`mx-auto flex max-w-7xl items-center gap-5 px-6 transition-[height] duration-300 ease-out motion-reduce:transition-none ${shrunk ? 'h-14' : 'h-16'}`}
        >
          <Logo className={`transition-[height] duration-300 ${shrunk ? 'h-8' : 'h-9'}`} />
          {!checkout && (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={shellEvents.openLocation}
              className="flex max-w-60 shrink-0 items-center gap-2 rounded-lg px-2 py-1 text-left text-sm hover:bg-stone-100"
            >
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <span className="min-w-0 leading-tight">
                <span className="block text-[11px] text-muted">Deliver to</span>
                <span className="block truncate font-semibold">{locationLabel ?? 'Choose your location'}</span>
              </span>
            </button>
          )}
          <div className="min-w-0 flex-1">
            <SearchBox key={keyword} variant="dropdown" initialText={keyword} />
          </div>
          <nav aria-label="Your account" className="flex shrink-0 items-center gap-5 text-sm font-medium">
            <Link to="/wishlist" className="flex items-center gap-1.5 hover:text-brand-700">
              <Heart aria-hidden="true" className="size-5" /> Wishlist
              <CountBadge count={counts.wishlist} inline />
            </Link>
            <Link to="/yourcart" className="flex items-center gap-1.5 hover:text-brand-700">
              <ShoppingCart aria-hidden="true" className="size-5" /> Cart
              <CountBadge count={counts.cart} inline />
            </Link>
            <AccountMenu />
          </nav>
        </div>
        <CategoryBar />
      </header>
    </>
  );
}
