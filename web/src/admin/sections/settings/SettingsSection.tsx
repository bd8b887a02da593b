import { lazy } from 'react';
import { TabbedSection } from '../../ui/section-routes';

const StoreTab = lazy(() => import('./tabs/StoreTab'));
const AppConfigTab = lazy(() => import('./tabs/AppConfigTab'));
const VatTab = lazy(() => import('./tabs/VatTab'));
const MenuTab = lazy(() => import('./tabs/MenuTab'));

/** /admin/settings (owners): store settings, the live app config, VAT classes and the mobile menu. */
export default function SettingsSection() {
  return (
    <TabbedSection
      base="/admin/settings"
      title="Settings"
      intro="How the shop works. Changes apply at once, in the shop and in open apps."
      tabs={[
        { path: 'store', label: 'Store', element: <StoreTab /> },
        { path: 'app', label: 'App config', element: <AppConfigTab /> },
        { path: 'vat', label: 'VAT classes', element: <VatTab /> },
        { path: 'menu', label: 'Menu items', element: <MenuTab /> },
      ]}
    />
  );
}
