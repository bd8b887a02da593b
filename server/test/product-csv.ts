import { PRODUCT_CSV_COLUMNS } from '@larder/contract/admin-catalog';

type ProductCsvRow = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;

/** One product CSV line in PRODUCT_CSV_COLUMNS order: a valid tracked chicken product, with the given fields instead. */
export function productCsvLine(r: ProductCsvRow): string {
  const full: ProductCsvRow = {
    route: '',
    sku: '',
    name: 'Test product',
    category: 'meat/chicken',
    brand: '',
    price: '4.99',
    old_price: '',
    vat_class: 'zero',
    inventory_method: 'Track Inventory',
    stock: 10,
    min_order_qty: 1,
    max_order_qty: 20,
    weight_grams: 500,
    unit: '500 g',
    active: 1,
    short_description: 'Fresh',
    description: 'From the farm',
    ...r,
  };
  return PRODUCT_CSV_COLUMNS.map((c) => {
    const v = String(full[c]);
    return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');
}
