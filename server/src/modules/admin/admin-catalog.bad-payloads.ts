import type { adminCatalogCalls } from '@larder/contract/admin-catalog';

/** A bad payload for each console call of this area (see rpc/contract.int.test.ts); null: nothing to get wrong. */
export const ADMIN_CATALOG_BAD_PAYLOADS = {
  admin_catalog_options: null,
  admin_product_list: { page_len: 1000 },
  admin_product_detail: { name: '' },
  admin_save_product: {
    item: 'Lamb chops',
    price: 4.999,
    vat_class: 'zero',
    categories: ['CAT-00001'],
    inventory_method: 'Track Inventory',
  },
  admin_delete_product: {},
  admin_upload_product_image: { product: 'ITEM-00001', data: '' },
  admin_update_product_images: { product: 'ITEM-00001', images: [] },
  admin_delete_product_image: { product: 'ITEM-00001' },
  admin_adjust_stock: { product: 'ITEM-00001', change: 5, reason: 'found it' },
  admin_stock_history: { product: 'ITEM-00001', page_no: 0 },
  admin_low_stock: { threshold: -1 },
  admin_save_low_stock_threshold: { threshold: 'lots' },
  admin_import_products: { csv: '' },
  admin_export_products: { active: 'maybe' },
  admin_category_tree: null,
  admin_save_category: { category_name: 'Meat', default_view: 'Carousel' },
  admin_reorder_categories: { order: [] },
  admin_bulk_product_price: { products: ['ITEM-00001'], price: 2, percent: 10 },
  admin_bulk_product_publish: { products: [], is_active: 1 },
  admin_bulk_stock: { items: [{ product: 'ITEM-00001' }], mode: 'set', value: -1, reason: 'count_correction' },
  admin_brand_list: { search: 'x'.repeat(200) },
  admin_save_brand: { brand_name: '' },
} satisfies Record<keyof typeof adminCatalogCalls, Record<string, unknown> | null>;
