import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, expectNoAxeViolations, shot, SHOTS, test } from './fixtures';

const isDesktop = (name: string) => name === 'desktop';

/** Desktop: the header's search box on home. Mobile: the header's search button, then the search page. */
async function openSearch(page: Page, projectName: string) {
  await page.goto('/');
  if (isDesktop(projectName)) {
    await page.getByRole('combobox', { name: 'Search products' }).click();
    return page.getByRole('combobox', { name: 'Search products' });
  } else {
    // On home the header's search button appears once the page has scrolled past 61 px.
    await expect(page.getByRole('link', { name: 'Search products...' })).toBeVisible();
    await page.mouse.wheel(0, 300);
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  }
  return page.getByRole('combobox', { name: 'Search products' });
}

test('typing "chik" suggests chicken; arrow down twice and Enter opens that product', async ({ page }, info) => {
  const box = await openSearch(page, info.project.name);
  await box.pressSequentially('chik', { delay: 30 });
  const listbox = page.getByRole('listbox');
  // The answer for all four letters, not the previous keyword's list still on screen.
  await expect(listbox).not.toHaveAttribute('aria-busy', 'true');
  await expect(listbox.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
  const options = listbox.getByRole('option');
  expect(await options.count()).toBeGreaterThan(2);
  // Each suggestion shows an image, the name and the price.
  await expect(options.first().locator('img')).toHaveCount(1);
  await expect(options.first()).toContainText('£');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const name = (await second.locator('span.truncate').first().textContent())!.trim();

  if (isDesktop(info.project.name)) {
    await expectNoAxeViolations(page);
    // The viewport, as a shopper sees it (a full-page shot stretches the fixed overlays).
    await page.screenshot({ path: path.join(SHOTS, `${info.project.name}-home-search-dropdown.png`) });
  }
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pr\/[a-z0-9-]+$/);
  expect(decodeURIComponent(page.url())).toContain(name.toLowerCase().split(/[ ,]/)[0]!);
});

