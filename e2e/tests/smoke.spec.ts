import { expect, shot, test } from './fixtures';

test('home page shows the demo shop categories and products', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Shop By Category' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  expect(await categories.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('button', { name: 'All Categories' })).toBeVisible();
    await expect(page.getByPlaceholder('Search products...')).toBeVisible();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'home', info.project.name);
});

test('unknown paths go home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('home, category and product pages show their first view before the app loads, then the app replaces it', async ({ page }, info) => {
  for (const [path, text] of [
    ['/', 'Butcher-fresh'],
    ['/c/meat', 'Chicken Breast Fillets, Skinless'],
    ['/pr/chicken-breast-fillets-skinless', 'Chicken Breast Fillets, Skinless'],
  ] as const) {
    // Without the app's code, the server's HTML alone shows the top of the page.
    await page.route('**/assets/*.js', (r) => r.abort());
    await page.goto(path);
    const view = page.locator('#first-view');
    await expect(view).toContainText(text);
    if (path.startsWith('/pr/')) await shot(page, 'first-view-product', info.project.name);
    await page.unroute('**/assets/*.js');
    // With it, the page renders itself and takes the first view down.
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(text);
    await expect(view).toHaveCount(0);
  }
});
