import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;

/** Presses Tab until focus is on a link inside <main>; the stops passed on the way. */
async function tabsToContent(page: Page, limit = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        name: `${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 30)}`,
        content: el?.tagName === 'A' && !!el.closest('main'),
        inDropdown: !!el?.closest('[id^="category-menu-"]'),
      };
    });
    stops.push(at.name);
    // A closed category dropdown's links are never in the way.
    expect(at.inDropdown, stops.join(' | ')).toBe(false);
    if (at.content) return stops;
  }
  return stops;
}

test('keyboard: a few Tab presses reach the page; the category menus open and close from the keyboard', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shop meat' })).toBeVisible();
  // It was 74 on a desktop, through every dropdown's links. The desktop header's own controls
  // (app links, logo, location, search, wishlist, cart, account, categories) and the announcement
  // bar's come first; the skip link is the first stop for those who want none of them.
  const stops = await tabsToContent(page);
  expect(stops.length, stops.join(' | ')).toBeLessThanOrEqual(isMobile ? 10 : 19);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shop meat' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  if (isMobile) return;

  // The strip is one tab stop; arrows move along it; the disclosure button opens the dropdown.
  const bar = page.getByRole('navigation', { name: 'Categories' });
  await page.getByRole('button', { name: 'All Categories' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Meat', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const meat = bar.getByRole('button', { name: 'Meat menu' });
  await expect(meat).toBeFocused();
  await expect(meat).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('link', { name: 'Chicken', exact: true })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(meat).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('link', { name: 'Chicken', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'header', 'open category menu');
  await page.keyboard.press('Space');
  await expect(meat).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(bar.getByRole('link', { name: 'Chicken', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(meat).toBeFocused();
  await expect(meat).toHaveAttribute('aria-expanded', 'false');
  // Tab leaves the strip at once (the next category is an arrow press away, not a Tab).
  await page.keyboard.press('Tab');
  await expect(bar).not.toContainText('Chicken');
  expect(await page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Categories"]'))).toBe(false);
});

test('product page: pack size as sold, low stock as a warning, share icons, counts and the notice clear of the header', async ({
  page,
  isMobile,
}, info) => {
  await page.goto('/pr/whole-milk-2-pints');
  await expect(page.getByRole('heading', { level: 1, name: 'Whole Milk, 2 Pints' })).toBeVisible();
  await expect(page.getByText('2 pints', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('1.136 l')).toHaveCount(0);

  await page.goto('/pr/red-seedless-grapes');
  const stock = page.getByTestId('stock-status');
  await expect(stock).toHaveText(/^\s*Only \d+ left$/);
  // A warning (amber, warning sign), not the green tick of 'In stock'.
  await expect(stock.locator('[data-tone="warning"] svg.lucide-triangle-alert')).toBeVisible();
  await expect(stock.locator('svg.lucide-circle-check')).toHaveCount(0);

  if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Share' }).click();
  else await page.getByRole('button', { name: 'Share this product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this product' });
  for (const name of ['Facebook', 'X (Twitter)', 'Pinterest']) {
    const link = dialog.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
    await expect(link.locator('svg')).toHaveCount(1);
  }
  await expect(dialog.getByText(/^[FTP]$/)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]', 'share');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  const header = page.getByRole('banner');
  await expect(async () => {
    const t = await box(toast);
    expect(overlaps(t, await box(header))).toBe(false);
    if (isMobile) expect(t.y + t.height).toBeLessThanOrEqual(844 - 56); // above the add-to-cart bar / tab bar
  }).toPass();
  if (!isMobile) {
    const cart = header.getByRole('link', { name: /^Cart/ });
    const badge = cart.getByTestId('count-badge');
    await expect(badge).toHaveText(/1/);
    const word = await cart.evaluate((a) => {
      const text = Array.from(a.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('Cart'))!;
      const r = document.createRange();
      r.selectNodeContents(text);
      const b = r.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    });
    expect(overlaps(await box(badge), word)).toBe(false);
  }
  await shot(page, 'issue17-product-toast', info.project.name);
});

test('home hero, the Categories tab and card payment without Square', async ({ page, isMobile }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('button', { name: 'Show slide 1 of 3' }) });
  const cta = hero.getByRole('link').first();
  const dot = hero.getByRole('button', { name: 'Show slide 1 of 3' });
  expect(overlaps(await box(cta), await box(dot))).toBe(false);
  await dot.click();
  await expect(dot).toHaveAttribute('aria-current', 'true');

  if (isMobile) {
    await page.goto('/tabs/category');
    await expect(page.getByRole('heading', { name: 'All categories' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.goto('/tabs/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toHaveCount(0);
  }

  // The e2e shop has no Square application id: the page must not claim Square secures anything.
  await page.goto('/squareup-payment?order_id=ORD-0001');
  await expect(page.getByRole('heading', { name: 'Card payment is not available' })).toBeVisible();
  await expect(page.getByText(/secured by/)).toHaveCount(0);
  await expectNoAxeViolations(page, undefined, 'squareup-payment');
});
