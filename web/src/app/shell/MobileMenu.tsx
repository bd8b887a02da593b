import {
  BookOpen,
  Cake,
  ChevronDown,
  ChevronRight,
  Gift,
  Heart,
  Home,
  LayoutGrid,
  LogIn,
  LogOut,
  type LucideIcon,
  Mail,
  Package,
  Repeat,
  ScrollText,
  Share2,
  User,
  Wallet,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useWebsiteSettings } from '../../lib/website-settings';
import { SidePanel } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { shellEvents, useCustomerName } from './shell-state';

/** Menu item icon names from the website settings. */
const ICONS: Record<string, LucideIcon> = {
  home: Home,
  grid: LayoutGrid,
  package: Package,
  heart: Heart,
  wallet: Wallet,
  gift: Gift,
  repeat: Repeat,
  book: BookOpen,
  mail: Mail,
  user: User,
};

const POLICIES = [
  { to: '/about-us', label: 'About us' },
  { to: '/terms-condition', label: 'Terms & conditions' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/why', label: 'Why Larder' },
  { to: '/story', label: 'Our Story' },
];

/** Content pages with no menu item in the shop's settings. */
const EXTRA_LINKS = [
  { to: '/birthday-club', label: 'Birthday Club', icon: Cake },
  { to: '/social-share', label: 'Share Larder', icon: Share2 },
];

const row = 'flex w-full items-center gap-3 px-5 py-3 text-left text-[15px] hover:bg-brand-50 active:bg-brand-100';

/** The mobile side menu (from the start): greeting, the enabled menu items, Policies, Login/Logout. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const customer = useCustomerName();
  const { pathname } = useLocation();
  const { data, isPending } = useWebsiteSettings();
  const [policiesOpen, setPoliciesOpen] = useState(false);
  const policiesId = useId();
  const close = () => onOpenChange(false);
  const items = data?.menu_items.filter((m) => m.enable === 1) ?? [];

  return (
    <SidePanel open={open} onOpenChange={onOpenChange} side="start" title={customer ? `Hi, ${customer.first}` : 'Hi'}>
      <nav aria-label="Menu" className="py-2">
        <ul>
          {isPending
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="px-5 py-3" aria-hidden="true">
                  <Skeleton className="h-5 w-40" />
                </li>
              ))
            : items.map((m) => {
                const Icon = ICONS[m.icon] ?? ChevronRight;
                const current = m.route === pathname;
                return (
                  <li key={m.route}>
                    <Link
                      to={m.route}
                      onClick={close}
                      aria-current={current ? 'page' : undefined}
                      className={`${row} ${current ? 'font-semibold text-brand-700' : ''}`}
                    >
                      <Icon aria-hidden="true" className="size-5 text-brand-600" />
                      {m.title}
                    </Link>
                  </li>
                );
              })}
          {EXTRA_LINKS.map((l, i) => (
            <li key={l.to} className={i === 0 ? 'border-t border-line' : undefined}>
              <Link
                to={l.to}
                onClick={close}
                aria-current={l.to === pathname ? 'page' : undefined}
                className={`${row} ${l.to === pathname ? 'font-semibold text-brand-700' : ''}`}
              >
                <l.icon aria-hidden="true" className="size-5 text-brand-600" />
                {l.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-line">
            <button
              type="button"
              aria-expanded={policiesOpen}
              aria-controls={policiesId}
              onClick={() => setPoliciesOpen((v) => !v)}
              className={row}
            >
              <ScrollText aria-hidden="true" className="size-5 text-brand-600" />
              <span className="flex-1">Policies</span>
              <ChevronDown
                aria-hidden="true"
                className={`size-5 text-muted transition-transform duration-300 ${policiesOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <ul id={policiesId} hidden={!policiesOpen} className="bg-stone-50 pb-1">
              {POLICIES.map((p) => (
                <li key={p.to}>
                  <Link to={p.to} onClick={close} className={`${row} pl-13 text-sm`}>
                    {p.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li className="border-t border-line">
            {customer ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  shellEvents.logout();
                }}
                className={row}
              >
                <LogOut aria-hidden="true" className="size-5 text-brand-600" /> Logout
              </button>
            ) : (
              <Link to="/register" onClick={close} className={row}>
                <LogIn aria-hidden="true" className="size-5 text-brand-600" /> Login
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </SidePanel>
  );
}
