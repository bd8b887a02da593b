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
