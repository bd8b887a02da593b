/**
 * Product CSV import and export with one set of columns (PRODUCT_CSV_COLUMNS), so an export
 * imports back unchanged. Every row is checked before anything is written; the writing is one
 * transaction with multi-row statements (a thousand rows take well under a second on SQLite).
 */
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_FOOD_CSV_COLUMNS,
  PRODUCT_WEIGHT_CSV_COLUMNS,
  type TImportReport,
  type TProductCsvColumn,
  type TProductFoodCsvColumn,
  type TCsvRecords,
} from '@larder/contract/admin-catalog';
import { ALLERGENS, type TAllergen, type TFoodInformation } from '@larder/contract/food';
import { type FoodImport, foodCsvCells, readFoodCells } from './food-csv';
import { EMPTY_FOOD, readFoodRows, saveFoodInformation } from './food-info';
import { toMajor } from '@larder/contract/money';
import type { Insertable } from 'kysely';
import { type Ctx, inTransaction } from '../../ctx';
import { buildProducts, insertProducts, type ProductInput, type TaxClassId } from '../../db/seed/factories';
import { type CsvValue, CsvSyntaxError, csvStream, csvText, readCsv, uncsvCell } from '../../lib/csv';
import { invalid } from '../../lib/errors';
import { slugify } from '../../lib/ids';
import type { InventoryMethod, ProductRow, ProductTable } from './catalog.table';
import { notifyBackInStock } from '../notifications/notify.service';
import { audit, staffOf } from '../audit/audit';
import { categorySubtree } from './console-products';
import { byWeightPence } from './price-rules';
import { encodeReason, recordStockHistory, type StockHistoryEntry } from './stock-adjust';

const MAX_ROWS = 20_000;
const CHUNK = 400;
/** Rows checked together as the file streams in (one look-up of their existing products). */
const BATCH = 500;
const BY_ATTRIBUTES: InventoryMethod = 'Track Inventory By Product Attributes';

type Rejection = TImportReport['rejected'][number];

/** One valid CSV row, in the database's terms (pence, ids). */
interface ImportRow {
  row: number;
  route: string;
  sku: string;
  name: string;
  /** null: an existing product without a main category, left as it is. */
  categoryId: string | null;
  brandId: string | null;
  price: number;
  oldPrice: number | null;
  taxClass: string;
  method: InventoryMethod;
  stock: number | null;
  min: number;
  max: number;
  weight: number;
  unit: string;
  active: number;
  short: string;
  description: string;
  /** Absent when the file has no food columns (kept as they are). */
  food?: FoodImport;
  /** Absent when the file has no weight columns (kept as they are); null: sold by the pack. */
  byWeight?: { perKg: number; typical: number } | null;
}

const MONEY = /^£?\s*(\d+)(?:\.(\d+))?$/;

function parseMoney(raw: string, column: string): { value?: number; error?: string } {
  const s = raw.replace(/,/g, '');
  if (/^-/.test(s.trim())) return { error: `${column} cannot be negative` };
  const m = MONEY.exec(s);
  if (!m) return { error: `${column} must be an amount in pounds such as 4.99 (got "${raw}")` };
  if ((m[2] ?? '').length > 2) return { error: `${column} can have at most two decimals (got ${raw})` };
  const pence = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (pence > 10_000_000) return { error: `${column} must be at most 100000` };
  return { value: pence };
}

function parseWhole(raw: string, column: string, min: number, max: number): { value?: number; error?: string } {
  const s = raw.trim();
  if (/^-\d+$/.test(s)) return { error: `${column} cannot be negative (got ${s})` };
  if (!/^\d+$/.test(s)) return { error: `${column} must be a whole number (got "${raw}")` };
  const n = Number(s);
  if (n < min) return { error: `${column} must be at least ${min}` };
  if (n > max) return { error: `${column} must be at most ${max}` };
  return { value: n };
}

