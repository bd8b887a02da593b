import { lazy } from 'react';
import { ListAndDetail } from '../../ui/section-routes';
import { DiscountListPage } from './components/DiscountListPage';

// The editor (with its product picker) loads when a discount is opened.
const DiscountEditorPage = lazy(() => import('./components/DiscountEditorPage'));

/** /admin/promotions: the list, /admin/promotions/new and /admin/promotions/:id (the editor). */
export default function PromotionsSection() {
  return <ListAndDetail list={<DiscountListPage />} detail={<DiscountEditorPage />} />;
}
