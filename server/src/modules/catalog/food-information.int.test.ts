import { PRODUCT_CSV_COLUMNS, PRODUCT_FOOD_CSV_COLUMNS, PRODUCT_WEIGHT_CSV_COLUMNS } from '@larder/contract/admin-catalog';
import type { TFoodInformationSaved } from '@larder/contract/food';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedWorld } from '../../../test/world';
import { seedCategory, seedProduct, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';
import { saveFoodInformation } from './food-info';

const clock = fixedClock('2026-11-26T08:00:00Z');
let t: TestApp;
let manager: string;
let cat: { id: string; route: string };
const ids: Record<string, string> = {};

const food = (over: Partial<TFoodInformationSaved> = {}): TFoodInformationSaved => ({
  ingredients: '',
  allergens: null,
  may_contain: [],
  storage: '',
  origin: '',
  nutrition: null,
  ...over,
});
const NUTRITION = {
  energy_kj: 1485,
  energy_kcal: 350,
  fat_g: 0.9,
  saturates_g: 0.2,
  carbohydrate_g: 78,
  sugars_g: 0.1,
  protein_g: 8.5,
  salt_g: 0.01,
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedWorld(t);
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
  cat = await seedCategory(t.db.db, { name: 'Pantry' });
  // One product per allergen situation the free-from filter must tell apart.
  const specs: [string, ReturnType<typeof food> | null][] = [
    ['Milk chocolate', food({ ingredients: 'Sugar, whole milk powder', allergens: ['milk', 'soya'] })],
    ['Plain biscuits', food({ ingredients: 'Wheat flour, sugar', allergens: ['gluten'], may_contain: ['milk'] })],
    ['Basmati rice', food({ ingredients: 'Basmati rice', allergens: [], nutrition: NUTRITION })],
    ['Mystery mix', null],
    ['Salted peanuts', food({ ingredients: 'Peanuts, salt', allergens: ['peanuts'] })],
  ];
  for (const [name, f] of specs) {
    const p = await seedProduct(t.db.db, { name, price: 199, category_ids: [cat.id] });
    ids[name] = p.product.id;
    if (f) await saveFoodInformation(t.db.db, p.product.id, f);
  }
});
afterAll(() => t.close());

const call = (name: string, payload: unknown) => t.call(name, payload, { token: manager });
const listing = async (filters: unknown) => {
  const res = await t.call('get_category_products', { route: cat.route, page_len: 60, filters });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.message.products as { item: string }[]).map((p) => p.item).sort();
};

describe('free-from listing filter (SQL)', () => {
  it('keeps only declared products that neither contain nor may contain the allergens', async () => {
    expect(await listing({ free_from: ['milk'] })).toEqual(['Basmati rice', 'Salted peanuts']);
    expect(await listing({ free_from: ['milk', 'peanuts'] })).toEqual(['Basmati rice']);
  });
  it('does not confuse nuts with peanuts', async () => {
    expect(await listing({ free_from: ['nuts'] })).toEqual(['Basmati rice', 'Milk chocolate', 'Plain biscuits', 'Salted peanuts']);
  });
  it('accepts the form spelling and refuses unknown allergens', async () => {
    expect(await listing('{"free_from":"gluten,soya"}')).toEqual(['Basmati rice', 'Salted peanuts']);
    const res = await t.call('get_category_products', { route: cat.route, filters: { free_from: ['chocolate'] } });
    expect(res.status).toBe(417);
    expect(res.body.exc_type).toBe('ValidationError');
  });
  it('changes nothing without the filter', async () => {
    expect(await listing({})).toHaveLength(5);
  });
});

