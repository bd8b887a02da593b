import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { DiscountListPage } from './components/DiscountListPage';

// The editor (with its product picker) loads when a discount is opened.
const DiscountEditorPage = lazy(() => import('./components/DiscountEditorPage'));

/** /admin/promotions: the list, /admin/promotions/new and /admin/promotions/:id (the editor). */
export default function PromotionsSection() {
  return (
    <Routes>
      <Route index element={<DiscountListPage />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <DiscountEditorPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
