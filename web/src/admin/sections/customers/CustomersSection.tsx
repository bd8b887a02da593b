import { lazy } from 'react';
import { ListAndDetail } from '../../ui/section-routes';
import { CustomerListPage } from './pages/CustomerListPage';

// The detail page (ledgers, adjust dialogs) loads when a customer is opened.
const CustomerDetailPage = lazy(() => import('./pages/CustomerDetailPage'));

/** /admin/customers: search and list; /admin/customers/:id, one customer with orders, wallet and points. */
export default function CustomersSection() {
  return <ListAndDetail list={<CustomerListPage />} detail={<CustomerDetailPage />} />;
}
