import { ChevronDown, Heart, LogOut, Package, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useValueLinks } from '../../lib/account-value-links';
import { shellEvents, useCustomerName } from './shell-state';

const ITEMS = [
  { to: '/my-profile', label: 'My Profile', icon: User },
  { to: '/my-orders', label: 'My Orders', icon: Package },
  { to: '/wishlist', label: 'Wishlist', icon: Heart },
];

/**
 * 'Sign In' for a guest (opens the login modal; a link to /login without script or with a
 * modifier key); for a customer their name with an account dropdown that opens on hover or focus
 * and closes when the pointer or focus leaves (or on Escape).
 */
export function AccountMenu() {
  const customer = useCustomerName();
  const items = [...ITEMS, ...useValueLinks()];
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (!customer) {
    return (
      <Link
        to="/login"
        aria-haspopup="dialog"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          shellEvents.openLogin();
        }}
        className="flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 hover:border-brand-600 hover:text-brand-700"
      >
        <User aria-hidden="true" className="size-4" /> Sign In
      </Link>
    );
  }
  const { name, first } = customer;
  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(e) => {
        // Only focus arriving from outside opens it (Escape returns focus to the trigger, closed).
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(true)}
        className="flex max-w-44 items-center gap-1.5 rounded-full border border-line px-3 py-1.5 hover:border-brand-600"
      >
        <User aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{first}</span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        // pt-2 bridges the gap under the button so moving the pointer down keeps the menu open.
        <div id="account-menu" className="absolute top-full right-0 z-50 w-52 pt-2">
          <ul className="overflow-hidden rounded-xl border border-line bg-white py-1 text-sm shadow-xl">
            <li className="border-b border-line px-4 py-2 text-xs text-muted">
              Signed in as <span className="block truncate font-semibold text-ink">{name}</span>
            </li>
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 px-4 py-2 hover:bg-brand-50 hover:text-brand-700"
                >
                  <item.icon aria-hidden="true" className="size-4" /> {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  shellEvents.logout();
                }}
                className="flex w-full items-center gap-2 px-4 py-2 text-left hover:bg-brand-50 hover:text-brand-700"
              >
                <LogOut aria-hidden="true" className="size-4" /> Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
