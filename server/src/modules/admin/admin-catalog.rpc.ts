import type { Handlers } from '../../rpc/handler-types';
import { bulkProductPrice, bulkProductPublish, bulkStock } from '../catalog/bulk';
import { deleteProductImage, updateProductImages, uploadProductImage } from '../catalog/console-images';
import { exportProducts, importProducts } from '../catalog/console-import';
import { adminSaveProduct } from '../catalog/console-product-save';
import { adminDeleteProduct, adminProductDetail, adminProductList, catalogOptions } from '../catalog/console-products';
import { adjustStock, lowStock, saveLowStockThreshold, stockHistory } from '../catalog/console-stock';
import { brandList, categoryTree, reorderCategories, saveBrand, saveCategory } from '../catalog/console-taxonomy';

export const adminCatalogRpc = {
  admin_catalog_options: (ctx) => catalogOptions(ctx),
  admin_product_list: (ctx, p) => adminProductList(ctx, p),
  admin_product_detail: (ctx, p) => adminProductDetail(ctx, p.name),
  admin_save_product: (ctx, p) => adminSaveProduct(ctx, p),
  admin_delete_product: (ctx, p) => adminDeleteProduct(ctx, p.name),
  admin_upload_product_image: (ctx, p) => uploadProductImage(ctx, p),
  admin_update_product_images: (ctx, p) => updateProductImages(ctx, p.product, p.images),
  admin_delete_product_image: (ctx, p) => deleteProductImage(ctx, p.product, p.image),
  admin_adjust_stock: (ctx, p) => adjustStock(ctx, p),
  admin_stock_history: (ctx, p) => stockHistory(ctx, p.product, p.page_no, p.page_len),
  admin_low_stock: (ctx, p) => lowStock(ctx, p),
  admin_save_low_stock_threshold: (ctx, p) => saveLowStockThreshold(ctx, p.threshold),
  admin_import_products: (ctx, p) => importProducts(ctx, p),
  admin_export_products: (ctx, p) => exportProducts(ctx, p),
  admin_category_tree: (ctx) => categoryTree(ctx),
  admin_save_category: (ctx, p) => saveCategory(ctx, p),
  admin_reorder_categories: (ctx, p) => reorderCategories(ctx, p.parent, p.order),
  admin_bulk_product_price: (ctx, p) => bulkProductPrice(ctx, p),
  admin_bulk_product_publish: (ctx, p) => bulkProductPublish(ctx, p),
  admin_bulk_stock: (ctx, p) => bulkStock(ctx, p),
  admin_brand_list: (ctx, p) => brandList(ctx, p.search),
  admin_save_brand: (ctx, p) => saveBrand(ctx, p),
} satisfies Partial<Handlers>;