test('the dropdown is at most 220 px high, scrolls, and keeps the highlight in view', async ({ page }, info) => {
  test.skip(!isDesktop(info.project.name), 'desktop dropdown');
  const box = await openSearch(page, info.project.name);
  await box.fill('chicken');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(8);
  const height = await listbox.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(220);
  for (let i = 0; i < 8; i++) await box.press('ArrowDown');
  const last = listbox.getByRole('option').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();
  // Escape closes; focusing again opens; an outside click closes.
  await box.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(box).toHaveValue('chicken');
  await box.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { name: 'Shop By Category' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('Enter with nothing highlighted opens the results page: 15 products, more on scroll', async ({ page }, info) => {
  const box = await openSearch(page, info.project.name);
  await box.fill('chik');
  await expect(page.getByRole('option').first()).toBeVisible();
  const firstPage = page.waitForRequest((r) => r.url().endsWith('/get_search_listing') && r.postDataJSON()?.page_len === 15);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/chik$/);
  expect((await firstPage).postDataJSON()).toMatchObject({ searchTxt: 'chik', page_no: 1, page_len: 15 });
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chik"' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(14)).toBeVisible();
  // The count of everything found, not of the page on screen.
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ products found for "chik"$/);
  const total = Number((await page.getByTestId('result-count').textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(15);
  await expect(page.getByText(`Showing 15 of ${total} products`)).toBeVisible();
  const first = await cards.count();
  expect(first % 15).toBe(0);
  await page.getByRole('main').getByRole('article').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  if (info.project.name === 'mobile') await shot(page, 'search-results', info.project.name);
});

test('an empty box shows the hint and top categories', async ({ page }, info) => {
  await openSearch(page, info.project.name);
  await expect(page.getByText('Enter a text to search a products...')).toBeVisible();
  await expect(page.getByText('Top categories')).toBeVisible();
  const meat = page.getByRole('list', { name: 'Top categories' }).getByRole('link', { name: 'Meat', exact: true });
  await expect(meat).toBeVisible();
  await expectNoAxeViolations(page);
  await meat.click();
  await expect(page).toHaveURL(/\/c\/meat$/);
});

test('a keyword with no products shows the empty state with top categories', async ({ page }) => {
  await page.goto('/search/zzqqxx');
  await expect(page.getByRole('heading', { name: 'No products found for "zzqqxx"' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top categories' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed search keeps the previous suggestions', async ({ page }, info) => {
  const box = await openSearch(page, info.project.name);
  await box.fill('chicken');
  await expect(page.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
  await page.route('**/api/method/get_search_products', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  await box.fill('chicken breast');
  await page.waitForTimeout(600);
  await expect(page.getByRole('option', { name: /Chicken/ }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Chicken products of the demo shop whose ingredients contain milk (server/src/db/seed/demo/food-data.ts). */
const CHICKEN_WITH_MILK = ['Chicken Tikka, Boneless', 'Tandoori Chicken Legs', 'Malai Chicken Tikka', 'Chicken Shawarma Strips'];

/** Scrolls to the end of the list until every result is on screen; the names of the cards, in page order. */
async function allCardNames(page: Page, total: number): Promise<string[]> {
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  while ((await cards.count()) < total) {
    const before = await cards.count();
    await page.getByText(new RegExp(`^Showing \\d+ of ${total} products$`)).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await expect(cards).toHaveCount(total);
  return (await cards.getByRole('heading').allInnerTexts()).map((t) => t.trim());
}

async function resultTotal(page: Page, keyword: string): Promise<number> {
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(new RegExp(`^\\d+ products? found for "${keyword}"$`));
  return Number((await count.textContent())!.split(' ')[0]);
}

/** The current price of each card, in page order (the first £ amount in the card). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: 'Products' }).getByRole('article').allInnerTexts();
  return texts.map((t) => Number(/£([\d,]+\.\d{2})/.exec(t)?.[1]?.replace(',', '') ?? NaN));
}

test('search results: the full count, sort by price, and "Free from milk" takes the milky products off', async ({ page }, info) => {
  await page.goto('/search/chicken');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "chicken"' })).toBeVisible();
  const total = await resultTotal(page, 'chicken');
  expect(total).toBeGreaterThan(15);
  await expect(page.getByText(`Showing 15 of ${total} products`)).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect(page).toHaveURL(/\/search\/chicken\?sort=price_asc$/);
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.length === 15 && p.every((x, i) => i === 0 || p[i - 1]! <= x);
    })
    .toBe(true);
  const everything = await allCardNames(page, total);
  for (const name of CHICKEN_WITH_MILK) expect(everything).toContain(name);

  if (isDesktop(info.project.name)) {
    await page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Milk', exact: true }).check();
  } else {
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/\/filters-popup\?from=/);
    await page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Milk', exact: true }).check();
    await page.getByRole('button', { name: /^Apply/ }).click();
  }
  await expect(page).toHaveURL(/\/search\/chicken\?sort=price_asc&free=milk$/);
  await expect(page.getByRole('button', { name: 'Remove filter: Free from milk' })).toBeVisible();
  await expect.poll(() => resultTotal(page, 'chicken')).toBeLessThan(total);
  const filteredTotal = await resultTotal(page, 'chicken');
  expect(filteredTotal).toBeLessThanOrEqual(total - CHICKEN_WITH_MILK.length);
  const kept = await allCardNames(page, filteredTotal);
  for (const name of CHICKEN_WITH_MILK) expect(kept).not.toContain(name);
  const prices = await cardPrices(page);
  expect(prices.every((x, i) => i === 0 || prices[i - 1]! <= x)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await shot(page, 'search-results-free-from-milk', info.project.name);

  // The chip takes the filter off again, and the count comes back.
  await page.getByRole('button', { name: 'Remove filter: Free from milk' }).click();
  await expect(page).toHaveURL(/\/search\/chicken\?sort=price_asc$/);
  await expect.poll(() => resultTotal(page, 'chicken')).toBe(total);
});