const METHODS: Record<string, InventoryMethod> = {
  'track inventory': 'Track Inventory',
  track: 'Track Inventory',
  tracked: 'Track Inventory',
  'dont track inventory': 'Dont Track Inventory',
  'do not track inventory': 'Dont Track Inventory',
  untracked: 'Dont Track Inventory',
  none: 'Dont Track Inventory',
  'track inventory by product attributes': BY_ATTRIBUTES,
  attributes: BY_ATTRIBUTES,
};

const FLAGS: Record<string, number> = { '1': 1, yes: 1, y: 1, true: 1, '0': 0, no: 0, n: 0, false: 0 };

interface Lookups {
  categoryByRoute: Map<string, string>;
  brandByKey: Map<string, string>;
  taxByKey: Map<string, string>;
  existing: Map<string, Existing>;
}
type Existing = ProductRow & { hasAttributes: boolean; primaryCategory: string | null };

/** Categories, brands and VAT classes: read once per import. */
async function loadNames(ctx: Ctx): Promise<Omit<Lookups, 'existing'>> {
  const [cats, brands, taxes] = await Promise.all([
    ctx.db.selectFrom('category').select(['id', 'route']).execute(),
    ctx.db.selectFrom('brand').select(['id', 'name', 'route']).execute(),
    ctx.db.selectFrom('tax_class').select(['id', 'name']).execute(),
  ]);
  const brandByKey = new Map<string, string>();
  for (const b of brands) {
    brandByKey.set(b.name.trim().toLowerCase(), b.id);
    brandByKey.set(b.route, b.id);
  }
  const taxByKey = new Map<string, string>();
  for (const t of taxes) {
    taxByKey.set(t.id.toLowerCase(), t.id);
    taxByKey.set(t.name.trim().toLowerCase(), t.id);
  }
  return { categoryByRoute: new Map(cats.map((c) => [c.route, c.id])), brandByKey, taxByKey };
}

/** The existing products of a batch of rows, by route. */
async function loadExisting(ctx: Ctx, routes: string[]): Promise<Map<string, Existing>> {
  const existing = new Map<string, Existing>();
  const unique = [...new Set(routes.filter(Boolean))];
  if (!unique.length) return existing;
  const rows = await ctx.db.selectFrom('product').selectAll().where('route', 'in', unique).execute();
  if (!rows.length) return existing;
  const ids = rows.map((r) => r.id);
  const [attrs, primaries] = await Promise.all([
    ctx.db.selectFrom('product_attribute').select('product_id').where('product_id', 'in', ids).groupBy('product_id').execute(),
    ctx.db
      .selectFrom('product_category')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', ids)
      .where('is_primary', '=', 1)
      .execute(),
  ]);
  const withAttrs = new Set(attrs.map((a) => a.product_id));
  const primary = new Map(primaries.map((p) => [p.product_id, p.category_id]));
  for (const r of rows) existing.set(r.route, { ...r, hasAttributes: withAttrs.has(r.id), primaryCategory: primary.get(r.id) ?? null });
  return existing;
}

interface Header {
  index: Map<TProductCsvColumn, number>;
  foodIndex: Map<TProductFoodCsvColumn, number> | null;
  weightIndex: Map<string, number> | null;
  width: number;
}

