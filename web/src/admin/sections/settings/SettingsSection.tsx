import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { PageHeader } from '../../ui/admin-ui';
import { RouteTabs } from '../../ui/content-kit';

const StoreTab = lazy(() => import('./tabs/StoreTab'));
const AppConfigTab = lazy(() => import('./tabs/AppConfigTab'));
const VatTab = lazy(() => import('./tabs/VatTab'));
const MenuTab = lazy(() => import('./tabs/MenuTab'));

/** /admin/settings (owners): store settings, the live app config, VAT classes and the mobile menu. */
export default function SettingsSection() {
  return (
    <>
      <PageHeader title="Settings">How the shop works. Changes apply at once, in the shop and in open apps.</PageHeader>
      <RouteTabs
        label="Settings"
        items={[
          { to: '/admin/settings/store', label: 'Store' },
          { to: '/admin/settings/app', label: 'App config' },
          { to: '/admin/settings/vat', label: 'VAT classes' },
          { to: '/admin/settings/menu', label: 'Menu items' },
        ]}
      />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <Routes>
          <Route index element={<Navigate to="store" replace />} />
          <Route path="store" element={<StoreTab />} />
          <Route path="app" element={<AppConfigTab />} />
          <Route path="vat" element={<VatTab />} />
          <Route path="menu" element={<MenuTab />} />
          <Route path="*" element={<Navigate to="store" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
