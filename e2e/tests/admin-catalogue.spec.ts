import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, newStaff, shot, type StaffTestSession, test, useStaffSession } from './fixtures';

const COLUMNS =
  'route,sku,name,category,brand,price,old_price,vat_class,inventory_method,stock,min_order_qty,max_order_qty,weight_grams,unit,active,short_description,description';

async function staffCall<T>(request: APIRequestContext, s: StaffTestSession, name: string, payload: unknown): Promise<T> {
  const res = await request.post(`/api/method/${name}`, {
    data: payload,
    headers: { authorization: `token ${s.api_key}:${s.api_secret}` },
  });
  expect(res.ok(), `${name} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { message: T }).message;
}

/** 1,000 new products; spreadsheet rows 101 (negative stock), 502 (three decimals) and 900 (unknown category) are bad. */
function thousandRowCsv(tag: string): string {
  const lines = [COLUMNS];
  for (let i = 1; i <= 1000; i++) {
    const row = i + 1;
    const price = row === 502 ? '3.999' : (2 + (i % 40) / 4).toFixed(2);
    const stock = row === 101 ? '-5' : String(5 + (i % 30));
    // Ready meals: a category no other journey counts, so the other specs' listings stay as seeded.
    const category = row === 900 ? 'meat/dragon' : 'frozen/ready-meals';
    lines.push(
      `${tag}-${i},E2E-${i},Farm Pack ${tag} ${i},${category},,${price},,zero,Track Inventory,${stock},1,10,500,500 g,1,Fresh farm pack,"Pack ${i}, cut to order"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

test.describe('catalogue and stock console', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop-first journeys; the 390 px layout is checked below');

  test('an owner imports a 1,000-row CSV: 3 bad rows reported, the rest imported, the new product in the shop', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const owner = await newStaff(request, 'owner', 'catalogue');
    await useStaffSession(page, owner);
    const tag = `e2e${Date.now().toString(36)}`;

    await page.goto('/admin/catalogue/import');
    await expect(page.getByRole('heading', { name: 'Import products from CSV' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByLabel('CSV file (up to 20 MB)')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(thousandRowCsv(tag)) });
    await page.getByRole('button', { name: 'Check the file' }).click();

    const rejected = page.getByRole('table', { name: 'Problems found, by row and column' });
    await expect(rejected).toBeVisible({ timeout: 30_000 });
    const rows = rejected.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('101');
    await expect(rows.nth(1)).toContainText('stock cannot be negative');
    await expect(rows.nth(2)).toContainText('502');
    await expect(rows.nth(2)).toContainText('price can have at most two decimals');
    await expect(rows.nth(3)).toContainText('900');
    await expect(rows.nth(3)).toContainText('unknown category meat/dragon');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-import-report', info.project.name);

    // Nothing is written by the check.
    const before = await staffCall<{ total: number }>(request, owner, 'admin_product_list', { search: tag });
    expect(before.total).toBe(0);

    await page.getByRole('button', { name: 'Import 997 rows' }).click();
    await expect(page.getByRole('status').filter({ hasText: '997 new products, 0 updated.' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('3 rows were skipped')).toBeVisible();
    const after = await staffCall<{ total: number }>(request, owner, 'admin_product_list', { search: tag });
    expect(after.total).toBe(997);

    // The shop shows an imported product at once; a rejected one does not exist.
    await page.goto(`/pr/${tag}-777`);
    await expect(page.getByRole('heading', { level: 1, name: `Farm Pack ${tag} 777` })).toBeVisible();
    await expect(page.getByText('£6.25').first()).toBeVisible();
    const missing = await request.post('/api/method/get_product_details', { data: { route: `${tag}-100` } });
    expect(missing.status()).toBe(404);
  });

  test('an owner edits a product’s price and the shop shows it; the list and editor pass axe', async ({ page, request }, info) => {
    const owner = await newStaff(request, 'owner', 'catalogue');
    await useStaffSession(page, owner);
    const list = await staffCall<{ products: { name: string; item: string; route: string; price: number; stock: number | null }[] }>(
      request,
      owner,
      'admin_product_list',
      {
        search: 'lamb',
        active: 1,
        page_len: 50,
      },
    );
    const product = list.products.find((p) => p.stock !== null && p.price < 50)!;
    const newPrice = (Math.round(product.price * 100) + 37) / 100;

    await page.goto('/admin/catalogue');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-catalogue-list', info.project.name);
    await page.getByLabel('Search').fill(product.item);
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: product.item, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: product.item })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-product-editor', info.project.name);
    await page.getByLabel('Price (£)', { exact: true }).fill(`${newPrice.toFixed(2)}5`);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('region', { name: 'Pricing' }).getByRole('alert')).toHaveText('price can have at most two decimals');
    await page.getByLabel('Price (£)', { exact: true }).fill(newPrice.toFixed(2));
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();

    await page.goto(`/pr/${product.route}`);
    await expect(page.getByRole('heading', { level: 1, name: product.item })).toBeVisible();
    await expect(page.getByText(`£${newPrice.toFixed(2)}`).first()).toBeVisible();
  });

  test('a manager adjusts stock with a reason and sees it in the history; the stock page passes axe', async ({ page, request }, info) => {
    const manager = await newStaff(request, 'manager', 'stock');
    await useStaffSession(page, manager);
    const list = await staffCall<{ products: { name: string; item: string; stock: number | null; inventory_method: string }[] }>(
      request,
      manager,
      'admin_product_list',
      {
        search: 'rice',
        active: 1,
        page_len: 50,
      },
    );
    const product = list.products.find((p) => p.inventory_method === 'Track Inventory')!;

    await page.goto('/admin/stock');
    await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-stock', info.project.name);
    await page.getByLabel('Name or SKU').fill(product.item);
    await page
      .getByRole('button', { name: `Adjust stock of ${product.item}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock: ${product.item}` });
    await expect(dialog.getByText(`In stock: ${product.stock}`)).toBeVisible();
    await dialog.getByLabel('Quantity').fill('6');
    await expect(dialog.getByLabel('Reason')).toHaveValue('delivery_received');
    await dialog.getByLabel('Note (optional)').fill('Supplier note 4411');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save stock change' }).click();
    await expect(page.getByText(`${product.item}: stock is now ${product.stock! + 6}`)).toBeVisible();

    // Taking away more than there is is refused before it is sent.
    await page
      .getByRole('button', { name: `Adjust stock of ${product.item}`, exact: true })
      .first()
      .click();
    await dialog.getByText('Remove stock (−)').click();
    await dialog.getByLabel('Quantity').fill(String(product.stock! + 100));
    await expect(dialog.getByText('stock cannot go below 0')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save stock change' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Stock history of ${product.item}` }).click();
    const history = page.getByRole('table', { name: 'Stock changes, newest first' });
    await expect(history.getByRole('row').nth(1)).toContainText('+6');
    await expect(history.getByRole('row').nth(1)).toContainText('Delivery received');
    await expect(history.getByRole('row').nth(1)).toContainText('Supplier note 4411');
    await expect(history.getByRole('row').nth(1)).toContainText(manager.staff.email);
    await expectNoAxeViolations(page);
  });

  test('categories reorder with the arrow buttons and the shop follows', async ({ page, request }) => {
    const owner = await newStaff(request, 'owner', 'categories');
    await useStaffSession(page, owner);
    await page.goto('/admin/catalogue/categories');
    const tree = await staffCall<{ name: string; category_name: string; level: number; is_active: number }[]>(
      request,
      owner,
      'admin_category_tree',
      {},
    );
    const tops = tree.filter((c) => c.level === 1);
    const second = tops[1]!;
    await page.getByRole('button', { name: `Move ${second.category_name} up`, exact: true }).click();
    await expect(page.getByText(`${second.category_name} moved to position 1`)).toBeAttached();
    await expectNoAxeViolations(page);
    const shop = await request.post('/api/method/get_parent_categories', { data: {} });
    const names = ((await shop.json()) as { message: { name: string }[] }).message.map((c) => c.name);
    expect(names[0]).toBe(second.name);
    // Put it back for the other journeys.
    await page.getByRole('button', { name: `Move ${second.category_name} down`, exact: true }).click();
    await expect(page.getByText(`${second.category_name} moved to position 2`)).toBeAttached();
  });
});

test('the catalogue list and the stock page do not break at 390 px', async ({ page, request }, info) => {
  test.skip(!info.project.use.isMobile, 'the mobile layout check');
  const owner = await newStaff(request, 'owner', 'narrow');
  await useStaffSession(page, owner);
  for (const path of ['/admin/catalogue', '/admin/stock', '/admin/catalogue/import']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  }
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await shot(page, 'admin-catalogue-list', info.project.name);
});
