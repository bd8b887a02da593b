import { PRODUCT_CSV_COLUMNS, PRODUCT_FOOD_CSV_COLUMNS, PRODUCT_WEIGHT_CSV_COLUMNS } from '@larder/contract/admin-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { productCsvLine } from '../../../test/product-csv';
import { seedWorld, type World } from '../../../test/world';
import { seedBrand, seedCategory, seedProduct, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';
import { relatedCopyOutOfStep } from './related-copy';

const clock = fixedClock('2026-11-23T08:00:00Z');
let t: TestApp;
let w: World;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  const meat = await t.db.db.selectFrom('category').select(['id', 'route', 'level']).where('route', '=', 'meat').executeTakeFirstOrThrow();
  await seedCategory(t.db.db, { name: 'Chicken', parent: meat });
  await seedBrand(t.db.db, { name: 'Hilltop Farm' });
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(() => t.close());

const HEADER = PRODUCT_CSV_COLUMNS.join(',');
const call = (name: string, payload: unknown) => t.call(name, payload, { token: manager });
const ok = async (name: string, payload: unknown) => {
  const res = await call(name, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message;
};
const productCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const line = productCsvLine;

/** 1,000 new products; rows 101, 502 and 900 (spreadsheet rows, the header is row 1) are bad. */
function thousandRows(): string {
  const lines = [HEADER];
  for (let i = 1; i <= 1000; i++) {
    const row = i + 1;
    lines.push(
      line({
        route: `bulk-chicken-${i}`,
        sku: `BULK-${i}`,
        name: `Bulk Chicken Pack ${i}`,
        brand: i % 3 === 0 ? 'Hilltop Farm' : '',
        price: row === 502 ? '3.999' : (2 + (i % 50) / 4).toFixed(2),
        old_price: i % 10 === 0 ? '19.99' : '',
        stock: row === 101 ? -4 : i % 40,
        category: row === 900 ? 'meat/unicorn' : 'meat/chicken',
        description: `Pack ${i}, "free range", sold by weight`,
      }),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('CSV import', () => {
  it('1,000 rows with 3 bad ones: the report names exactly those; a strict run writes nothing; skip_invalid writes the 997 in seconds', async () => {
    const csv = thousandRows();
    const products = await productCount();
    const audits = await auditCount();

    const dry = await ok('admin_import_products', { csv, dry_run: 1 });
    expect(dry).toMatchObject({ status: 'dry_run', rows: 1000, created: 997, updated: 0, rejected_rows: 3, written: false });
    expect(dry.rejected).toEqual([
      { row: 101, column: 'stock', message: 'stock cannot be negative (got -4)' },
      { row: 502, column: 'price', message: 'price can have at most two decimals (got 3.999)' },
      { row: 900, column: 'category', message: 'unknown category meat/unicorn' },
    ]);

    const strict = await ok('admin_import_products', { csv });
    expect(strict).toMatchObject({ status: 'failed', rows: 1000, created: 0, updated: 0, rejected_rows: 3, written: false });
    expect(strict.rejected.map((r: { row: number }) => r.row)).toEqual([101, 502, 900]);
    expect(await productCount()).toBe(products);
    expect(await auditCount()).toBe(audits);

    const started = Date.now();
    const real = await ok('admin_import_products', { csv, skip_invalid: 1 });
    const ms = Date.now() - started;
    expect(real).toMatchObject({ status: 'success', rows: 1000, created: 997, updated: 0, rejected_rows: 3, written: true });
    expect(ms).toBeLessThan(5000);
    expect(await productCount()).toBe(products + 997);
    expect(
      await t.db.db
        .selectFrom('product')
        .select('id')
        .where('route', 'in', ['bulk-chicken-100', 'bulk-chicken-501', 'bulk-chicken-899'])
        .execute(),
    ).toEqual([]);
    const one = await t.db.db.selectFrom('product').selectAll().where('route', '=', 'bulk-chicken-30').executeTakeFirstOrThrow();
    expect(one).toMatchObject({
      name: 'Bulk Chicken Pack 30',
      sku: 'BULK-30',
      price: 950,
      old_price: 1999,
      stock: 30,
      weight_grams: 500,
      full_description: 'Pack 30, "free range", sold by weight',
    });
    expect(one.brand_id).not.toBeNull();
    const log = (await t.call('admin_audit_log', { entity: 'product', entity_id: 'csv' }, { token: manager })).body.message[0];
    expect(log.after.created).toHaveLength(997);

    // The storefront sees the new products at once (search and the category page).
    const found = (await t.call('get_search_products', { searchTxt: 'Bulk Chicken Pack 777' })).body.message;
    expect(JSON.stringify(found)).toContain('bulk-chicken-777');
    const page = (await t.call('get_product_details', { route: 'bulk-chicken-777' })).body.message;
    expect(page.item).toBe('Bulk Chicken Pack 777');
  });

  it('refuses a file whose columns are not the product columns, with one clear error', async () => {
    const res = await call('admin_import_products', { csv: 'route,title,price,stock\nlamb,Lamb,4.99,3\n' });
    expect(res.status).toBe(417);
    const msg = errorMessage(res.body);
    expect(msg).toContain("The CSV's columns are not the product columns");
    expect(msg).toContain('missing: sku, name, category');
    expect(msg).toContain('not recognised: title');
    expect(msg).toContain(`The first line must name these columns: ${PRODUCT_CSV_COLUMNS.join(', ')}`);
    expect(errorMessage((await call('admin_import_products', { csv: `${HEADER}\n` })).body)).toBe(
      'The CSV file has a header but no products.',
    );
    expect(errorMessage((await call('admin_import_products', { csv: `${HEADER}\n"unclosed,x\n` })).body)).toContain('never closed');
  });

  it('checks every column of every row and reports row and column', async () => {
    const csv = [
      HEADER,
      line({ route: 'Bad Route', name: '' }),
      line({ route: 'ok-route', price: 'free', old_price: '1.00', vat_class: 'luxury', stock: '2.5', active: 'maybe', brand: 'Nobody' }),
      line({ route: 'ok-route', price: '£4.50', inventory_method: 'Track Inventory By Product Attributes', stock: '' }),
      line({ route: 'another', min_order_qty: 5, max_order_qty: 2, stock: '' }),
      `short,row`,
    ].join('\n');
    const report = await ok('admin_import_products', { csv, dry_run: 1 });
    const by = (row: number) => report.rejected.filter((r: { row: number }) => r.row === row).map((r: { column: string }) => r.column);
    expect(by(2)).toEqual(['name', 'route']);
    expect(by(3)).toEqual(['brand', 'price', 'vat_class', 'stock', 'active']);
    expect(by(4)).toEqual(['inventory_method', 'route']);
    expect(report.rejected.find((r: { row: number; column: string }) => r.row === 4 && r.column === 'route').message).toBe(
      'route ok-route is also on row 3 (each product once per file)',
    );
    expect(by(5)).toEqual(['stock', 'max_order_qty']);
    expect(report.rejected.find((r: { row: number }) => r.row === 6)).toEqual({
      row: 6,
      column: '',
      message: 'has 2 cells; every row needs 17 (one per column)',
    });
    expect(report.rejected_rows).toBe(5);
    expect(report.created).toBe(0);
  });

  it('upserts by route: changes update the product, its main category and its stock history, and wake notify-me requests', async () => {
    const shanks = await seedProduct(t.db.db, { name: 'Lamb Shanks', route: 'shanks', price: 1099, stock: 0, category_ids: [] });
    await t.call('insert_stockavail_notification', { data: { product: 'shanks', sender_name: 'Sara', sender_email: 'sara@example.com' } });
    const sent = (t.state.mailer as unknown as { sent: Mail[] }).sent.length;
    const res = await ok('admin_import_products', {
      csv: [HEADER, line({ route: 'shanks', name: 'Lamb Shanks (2 pack)', price: '11.49', stock: 8, category: 'meat/chicken' })].join('\n'),
    });
    expect(res).toMatchObject({ status: 'success', created: 0, updated: 1 });
    const p = await t.call('admin_product_detail', { name: shanks.product.id }, { token: manager });
    expect(p.body.message).toMatchObject({ item: 'Lamb Shanks (2 pack)', price: 11.49, stock: 8 });
    const chicken = await t.db.db.selectFrom('category').select('id').where('route', '=', 'meat/chicken').executeTakeFirstOrThrow();
    expect(p.body.message.categories).toEqual([chicken.id]);
    const history = (await t.call('admin_stock_history', { product: shanks.product.id }, { token: manager })).body.message.entries;
    expect(history[0]).toMatchObject({ change: 8, stock_after: 8, reason: 'count_correction', note: 'CSV import' });
    const mails = (t.state.mailer as unknown as { sent: Mail[] }).sent.slice(sent);
    expect(mails.map((m) => m.subject)).toEqual(['Lamb Shanks (2 pack) is back in stock']);
  });

  it('exports with the same columns; export → import round-trips unchanged; formulas are neutralised', async () => {
    await seedProduct(t.db.db, {
      name: '=HYPERLINK("http://evil.example","Click")',
      route: 'formula-test',
      price: 100,
      stock: 3,
      category_ids: [(await t.db.db.selectFrom('category').select('id').where('route', '=', 'meat').executeTakeFirstOrThrow()).id],
      short_description: '+44 7700 900123, "the line"',
    });
    const out = await ok('admin_export_products', {});
    expect(out.filename).toBe('products-2026-11-23.csv');
    const lines = out.csv.trimEnd().split('\r\n');
    // Exports add the optional food and weight columns after the product columns (decisions 012, 014).
    expect(lines[0]).toBe([HEADER, ...PRODUCT_FOOD_CSV_COLUMNS, ...PRODUCT_WEIGHT_CSV_COLUMNS].join(','));
    expect(out.rows).toBe(lines.length - 1);
    const formula = lines.find((l: string) => l.startsWith('formula-test,'));
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(formula).toContain(`"'+44 7700 900123, ""the line"""`);
    expect(lines.find((l: string) => l.startsWith('juice,'))).toBe(
      `juice,LD00003,Mango Juice,drinks,,2.40,,standard,Dont Track Inventory,,1,50,0,,1,,${','.repeat(PRODUCT_FOOD_CSV_COLUMNS.length + 2)}`,
    );

    const before = await productCount();
    const back = await ok('admin_import_products', { csv: out.csv });
    expect(back).toMatchObject({ status: 'success', rows: out.rows, created: 0, updated: 0, rejected: [] });
    expect(await productCount()).toBe(before);
    const f = await t.db.db.selectFrom('product').selectAll().where('route', '=', 'formula-test').executeTakeFirstOrThrow();
    expect(f.name).toBe('=HYPERLINK("http://evil.example","Click")');

    // One edited price in the exported file updates exactly that product.
    const edited = out.csv.replace(/^mince,(.*?),5\.99,/m, 'mince,$1,6.25,');
    expect((await ok('admin_import_products', { csv: edited })).updated).toBe(1);
    expect((await t.db.db.selectFrom('product').select('price').where('id', '=', w.mince.product.id).executeTakeFirstOrThrow()).price).toBe(
      625,
    );
    expect((await ok('admin_export_products', { active: 0 })).rows).toBe(0);
  });

  it('sells a product by weight from the price_per_kg and typical_weight_g columns, both or neither', async () => {
    const header = [HEADER, ...PRODUCT_WEIGHT_CSV_COLUMNS].join(',');
    const row = (r: Parameters<typeof line>[0], perKg: string, typical: string) => `${line(r)},${perKg},${typical}`;
    const bad = await ok('admin_import_products', {
      csv: [
        header,
        row({ route: 'half-weighed', name: 'Half weighed' }, '4.99', ''),
        row({ route: 'free-weighed', name: 'Free weighed' }, '0', '1600'),
        row({ route: 'heavy-weighed', name: 'Heavy weighed' }, '4.99', '90000'),
      ].join('\n'),
      dry_run: 1,
    });
    expect(bad.rejected.map((r: { row: number; column: string }) => `${r.row}:${r.column}`)).toEqual([
      '2:typical_weight_g',
      '3:price_per_kg',
      '4:typical_weight_g',
    ]);
    const csv = [header, row({ route: 'csv-chicken', name: 'Whole chicken', price: '1.00', unit: '1.6 kg' }, '4.99', '1600')].join('\n');
    expect(await ok('admin_import_products', { csv })).toMatchObject({ status: 'success', created: 1 });
    const p = await t.db.db.selectFrom('product').selectAll().where('route', '=', 'csv-chicken').executeTakeFirstOrThrow();
    // The price is the estimate for the typical weight, whatever the price column said.
    expect(p).toMatchObject({ price_per_kg: 499, typical_weight_g: 1600, price: 798 });
    const out = await ok('admin_export_products', {});
    expect(out.csv.split('\r\n').find((l: string) => l.startsWith('csv-chicken,'))).toMatch(/,7\.98,.*,4\.99,1600$/);
    // Exported and imported again: no change. Emptied: sold by the pack again.
    expect((await ok('admin_import_products', { csv: out.csv })).updated).toBe(0);
    const byPack = [header, row({ route: 'csv-chicken', name: 'Whole chicken', price: '7.50', unit: '1.6 kg' }, '', '')].join('\n');
    expect((await ok('admin_import_products', { csv: byPack })).updated).toBe(1);
    expect(await t.db.db.selectFrom('product').selectAll().where('route', '=', 'csv-chicken').executeTakeFirstOrThrow()).toMatchObject({
      price_per_kg: null,
      typical_weight_g: null,
      price: 750,
    });
  });
});

describe('related products’ copy of is_active and popularity (decision 032)', () => {
  it('is in step with every product after the writes above', async () => {
    expect(await relatedCopyOutOfStep(t.db.db)).toEqual([]);
  });
});
