/** /admin/stock: low-stock list, product search, stock adjustments with a reason, history per product. */
import { Navigate, Route, Routes } from 'react-router';
import { StockHistoryPage } from './pages/StockHistoryPage';
import { StockPage } from './pages/StockPage';

export default function StockSection() {
  return (
    <Routes>
      <Route index element={<StockPage />} />
      <Route path=":id" element={<StockHistoryPage />} />
      <Route path="*" element={<Navigate to="/admin/stock" replace />} />
    </Routes>
  );
}