/** Checks the header: it must be exactly the product columns (any order), with or without the food and weight columns. */
function readHeader(cells: string[]): Header {
  const names = cells.map((c) => c.trim().toLowerCase());
  const hasFood = PRODUCT_FOOD_CSV_COLUMNS.some((c) => names.includes(c));
  const hasWeight = PRODUCT_WEIGHT_CSV_COLUMNS.some((c) => names.includes(c));
  const columns: readonly string[] = [
    ...PRODUCT_CSV_COLUMNS,
    ...(hasFood ? PRODUCT_FOOD_CSV_COLUMNS : []),
    ...(hasWeight ? PRODUCT_WEIGHT_CSV_COLUMNS : []),
  ];
  const expected = new Set<string>(columns);
  const missing = columns.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !expected.has(n));
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (missing.length || unknown.length || twice.length) {
    const parts = [
      missing.length ? `missing: ${missing.join(', ')}` : '',
      unknown.length ? `not recognised: ${unknown.map((u) => u || '(empty)').join(', ')}` : '',
      twice.length ? `repeated: ${[...new Set(twice)].join(', ')}` : '',
    ].filter(Boolean);
    throw invalid(
      `The CSV's columns are not the product columns (${parts.join('; ')}). The first line must name these columns: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
      [{ field: 'csv', message: parts.join('; ') }],
    );
  }
  const index = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const foodIndex = hasFood ? new Map(PRODUCT_FOOD_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) : null;
  const weightIndex = hasWeight ? new Map<string, number>(PRODUCT_WEIGHT_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) : null;
  return { index, foodIndex, weightIndex, width: columns.length };
}

/** Checks one row; returns the row in database terms, or its errors (every column checked). */
function checkRow(
  cells: string[],
  row: number,
  index: Map<TProductCsvColumn, number>,
  foodIndex: Map<TProductFoodCsvColumn, number> | null,
  weightIndex: Map<string, number> | null,
  width: number,
  look: Lookups,
): { ok?: ImportRow; errors: Rejection[] } {
  const errors: Rejection[] = [];
  const fail = (column: string, message: string) => errors.push({ row, column, message });
  if (cells.length !== width) {
    fail('', `has ${cells.length} cells; every row needs ${width} (one per column)`);
    return { errors };
  }
  const get = (c: TProductCsvColumn) => uncsvCell(cells[index.get(c)!] ?? '').trim();
  const text = (c: TProductCsvColumn, max: number, required = false) => {
    const v = get(c);
    if (required && !v) fail(c, `${c} is required`);
    if (v.length > max) fail(c, `${c} is too long (at most ${max} characters)`);
    return v;
  };

  const name = text('name', 140, true);
  const rawRoute = get('route');
  let route = rawRoute;
  if (rawRoute && slugify(rawRoute) !== rawRoute)
    fail('route', `route must be lower-case letters, numbers and dashes, e.g. ${slugify(rawRoute) || 'lamb-chops'}`);
  if (!rawRoute) route = slugify(name);
  if (!route && name) fail('route', 'route cannot be made from this name; give one');
  const sku = text('sku', 60);
  const unit = text('unit', 40);
  const short = text('short_description', 500);
  const description = text('description', 20000);

  const brandRaw = get('brand');
  const brandId = brandRaw ? (look.brandByKey.get(brandRaw.toLowerCase()) ?? look.brandByKey.get(slugify(brandRaw)) ?? null) : null;
  if (brandRaw && !brandId) fail('brand', `unknown brand ${brandRaw}`);

  const price = parseMoney(get('price'), 'price');
  if (!get('price')) fail('price', 'price is required');
  else if (price.error) fail('price', price.error);
  let oldPrice: number | null = null;
  if (get('old_price')) {
    const o = parseMoney(get('old_price'), 'old_price');
    if (o.error) fail('old_price', o.error);
    else if (o.value === 0) oldPrice = null;
    else if (price.value !== undefined && o.value! <= price.value) fail('old_price', 'old_price must be higher than the price, or empty');
    else oldPrice = o.value!;
  }

  const vatRaw = get('vat_class').toLowerCase() || 'zero';
  const taxClass = look.taxByKey.get(vatRaw);
  if (!taxClass) fail('vat_class', `unknown vat_class ${get('vat_class')} (use zero, reduced or standard)`);

  const methodRaw = get('inventory_method').toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ');
  const method = methodRaw ? METHODS[methodRaw] : 'Track Inventory';
  const existing = route ? look.existing.get(route) : undefined;
  // An existing product may leave the category empty: its categories stay as they are.
  const catRaw = get('category')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^c\//, '')
    .toLowerCase();
  const categoryId = catRaw ? look.categoryByRoute.get(catRaw) : (existing?.primaryCategory ?? null);
  if (!catRaw && !existing) fail('category', 'category is required (a category route such as meat/chicken)');
  else if (catRaw && !categoryId) fail('category', `unknown category ${catRaw}`);
  if (!method)
    fail(
      'inventory_method',
      `unknown inventory_method ${get('inventory_method')} (use Track Inventory, Dont Track Inventory or Track Inventory By Product Attributes)`,
    );
  else if (method === BY_ATTRIBUTES && !existing?.hasAttributes)
    fail('inventory_method', 'stock by attributes needs options: create the product with its options in the product editor first');

  let stock: number | null = null;
  const stockRaw = get('stock');
  if (stockRaw) {
    const s = parseWhole(stockRaw, 'stock', 0, 1_000_000);
    if (s.error) fail('stock', s.error);
    else stock = s.value!;
  } else if (method === 'Track Inventory') fail('stock', 'stock is required for a tracked product (0 or more)');

  const whole = (c: TProductCsvColumn, def: number, min: number, max: number) => {
    const raw = get(c);
    if (!raw) return def;
    const r = parseWhole(raw, c, min, max);
    if (r.error) fail(c, r.error);
    return r.value ?? def;
  };
  const min = whole('min_order_qty', 1, 1, 999);
  const max = whole('max_order_qty', Math.max(20, min), 1, 9999);
  if (max < min) fail('max_order_qty', 'max_order_qty must be at least min_order_qty');
  const weight = whole('weight_grams', 0, 0, 1_000_000);
  const activeRaw = get('active').toLowerCase();
  const active = activeRaw ? FLAGS[activeRaw] : 1;
  if (active === undefined) fail('active', `active must be 1 or 0 (got ${get('active')})`);
  let food: FoodImport | undefined;
  if (foodIndex) {
    const read = readFoodCells((c) => uncsvCell(cells[foodIndex.get(c)!] ?? '').trim());
    for (const e of read.errors) fail(e.column, e.message);
    food = read.ok;
  }

  let byWeight: ImportRow['byWeight'];
  if (weightIndex) {
    const cell = (c: string) => uncsvCell(cells[weightIndex.get(c)!] ?? '').trim();
    const [perKgRaw, typicalRaw] = [cell('price_per_kg'), cell('typical_weight_g')];
    byWeight = null;
    if (perKgRaw || typicalRaw) {
      if (!perKgRaw || !typicalRaw)
        fail(perKgRaw ? 'typical_weight_g' : 'price_per_kg', 'sold by weight needs both price_per_kg and typical_weight_g');
      const perKg = parseMoney(perKgRaw, 'price_per_kg');
      const typical = parseWhole(typicalRaw, 'typical_weight_g', 1, 50_000);
      if (perKgRaw && (perKg.error || !perKg.value)) fail('price_per_kg', perKg.error ?? 'price_per_kg must be above zero');
      if (typicalRaw && typical.error) fail('typical_weight_g', typical.error);
      if (existing?.hasAttributes) fail('price_per_kg', 'a product with options cannot be sold by weight');
      if (perKg.value && typical.value) byWeight = { perKg: perKg.value, typical: typical.value };
    }
  }

  if (errors.length) return { errors };
  return {
    errors,
    ok: {
      row,
      route,
      sku,
      name,
      categoryId: categoryId ?? null,
      brandId,
      price: price.value!,
      oldPrice,
      taxClass: taxClass!,
      method: method!,
      stock: method === 'Track Inventory' ? stock : null,
      min,
      max,
      weight,
      unit,
      active: active!,
      short,
      description,
      food,
      ...(byWeight === undefined ? {} : { byWeight }),
    },
  };
}

/** The price fields an import row sets: sold by weight, its price is the estimate and it is not on offer. */
function priceFields(r: ImportRow) {
  if (r.byWeight === undefined) return { price: r.price, old_price: r.oldPrice };
  return byWeightPence({
    price: r.price,
    old_price: r.oldPrice,
    price_per_kg: r.byWeight?.perKg ?? null,
    typical_weight_g: r.byWeight?.typical ?? null,
  });
}

/** What a saved food entry reads back as (for "did the file change it?"). */
function savedAsDto(f: FoodImport['food']) {
  const canonical = (list: readonly TAllergen[]) => ALLERGENS.filter((a) => list.includes(a));
  return { ...f, allergens: f.allergens === null ? null : canonical(f.allergens), may_contain: canonical(f.may_contain) };
}

/** The product row an import row makes of an existing product (fields the CSV does not carry are kept). */
function mergedRow(e: ProductRow & Record<string, unknown>, r: ImportRow, now: string): Insertable<ProductTable> & { id: string } {
  const { hasAttributes: _a, primaryCategory: _p, ...row } = e;
  return {
    ...(row as ProductRow),
    sku: r.sku,
    name: r.name,
    short_description: r.short,
    full_description: r.description,
    ...priceFields(r),
    inventory_method: r.method,
    stock: r.method === 'Track Inventory' ? r.stock! : e.stock,
    min_order_qty: r.min,
    max_order_qty: r.max,
    weight_grams: r.weight,
    unit: r.unit,
    tax_class_id: r.taxClass,
    brand_id: r.brandId,
    certifications: r.food ? r.food.certifications : e.certifications,
    is_active: r.active,
    meta_title: e.meta_title === e.name ? r.name : e.meta_title,
    updated_at: now,
  };
}

const COMPARED = [
  'sku',
  'name',
  'short_description',
  'full_description',
  'price',
  'old_price',
  'price_per_kg',
  'typical_weight_g',
  'inventory_method',
  'stock',
  'min_order_qty',
  'max_order_qty',
  'weight_grams',
  'unit',
  'tax_class_id',
  'brand_id',
  'certifications',
  'is_active',
] as const;

function changed(e: ProductRow & { primaryCategory: string | null }, next: Insertable<ProductTable>, categoryId: string | null): boolean {
  return e.primaryCategory !== categoryId || COMPARED.some((k) => (e[k] ?? null) !== (next[k] ?? null));
}

export interface ImportOptions {
  /** The file's text (JSON callers), or its records as an upload streams in (http/uploads.ts). */
  csv: string | TCsvRecords;
  dry_run: boolean;
  skip_invalid: boolean;
}

interface Update {
  g: ImportRow;
  e: Existing;
  next: Insertable<ProductTable> & { id: string };
}

/**
 * admin_import_products: checks every row and reports rejected ones with row and column. A real
 * run writes all good rows in one transaction, but only when no row was rejected, or when the
 * caller chose `skip_invalid`; otherwise nothing at all is written.
 *
 * The file is read as it streams (decision 029), a batch of rows at a time: each batch is checked
 * against its existing products and then dropped. Only what a real run will write is kept (new
 * and changed products); a dry run, a re-import of unchanged products or a run that has already
 * failed keeps nothing but the counts and the first 1,000 rejections.
 */
export async function importProducts(ctx: Ctx, o: ImportOptions): Promise<TImportReport> {
  const { staffId } = staffOf(ctx);
  const names = await loadNames(ctx);
  const now = ctx.clock.now().toISOString();
  let header: Header | null = null;
  let rows = 0;
  const rejected: Rejection[] = [];
  let rejectedRows = 0;
  const firstRow = new Map<string, number>();
  let creates: ImportRow[] = [];
  let updates: Update[] = [];
  let [createCount, updateCount] = [0, 0];
  const keep = () => !o.dry_run && (o.skip_invalid || rejectedRows === 0);
  let batch: { cells: string[]; row: number }[] = [];

  const checkBatch = async (h: Header) => {
    const routeOf = (cells: string[]) => {
      const raw = uncsvCell(cells[h.index.get('route')!] ?? '').trim();
      return raw || slugify(uncsvCell(cells[h.index.get('name')!] ?? '').trim());
    };
    const existing = await loadExisting(
      ctx,
      batch.map((r) => routeOf(r.cells)),
    );
    const look: Lookups = { ...names, existing };
    const existingFood = h.foodIndex
      ? await readFoodRows(
          ctx.db,
          [...existing.values()].map((e) => e.id),
        )
      : new Map<string, TFoodInformation>();
    const foodChanged = (g: ImportRow, id: string) =>
      !!g.food &&
      JSON.stringify(foodCsvCells('', existingFood.get(id) ?? EMPTY_FOOD)) !== JSON.stringify(foodCsvCells('', savedAsDto(g.food.food)));
    for (const r of batch) {
      const { ok, errors } = checkRow(r.cells, r.row, h.index, h.foodIndex, h.weightIndex, h.width, look);
      const route = ok?.route ?? (r.cells.length === h.width ? routeOf(r.cells) : '');
      const seen = route ? firstRow.get(route) : undefined;
      if (seen !== undefined)
        errors.push({ row: r.row, column: 'route', message: `route ${route} is also on row ${seen} (each product once per file)` });
      else if (route) firstRow.set(route, r.row);
      if (errors.length) {
        for (const e of errors) if (rejected.length < 1000) rejected.push(e);
        rejectedRows++;
        if (!keep()) [creates, updates] = [[], []];
        continue;
      }
      if (!ok) continue;
      const e = existing.get(ok.route);
      if (!e) {
        createCount++;
        if (keep()) creates.push(ok);
        continue;
      }
      const next = mergedRow(e, ok, now);
      if (!changed(e, next, ok.categoryId) && !foodChanged(ok, e.id)) continue;
      updateCount++;
      if (keep()) updates.push({ g: ok, e, next });
    }
    batch = [];
  };

  try {
    for await (const record of typeof o.csv === 'string' ? readCsv(o.csv) : o.csv) {
      if (!header) {
        header = readHeader(record.cells);
        continue;
      }
      if (++rows > MAX_ROWS) throw invalid(`The CSV file has more than ${MAX_ROWS} rows; import at most ${MAX_ROWS} at a time.`);
      // Row numbers as a spreadsheet shows them: the header is row 1.
      batch.push({ cells: record.cells, row: rows + 1 });
      if (batch.length >= BATCH) await checkBatch(header);
    }
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw invalid(`The CSV file cannot be read: ${err.message}`);
    throw err;
  }
  if (!header) throw invalid('The CSV file is empty.');
  if (rows === 0) throw invalid('The CSV file has a header but no products.');
  if (batch.length) await checkBatch(header);

  const report = (status: TImportReport['status'], written: boolean, created: number, updated: number): TImportReport => ({
    status,
    rows,
    created,
    updated,
    rejected,
    rejected_rows: rejectedRows,
    written,
  });
  if (o.dry_run) return report('dry_run', false, createCount, updateCount);
  if (rejectedRows > 0 && !o.skip_invalid) return report('failed', false, 0, 0);
  if (!creates.length && !updates.length) return report('success', false, 0, 0);

  const backInStock: string[] = [];
  await inTransaction(ctx, async (tx) => {
    const adjustments: StockHistoryEntry[] = [];
    const inputs: ProductInput[] = creates.map((c) => ({
      name: c.name,
      route: c.route,
      ...priceFields(c),
      category_ids: c.categoryId ? [c.categoryId] : [],
      brand_id: c.brandId,
      inventory_method: c.method,
      stock: c.stock ?? 0,
      min_order_qty: c.min,
      max_order_qty: c.max,
      weight_grams: c.weight,
      unit: c.unit,
      tax_class_id: c.taxClass as TaxClassId,
      is_active: c.active,
      short_description: c.short,
      full_description: c.description,
      certifications: c.food ? c.food.certifications.split(',').filter(Boolean) : [],
      created_at: now,
    }));
    const built = await buildProducts(tx.db, inputs);
    built.forEach((b, i) => {
      const sku = creates[i]!.sku;
      if (sku) b.product.sku = sku;
      if (b.product.inventory_method === 'Track Inventory' && b.product.stock > 0)
        adjustments.push({ product_id: b.product.id, attribute_key: '', change: b.product.stock, stock_after: b.product.stock });
    });
    await insertProducts(tx.db, built);

    for (let i = 0; i < updates.length; i += CHUNK) {
      const chunk = updates.slice(i, i + CHUNK);
      await tx.db
        .insertInto('product')
        .values(chunk.map((u) => u.next))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            sku: eb.ref('excluded.sku'),
            name: eb.ref('excluded.name'),
            short_description: eb.ref('excluded.short_description'),
            full_description: eb.ref('excluded.full_description'),
            price: eb.ref('excluded.price'),
            old_price: eb.ref('excluded.old_price'),
            price_per_kg: eb.ref('excluded.price_per_kg'),
            typical_weight_g: eb.ref('excluded.typical_weight_g'),
            inventory_method: eb.ref('excluded.inventory_method'),
            stock: eb.ref('excluded.stock'),
            min_order_qty: eb.ref('excluded.min_order_qty'),
            max_order_qty: eb.ref('excluded.max_order_qty'),
            weight_grams: eb.ref('excluded.weight_grams'),
            unit: eb.ref('excluded.unit'),
            tax_class_id: eb.ref('excluded.tax_class_id'),
            brand_id: eb.ref('excluded.brand_id'),
            certifications: eb.ref('excluded.certifications'),
            is_active: eb.ref('excluded.is_active'),
            meta_title: eb.ref('excluded.meta_title'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    for (const [i, b] of built.entries()) {
      const food = creates[i]!.food;
      if (food) await saveFoodInformation(tx.db, b.product.id, food.food);
    }
    for (const u of updates) if (u.g.food) await saveFoodInformation(tx.db, u.e.id, u.g.food.food);
    // A new main category replaces the old one (other categories stay).
    for (const u of updates.filter((x) => x.g.categoryId && x.e.primaryCategory !== x.g.categoryId)) {
      const categoryId = u.g.categoryId!;
      await tx.db
        .deleteFrom('product_category')
        .where('product_id', '=', u.e.id)
        .where((eb) => eb.or([eb('is_primary', '=', 1), eb('category_id', '=', categoryId)]))
        .execute();
      await tx.db.insertInto('product_category').values({ product_id: u.e.id, category_id: categoryId, is_primary: 1 }).execute();
    }
    for (const u of updates) {
      if (u.next.inventory_method !== 'Track Inventory') continue;
      const was = u.e.inventory_method === 'Track Inventory' ? u.e.stock : 0;
      const stock = u.next.stock ?? 0;
      if (stock !== was) adjustments.push({ product_id: u.e.id, attribute_key: '', change: stock - was, stock_after: stock });
      if (was <= 0 && stock > 0 && u.next.is_active) backInStock.push(u.e.id);
    }
    await recordStockHistory(tx, adjustments, encodeReason('count_correction', 'CSV import'), staffId);
    await audit(tx, 'import', 'product', 'csv', null, {
      rows,
      created: built.map((b) => b.product.id),
      updated: updates.map((u) => u.e.id),
      rejected_rows: rejectedRows,
    });
    await tx.app.cache.bump(tx.db, 'catalog');
  });
  for (const id of backInStock)
    await notifyBackInStock(ctx, id).catch((err: unknown) => ctx.log.error({ err, product: id }, 'back-in-stock notification failed'));
  return report('success', true, creates.length, updates.length);
}

const EXPORT_COLUMNS = [...PRODUCT_CSV_COLUMNS, ...PRODUCT_FOOD_CSV_COLUMNS, ...PRODUCT_WEIGHT_CSV_COLUMNS];
/** Products read from the database at a time while exporting. */
const EXPORT_PAGE = 500;

interface ExportFilter {
  category?: string;
  active?: boolean;
}

/**
 * The export's rows, the header first: one product per row by route, read a page at a time (by
 * route, after the last one sent) only as the reader asks for more, so a large catalogue is
 * never held whole and no transaction stays open while a slow client downloads.
 */
async function* productCsvRows(ctx: Ctx, categoryIds: string[] | null, active: boolean | undefined): AsyncGenerator<CsvValue[]> {
  yield EXPORT_COLUMNS;
  const money = (pence: number) => toMajor(pence).toFixed(2);
  for (let after: string | null = null; ;) {
    let q = ctx.db
      .selectFrom('product as p')
      .leftJoin('brand as b', 'b.id', 'p.brand_id')
      .leftJoin('product_category as pc', (j) => j.onRef('pc.product_id', '=', 'p.id').on('pc.is_primary', '=', 1))
      .leftJoin('category as c', 'c.id', 'pc.category_id')
      .select([
        'p.route',
        'p.sku',
        'p.name',
        'c.route as category',
        'b.name as brand',
        'p.price',
        'p.old_price',
        'p.tax_class_id',
        'p.inventory_method',
        'p.stock',
        'p.min_order_qty',
        'p.max_order_qty',
        'p.weight_grams',
        'p.unit',
        'p.is_active',
        'p.short_description',
        'p.full_description',
        'p.id',
        'p.certifications',
        'p.price_per_kg',
        'p.typical_weight_g',
      ]);
    if (categoryIds)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_category as x')
            .select('x.product_id')
            .whereRef('x.product_id', '=', 'p.id')
            .where('x.category_id', 'in', categoryIds.length ? categoryIds : ['']),
        ),
      );
    if (active !== undefined) q = q.where('p.is_active', '=', active ? 1 : 0);
    if (after !== null) q = q.where('p.route', '>', after);
    const rows = await q.orderBy('p.route').limit(EXPORT_PAGE).execute();
    const foods = await readFoodRows(
      ctx.db,
      rows.map((r) => r.id),
    );
    for (const r of rows) {
      const food = foodCsvCells(r.certifications, foods.get(r.id) ?? EMPTY_FOOD);
      const cells: Record<TProductCsvColumn, string | number> = {
        route: r.route,
        sku: r.sku,
        name: r.name,
        category: r.category ?? '',
        brand: r.brand ?? '',
        price: money(r.price),
        old_price: r.old_price === null ? '' : money(r.old_price),
        vat_class: r.tax_class_id,
        inventory_method: r.inventory_method,
        stock: r.inventory_method === 'Track Inventory' ? r.stock : '',
        min_order_qty: r.min_order_qty,
        max_order_qty: r.max_order_qty,
        weight_grams: r.weight_grams,
        unit: r.unit,
        active: r.is_active ? 1 : 0,
        short_description: r.short_description,
        description: r.full_description,
      };
      const weight = r.price_per_kg && r.typical_weight_g ? [money(r.price_per_kg), r.typical_weight_g] : ['', ''];
      yield [...PRODUCT_CSV_COLUMNS.map((c) => cells[c]), ...PRODUCT_FOOD_CSV_COLUMNS.map((c) => food[c]), ...weight];
    }
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.route;
  }
}

/** The export's file name and rows; the filter is checked here, before the first byte is sent. */
async function productExport(ctx: Ctx, f: ExportFilter) {
  staffOf(ctx);
  const categoryIds = f.category ? await categorySubtree(ctx, f.category) : null;
  const date = ctx.clock.now().toISOString().slice(0, 10);
  return { filename: `products-${date}.csv`, rows: productCsvRows(ctx, categoryIds, f.active) };
}

/** admin_export_products: the import's columns, one product per row, by route, as one JSON answer. */
export async function exportProducts(ctx: Ctx, f: ExportFilter) {
  const { filename, rows } = await productExport(ctx, f);
  const all: CsvValue[][] = [];
  for await (const r of rows) all.push(r);
  return { filename, csv: csvText(all), rows: all.length - 1 };
}

/** The same export streamed as a CSV file (`Accept: text/csv`, decision 029). */
export async function exportProductsCsv(ctx: Ctx, f: ExportFilter) {
  const { filename, rows } = await productExport(ctx, f);
  return { filename, body: csvStream(rows) };
}
