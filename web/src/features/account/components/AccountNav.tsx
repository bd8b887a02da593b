import { Cake, ChevronRight, Heart, LayoutDashboard, LogOut, type LucideIcon, MapPin, Package, Truck, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { shellEvents } from '../../../app/shell/shell-state';
import { useValueLinks } from '../../../lib/account-value-links';

interface Item {
  to: string;
  label: string;
  icon: LucideIcon;
}

const ITEMS: Item[] = [
  { to: '/my-profile', label: 'My Profile', icon: User },
  { to: '/my-profile/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/my-orders', label: 'My Orders', icon: Package },
  { to: '/wishlist', label: 'Wishlist', icon: Heart },
  { to: '/address-list', label: 'Addresses', icon: MapPin },
  { to: '/subscriptions', label: 'Delivery Saver', icon: Truck },
  { to: '/birthday-club', label: 'Birthday Club', icon: Cake },
];

/** Wallet and Reward Points follow the orders and wishlist, while the shop runs them. */
function useItems(): Item[] {
  const extras = useValueLinks();
  return [...ITEMS.slice(0, 4), ...extras, ...ITEMS.slice(4)];
}

/**
 * The account's places: tiles on the /my-account hub, a list beside (desktop) or under (mobile)
 * the profile and dashboard.
 */
export function AccountNav({ variant }: { variant: 'tiles' | 'list' }) {
  const items = useItems();
  const { pathname } = useLocation();
  const current = pathname === '/tabs/my-profile' ? '/my-profile' : pathname;
  const tiles = variant === 'tiles';
  const row = tiles
    ? 'flex min-h-16 w-full items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-left text-[15px] font-medium hover:border-brand-600 hover:text-brand-700'
    : 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-[15px] hover:bg-brand-50 hover:text-brand-700';
  return (
    <nav aria-label="Account sections">
      <ul className={tiles ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-0.5'}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current === item.to ? 'page' : undefined}
              className={`${row} ${current === item.to ? 'bg-brand-50 font-semibold text-brand-700' : ''}`}
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <span className="flex-1">{item.label}</span>
              {tiles && <ChevronRight aria-hidden="true" className="size-5 text-muted" />}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={shellEvents.logout} className={row}>
            <LogOut aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <span className="flex-1">Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
