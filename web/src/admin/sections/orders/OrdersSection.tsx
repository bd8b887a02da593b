import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { OrderListPage } from './pages/OrderListPage';

// The detail page (with its map and edit tools) loads only when an order is opened.
const OrderDetailPage = lazy(() => import('./pages/OrderDetailPage'));

/** /admin/orders: the list (filters in the URL) and /admin/orders/:id, one order. */
export default function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <OrderDetailPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