describe('food information on the product page and in the console', () => {
  it('is an extra key of the product details, with nutrition in grams', async () => {
    const res = await t.call('get_product_details', { route: ids['Basmati rice'] });
    expect(res.status).toBe(200);
    expect(res.body.message.food_information).toEqual({
      ingredients: 'Basmati rice',
      allergens: [],
      may_contain: [],
      storage: '',
      origin: '',
      nutrition: NUTRITION,
    });
    expect(res.body.message.certifications).toEqual([]);
    const none = await t.call('get_product_details', { route: ids['Mystery mix'] });
    expect(none.body.message.food_information).toBeNull();
  });

  it('is saved by the product editor and read back', async () => {
    const before = (await call('admin_product_detail', { name: ids['Mystery mix'] })).body.message;
    expect(before.food_information.allergens).toBeNull();
    const payload = {
      ...before,
      brand: before.brand ?? '',
      food_information: {
        ingredients: 'Rice flour, sesame seeds, salt',
        allergens: ['sesame'],
        may_contain: 'peanuts, nuts',
        storage: 'Store in a cool, dry place.',
        origin: 'India',
        nutrition: { ...NUTRITION, fat_g: '12.25', saturates_g: '1.5' },
      },
    };
    const res = await call('admin_save_product', payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.food_information).toMatchObject({
      allergens: ['sesame'],
      may_contain: ['nuts', 'peanuts'],
      origin: 'India',
      nutrition: { fat_g: 12.25, saturates_g: 1.5 },
    });
    const shop = await t.call('get_product_details', { route: ids['Mystery mix'] });
    expect(shop.body.message.food_information.ingredients).toBe('Rice flour, sesame seeds, salt');
    expect(await listing({ free_from: ['sesame'] })).not.toContain('Mystery mix');
    expect(await listing({ free_from: ['milk'] })).toContain('Mystery mix'); // may contain nuts and peanuts only
  });

  it.each([
    [{ saturates_g: 2 }, 'saturates_g must not be above fat_g'],
    [{ fat_g: -1 }, 'fat_g must be at least 0'],
    [{ salt_g: 0.005 }, 'salt_g can have at most two decimals'],
    [{ energy_kcal: 12.5 }, 'energy_kcal must be a whole number'],
    [{ protein_g: 'lots' }, 'protein_g must be a number'],
    [{ sugars_g: 101 }, 'sugars_g must be at most 100'],
  ])('refuses bad nutrition %j with a 417 and changes nothing', async (bad, message) => {
    const id = ids['Basmati rice']!;
    const before = (await call('admin_product_detail', { name: id })).body.message;
    const res = await call('admin_save_product', {
      ...before,
      brand: before.brand ?? '',
      item: 'Renamed rice',
      food_information: { ...before.food_information, nutrition: { ...NUTRITION, fat_g: 1, ...bad } },
    });
    expect(res.status).toBe(417);
    expect(res.body.exc_type).toBe('ValidationError');
    expect(errorMessage(res.body)).toContain(message);
    const after = (await call('admin_product_detail', { name: id })).body.message;
    expect(after.item).toBe(before.item);
    expect(after.food_information).toEqual(before.food_information);
  });
});

describe('catalogue CSV', () => {
  const exportCsv = async () => (await call('admin_export_products', {})).body.message.csv as string;
  const importCsv = async (csv: string) => {
    const res = await call('admin_import_products', { csv, dry_run: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.message;
  };

  it('round-trips food information: an unchanged export imports as no change', async () => {
    const csv = await exportCsv();
    const header = csv.split('\r\n')[0]!.split(',');
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS, ...PRODUCT_FOOD_CSV_COLUMNS, ...PRODUCT_WEIGHT_CSV_COLUMNS]);
    expect(csv).toContain('"Sugar, whole milk powder",');
    expect(csv).toContain('"milk,soya"');
    const report = await importCsv(csv);
    expect(report).toMatchObject({ status: 'success', created: 0, updated: 0, rejected_rows: 0 });
  });

  it('imports a changed allergen list and nutrition', async () => {
    const csv = await exportCsv();
    const edited = csv.replace(
      '"Sugar, whole milk powder","milk,soya",,,,,,,,,,,,,\r\n',
      '"Sugar, whole milk powder",milk,nuts,,Belgium,2240,536,30,18,58,56,7.5,0.2,,\r\n',
    );
    expect(edited).not.toBe(csv);
    const report = await importCsv(edited);
    expect(report).toMatchObject({ status: 'success', updated: 1 });
    const shop = await t.call('get_product_details', { route: ids['Milk chocolate'] });
    expect(shop.body.message.food_information).toMatchObject({
      allergens: ['milk'],
      may_contain: ['nuts'],
      origin: 'Belgium',
      nutrition: { energy_kcal: 536, protein_g: 7.5, salt_g: 0.2 },
    });
    // And the export reads it back as imported.
    expect(await importCsv(await exportCsv())).toMatchObject({ updated: 0 });
  });

  it('rejects bad food cells by row and column and writes nothing', async () => {
    const csv = await exportCsv();
    const lines = csv.trimEnd().split('\r\n');
    const row = lines.findIndex((l) => l.includes('Basmati rice'));
    lines[row] = lines[row]!.replace(/,1485,350,0\.9,0\.2,/, ',1485,350,0.9,5,'); // saturates above fat
    const res = await call('admin_import_products', { csv: lines.join('\r\n'), dry_run: 0 });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ status: 'failed', written: false });
    expect(res.body.message.rejected).toEqual([{ row: row + 1, column: 'saturates_g', message: 'saturates_g must not be above fat_g' }]);
    const shop = await t.call('get_product_details', { route: ids['Basmati rice'] });
    expect(shop.body.message.food_information.nutrition.saturates_g).toBe(0.2);
  });

  it('still imports a file without the food columns, keeping food information', async () => {
    const csv = await exportCsv();
    const width = PRODUCT_CSV_COLUMNS.length;
    // Cut the food columns off (no food cell in these rows has a quoted comma before column `width`).
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const row = csv.split('\r\n').find((l) => l.includes(',Basmati rice,'))!;
    const cells = row.split(',').slice(0, width);
    const res = await importCsv(`${header}\r\n${cells.join(',')}\r\n`);
    expect(res).toMatchObject({ status: 'success', rejected_rows: 0 });
    const shop = await t.call('get_product_details', { route: ids['Basmati rice'] });
    expect(shop.body.message.food_information.nutrition).toEqual(NUTRITION);
  });
});
