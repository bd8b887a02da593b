import './picking-print.css';
import { Route, Routes } from 'react-router';
import { PackingSlipsPage } from './pages/PackingSlipsPage';
import { PickListPage } from './pages/PickListPage';

/** /admin/picking: the pick list for a date and slot (?date=&slot=); /admin/picking/slips: packing slips. */
export default function PickingSection() {
  return (
    <Routes>
      <Route index element={<PickListPage />} />
      <Route path="slips" element={<PackingSlipsPage />} />
    </Routes>
  );
}
