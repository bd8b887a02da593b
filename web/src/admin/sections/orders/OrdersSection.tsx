import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { OrderListPage } from './pages/OrderListPage';

// The detail page (with its map and edit tools) loads only when an order is opened.
const OrderDetailPage = lazy(() => import('./pages/OrderDetailPage'));
const WeighingPage = lazy(() => import('./pages/WeighingPage'));

/** /admin/orders: the list (filters in the URL), /admin/orders/:id, one order, and /admin/orders/:id/weigh, its weighing sheet. */
export default function OrdersSection() {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <Routes>
        <Route index element={<OrderListPage />} />
        <Route path=":id" element={<OrderDetailPage />} />
        <Route path=":id/weigh" element={<WeighingPage />} />
      </Routes>
    </Suspense>
  );
}
