import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/catalogue', label: 'Products', end: true },
  { to: '/admin/catalogue/categories', label: 'Categories', end: false },
  { to: '/admin/catalogue/brands', label: 'Brands', end: false },
  { to: '/admin/catalogue/import', label: 'Import & export', end: false },
];

/** The catalogue's own sub-navigation. */
export function CatalogueTabs() {
  return (
    <nav aria-label="Catalogue" className="relative -mt-2 mb-6 overflow-x-auto border-b border-line print:hidden">
      <ul className="flex min-w-max gap-1">
        {TABS.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end={t.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink'}`
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
