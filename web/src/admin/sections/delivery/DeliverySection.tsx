import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SkeletonLines } from '../../../ui/skeleton';
import { PageHeader } from '../../ui/admin-ui';
import { RouteTabs } from '../../ui/content-kit';
import { SlotsTab } from './tabs/SlotsTab';

// Each tab's code loads when it is first opened (the areas tab brings a map).
const BookingsTab = lazy(() => import('./tabs/BookingsTab'));
const BlockedDatesTab = lazy(() => import('./tabs/BlockedDatesTab'));
const AreasTab = lazy(() => import('./tabs/AreasTab'));
const ModeRulesTab = lazy(() => import('./tabs/ModeRulesTab'));
const RatesTab = lazy(() => import('./tabs/RatesTab'));

const TABS = [
  { to: '/admin/delivery/slots', label: 'Slots' },
  { to: '/admin/delivery/bookings', label: 'Bookings' },
  { to: '/admin/delivery/blocked-dates', label: 'Blocked dates' },
  { to: '/admin/delivery/areas', label: 'Areas' },
  { to: '/admin/delivery/rules', label: 'Delivery mode & rules' },
  { to: '/admin/delivery/rates', label: 'Shipping rates' },
];

function TabLoading() {
  return <SkeletonLines label="Loading" className="flex flex-col gap-3" lines={['h-10 w-72', 'h-64 w-full']} />;
}

/** /admin/delivery: slots, live bookings, blocked dates, areas, the delivery mode and rules, and shipping rates. */
export default function DeliverySection() {
  return (
    <>
      <PageHeader title="Delivery">When, where and for how much the shop delivers.</PageHeader>
      <RouteTabs label="Delivery settings" items={TABS} />
      <Suspense fallback={<TabLoading />}>
        <Routes>
          <Route index element={<Navigate to="slots" replace />} />
          <Route path="slots" element={<SlotsTab />} />
          <Route path="bookings" element={<BookingsTab />} />
          <Route path="blocked-dates" element={<BlockedDatesTab />} />
          <Route path="areas" element={<AreasTab />} />
          <Route path="rules" element={<ModeRulesTab />} />
          <Route path="rates" element={<RatesTab />} />
          <Route path="*" element={<Navigate to="slots" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
