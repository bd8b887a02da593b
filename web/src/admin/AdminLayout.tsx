import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { adminCall } from './admin-api';
import { setStaffSession, useStaffSession } from './admin-session';
import { NAV } from './nav';

/** Sidebar navigation (a drawer below 1024 px), the signed-in member and sign-out. Desktop-first, usable on a tablet. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.title = 'Larder console';
  }, []);
  if (!session) return null;
  const items = NAV.filter((n) => n.roles.includes(session.staff.role));
  const signOut = async () => {
    await adminCall('admin_logout', {}).catch(() => undefined);
    setStaffSession(null);
    void navigate('/admin/login', { replace: true });
  };
  return (
    <div className="min-h-dvh bg-stone-50 text-ink lg:grid lg:grid-cols-[15rem_1fr] print:block">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <div className="flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden print:hidden">
        <span className="font-bold text-brand-700">Larder console</span>
        <button
          type="button"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen((v) => !v)}
          className="rounded-lg p-2 hover:bg-stone-100"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <nav
        id="admin-nav"
        aria-label="Console"
        className={`${open ? 'block' : 'hidden'} border-r border-line bg-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:overflow-y-auto print:hidden`}
      >
        <div className="hidden px-5 py-5 text-lg font-bold text-brand-700 lg:block">Larder console</div>
        <ul className="flex flex-col gap-0.5 px-2 pb-4">
          {items.map((n) => (
            <li key={n.to}>
              <NavLink
                to={n.to}
                end={n.to === '/admin'}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-stone-100'}`
                }
              >
                <n.icon aria-hidden="true" className="size-4" />
                {n.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="border-t border-line px-4 py-4 text-sm">
          <p className="font-semibold">{session.staff.full_name}</p>
          <p className="text-muted">
            {session.staff.email} · {session.staff.role}
          </p>
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-3 inline-flex items-center gap-2 rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
          >
            <LogOut aria-hidden="true" className="size-4" /> Sign out
          </button>
        </div>
      </nav>
      <main id="admin-main" className="min-w-0 p-4 md:p-6 lg:p-8 print:p-0">
        {children}
      </main>
    </div>
  );
}
