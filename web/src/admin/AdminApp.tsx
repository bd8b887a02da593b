/**
 * The operations console at /admin: its own routes, session and layout, loaded only when a member
 * of staff opens it (the storefront's bundle does not carry it).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Skeleton } from '../ui/skeleton';
import { AdminLayout } from './AdminLayout';
import { useStaffSession } from './admin-session';
import { NAV } from './nav';
import { LoginPage } from './pages/LoginPage';
import { SetPasswordPage } from './pages/SetPasswordPage';

const section = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

// One lazy module per section: a section's code loads when it is first opened.
const Dashboard = section(() => import('./sections/dashboard/DashboardSection'));
const Orders = section(() => import('./sections/orders/OrdersSection'));
const Picking = section(() => import('./sections/picking/PickingSection'));
const Catalogue = section(() => import('./sections/catalogue/CatalogueSection'));
const Stock = section(() => import('./sections/stock/StockSection'));
const Delivery = section(() => import('./sections/delivery/DeliverySection'));
const Promotions = section(() => import('./sections/promotions/PromotionsSection'));
const Customers = section(() => import('./sections/customers/CustomersSection'));
const Content = section(() => import('./sections/content/ContentSection'));
const Reviews = section(() => import('./sections/reviews/ReviewsSection'));
const SettingsSection = section(() => import('./sections/settings/SettingsSection'));
const Staff = section(() => import('./sections/staff/StaffSection'));
const Audit = section(() => import('./sections/audit/AuditSection'));

const ELEMENTS: Record<string, ComponentType> = {
  '/admin': Dashboard,
  '/admin/orders': Orders,
  '/admin/picking': Picking,
  '/admin/catalogue': Catalogue,
  '/admin/stock': Stock,
  '/admin/delivery': Delivery,
  '/admin/promotions': Promotions,
  '/admin/customers': Customers,
  '/admin/content': Content,
  '/admin/reviews': Reviews,
  '/admin/settings': SettingsSection,
  '/admin/staff': Staff,
  '/admin/audit': Audit,
};

function Loading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function Forbidden() {
  return (
    <div role="alert" className="rounded-xl border border-line bg-white p-6">
      <h1 className="text-xl font-bold">Not for your role</h1>
      <p className="mt-2 text-muted">Ask an owner if you need access to this part of the console.</p>
    </div>
  );
}

/** Where a sign-in goes on to: the console page asked for, else the dashboard. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/admin') && !next.startsWith('/admin/login') ? next : '/admin';
}

export function AdminApp() {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  if (pathname === '/admin/set-password') return <SetPasswordPage />;
  if (!session) {
    if (pathname === '/admin/login') return <LoginPage />;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (pathname === '/admin/login') return <Navigate to={nextPath(search)} replace />;
  const role = session.staff.role;
  return (
    <AdminLayout>
      <Suspense fallback={<Loading />}>
        <Routes>
          {NAV.map((n) => {
            const Element = ELEMENTS[n.to]!;
            const path = n.to === '/admin' ? '' : `${n.to.slice('/admin/'.length)}/*`;
            return <Route key={n.to} path={path} element={n.roles.includes(role) ? <Element /> : <Forbidden />} />;
          })}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

export default AdminApp;
