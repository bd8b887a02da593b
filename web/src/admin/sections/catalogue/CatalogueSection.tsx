/** /admin/catalogue: products, the product editor, categories, brands, CSV import and export. */
import { Navigate, Route, Routes } from 'react-router';
import { BrandsPage } from './pages/BrandsPage';
import { CategoriesPage } from './pages/CategoriesPage';
import { ImportPage } from './pages/ImportPage';
import { ProductEditorPage } from './pages/ProductEditorPage';
import { ProductsPage } from './pages/ProductsPage';

export default function CatalogueSection() {
  return (
    <Routes>
      <Route index element={<ProductsPage />} />
      <Route path="new" element={<ProductEditorPage />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="brands" element={<BrandsPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path=":id" element={<ProductEditorPage />} />
      <Route path="*" element={<Navigate to="/admin/catalogue" replace />} />
    </Routes>
  );
}
