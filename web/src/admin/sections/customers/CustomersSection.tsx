import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { CustomerListPage } from './pages/CustomerListPage';

// The detail page (ledgers, adjust dialogs) loads when a customer is opened.
const CustomerDetailPage = lazy(() => import('./pages/CustomerDetailPage'));

/** /admin/customers: search and list; /admin/customers/:id, one customer with orders, wallet and points. */
export default function CustomersSection() {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <CustomerDetailPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
