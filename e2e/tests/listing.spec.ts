import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

const products = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');
const resultCount = (page: Page) => page.getByTestId('result-count');

/** The current price of each product card, in page order (the first £ amount in the card). */
async function prices(page: Page): Promise<number[]> {
  const texts = await products(page).allInnerTexts();
  return texts.map((t) => Number(/£([\d,]+\.\d{2})/.exec(t)?.[1]?.replace(',', '') ?? NaN));
}

test('browse from home to a level-3 category through links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: 'Meat', exact: true }).click();
  await expect(page).toHaveURL(/\/c\/meat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meat' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: 'Chicken' }).click();
  await expect(page).toHaveURL(/\/c\/meat\/chicken$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: 'Boneless' }).click();
  await expect(page).toHaveURL(/\/c\/meat\/chicken\/boneless$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boneless' })).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Meat', 'Chicken', 'Boneless']);
  await expect(crumbs.getByRole('link', { name: 'Chicken' })).toHaveAttribute('href', '/c/meat/chicken');
  await expect(products(page).first()).toBeVisible();
  expect(await products(page).count()).toBeGreaterThan(0);

  // A push notification's /cl/{route} opens the same listing.
  await page.goto('/cl/meat/chicken/boneless');
  await expect(page.getByRole('heading', { level: 1, name: 'Boneless' })).toBeVisible();
});

test('a brand filter narrows the list, lives in the URL and comes off with Back', async ({ page }, info) => {
  await page.goto('/c/meat/chicken');
  await expect(resultCount(page)).toHaveText('34 products');

  if (info.project.name === 'desktop') {
    await page.getByRole('checkbox', { name: /Hilltop Farm/ }).check();
  } else {
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/\/filters-popup\?from=/);
    await page.getByRole('checkbox', { name: /Hilltop Farm/ }).check();
    await page.getByRole('button', { name: /^Apply/ }).click();
  }
  await expect(page).toHaveURL(/\/c\/meat\/chicken\?brand=hilltop-farm$/);
  await expect(resultCount(page)).toHaveText('5 products');
  await expect(page.getByRole('button', { name: 'Remove filter: Hilltop Farm' })).toBeVisible();
  for (const t of await products(page).allInnerTexts()) expect(t).not.toContain('Larder Butchers');

  // The link is shareable: a fresh load of it shows the same list.
  await page.reload();
  await expect(resultCount(page)).toHaveText('5 products');

  await page.goBack();
  await expect(page).toHaveURL(/\/c\/meat\/chicken$/);
  await expect(resultCount(page)).toHaveText('34 products');
});

test('an attribute filter and the price range combine; no match shows the empty state', async ({ page }, info) => {
  await page.goto('/c/meat/chicken');
  await expect(resultCount(page)).toHaveText('34 products');
  if (info.project.name === 'desktop') {
    await page
      .getByRole('group', { name: 'Cut' })
      .getByRole('checkbox', { name: /Boneless/ })
      .check();
    await expect(page).toHaveURL(/a\.Cut=Boneless/);
    // Three boneless cuts: the free range bird is sold whole, by weight (no options).
    await expect(resultCount(page)).toHaveText('3 products');
    // Validation: min above max is refused in the form, never sent.
    await page.getByLabel('Min price (£)').fill('9');
    await page.getByLabel('Max price (£)').fill('2');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page.getByText('Max price must not be below min price')).toBeVisible();
    await page.getByLabel('Min price (£)').fill('900');
    await page.getByLabel('Max price (£)').fill('');
    await page.getByRole('button', { name: 'Apply price' }).click();
  } else {
    await page.getByRole('link', { name: 'Filters' }).click();
    await page
      .getByRole('group', { name: 'Cut' })
      .getByRole('checkbox', { name: /Boneless/ })
      .check();
    await page.getByLabel('Min price (£)').fill('4.999');
    await page.getByRole('button', { name: /^Apply/ }).click();
    await expect(page.getByText('Enter an amount in pounds, e.g. 4.50')).toBeVisible();
    await page.getByLabel('Min price (£)').fill('900');
    await page.getByRole('button', { name: /^Apply/ }).click();
  }
  await expect(page).toHaveURL(/min=900/);
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/c\/meat\/chicken$/);
  await expect(resultCount(page)).toHaveText('34 products');
});

test('sorting by price low to high orders the cards by price', async ({ page }) => {
  await page.goto('/c/meat');
  await expect(products(page).first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length >= 15 && p.every((x, i) => i === 0 || p[i - 1]! <= x);
    })
    .toBe(true);
  const p = await prices(page);
  expect(p[0]).toBeLessThan(p[p.length - 1]!);
});

test('scrolling loads the next page; Load more works too', async ({ page }) => {
  await page.goto('/c/meat');
  await expect(resultCount(page)).toHaveText('92 products');
  await expect(products(page)).toHaveCount(15);
  await page.getByText(/^Showing 15 of 92 products$/).scrollIntoViewIfNeeded();
  await expect(products(page)).toHaveCount(30);
  await expect(page.getByText(/^Showing 30 of 92 products$/)).toBeVisible();
  // The sentinel may fetch on its own; either way a press adds a page.
  const before = await products(page).count();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => products(page).count()).toBeGreaterThanOrEqual(before + 15);
});

test('the category list view is used by default where the category asks for it and can be switched', async ({ page }) => {
  await page.goto('/c/spices-and-masalas');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-view="list"]')).toBeVisible();
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(page.locator('[data-view="grid"]')).toBeVisible();
});

test('an unknown category shows the not-found state', async ({ page }) => {
  await page.goto('/c/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that category" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('all categories, brands and view-all pages', async ({ page }) => {
  await page.goto('/tabs/category');
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Meat subcategories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: /^Wings & Drumsticks/ }).click();
  await expect(page).toHaveURL(/\/c\/meat\/chicken\/wings-and-drumsticks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wings & Drumsticks' })).toBeVisible();

  await page.goto('/brands');
  await page.getByRole('link', { name: /^Hilltop Farm/ }).click();
  await expect(page).toHaveURL(/\/brands\/hilltop-farm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hilltop Farm' })).toBeVisible();
  await expect(resultCount(page)).toHaveText('12 products');

  await page.goto('/viewall/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(products(page).first()).toBeVisible();
  await page.goto('/viewall');
  await expect(page.getByRole('link', { name: 'Best Sellers' })).toBeVisible();
});

test('listing pages have no axe violations', async ({ page }, info) => {
  for (const url of [
    '/c/meat/chicken?brand=hilltop-farm',
    '/c/spices-and-masalas',
    '/c',
    '/brands',
    '/filters-popup?from=%2Fc%2Fmeat%2Fchicken',
  ]) {
    await page.goto(url);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, undefined, url);
  }
  await page.goto('/c/meat/chicken');
  await expect(products(page).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'listing', info.project.name);
});
