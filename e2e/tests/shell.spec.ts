import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, expectNoAxeViolations, newCustomer, SHOTS, test, useSession } from './fixtures';

/** Records the shell's window events (larder:*) so a test can assert that one was dispatched. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    for (const name of ['larder:open-location', 'larder:logout', 'larder:share']) {
      window.addEventListener(name, () => w.__events.push(name));
    }
  });
  return () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
}

test.describe('mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile shell');

  test('the side menu opens from the start with the greeting, menu items, Policies and Login', async ({ page }, info) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Hi' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Hi' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
    // Wallet and Reward Points follow the shop's switches (a new shop has them off; the demo shop runs both).
    await expect(menu.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    await expect(menu.getByRole('link', { name: 'Reward Points' })).toHaveAttribute('href', '/reward-points');
    const policies = menu.getByRole('button', { name: 'Policies' });
    await expect(policies).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'About us' })).toBeHidden();
    await policies.click();
    await expect(menu.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    await expect(menu.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms-condition');
    await expect(menu.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/register');
    const box = await menu.boundingBox();
    expect(box?.x).toBe(0);
    await expectNoAxeViolations(page);
    // The viewport, as a shopper sees it (a full-page shot stretches the fixed overlays).
    await page.screenshot({ path: path.join(SHOTS, `${info.project.name}-home-side-menu.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a signed-in customer is greeted by name and can log out', async ({ page, request }) => {
    const events = await recordEvents(page);
    await useSession(page, await newCustomer(request, 'shell-menu'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Hi, Amira' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(menu).toBeHidden();
    expect(await events()).toContain('larder:logout');
  });

  test('on home the header search button appears past 61 px of scroll; the header changes past 200 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { name: 'Shop By Category' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Search', exact: true })).toHaveCount(0);
    await expect(header.getByTitle('home')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header.getByRole('link', { name: 'Search', exact: true })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-changed', 'true');
  });

  test('the back-style header goes back, or home when there is no history', async ({ page }) => {
    await page.goto('/search');
    const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
    await expect(page.getByRole('banner')).toContainText('Search');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Search products...' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('bottom tabs show only on tab routes; back from the category tab goes to the home tab', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/search');
    await expect(tabs).toHaveCount(0);
    await page.goto('/c/meat');
    await expect(tabs).toHaveCount(0);
    // Reach the category tab by a link inside the app.
    await page.goto('/');
    await tabs.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/tabs\/category$/);
    await expect(tabs.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop shell');

  test('header: top strip, location, counts, Sign In', async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Android/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(header.getByRole('link', { name: /iOS/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(header.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    const location = header.getByRole('button', { name: /Choose your location/ });
    await location.click();
    expect(await events()).toContain('larder:open-location');

    await page.evaluate(() => localStorage.setItem('larder.location', JSON.stringify({ label: 'Leicester LE1 5AA' })));
    await page.reload();
    await expect(header.getByRole('button', { name: /Leicester LE1 5AA/ })).toBeVisible();
  });

  test('the header shrinks past 150 px of scroll: the top strip hides', async ({ page }) => {
    await page.goto('/');
    // The page must be tall enough to scroll 400 px: wait for the home page's sections.
    await expect(page.getByRole('heading', { name: /shop by category/i })).toBeVisible();
    const header = page.getByRole('banner');
    const about = header.getByRole('link', { name: 'About Us' });
    await expect(about).toBeVisible();
    const tall = (await header.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(400);
    await expect(about).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    await expect(about).toBeHidden();
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall - 30);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(about).toBeVisible();
  });

  test('account dropdown for a signed-in customer', async ({ page, request }) => {
    const events = await recordEvents(page);
    await useSession(page, await newCustomer(request, 'shell-dropdown'));
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Amira' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    await expect(page.locator('#account-menu').getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await page.mouse.move(640, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(await events()).toContain('larder:logout');
  });

  test('category bar: hover dropdowns to three levels, all-category panel, scroll arrows, default view', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await bar.getByRole('link', { name: 'Meat', exact: true }).hover();
    await expect(bar.getByRole('link', { name: 'Chicken', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Boneless', exact: true })).toBeVisible();
    await bar.getByRole('link', { name: 'Boneless', exact: true }).hover();
    await expect(bar.getByRole('link', { name: 'Wings & Drumsticks' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(bar.getByRole('link', { name: 'Boneless', exact: true })).toHaveCount(0);

    // Scroll arrows move the strip by 350 px.
    const strip = bar.getByRole('list').first();
    await bar.getByRole('button', { name: 'Scroll categories right' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(350);
    await bar.getByRole('button', { name: 'Scroll categories left' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);

    // The all-category panel opens on click, cascades on hover and closes when the mouse leaves.
    await page.getByRole('button', { name: 'All Categories' }).click();
    const panel = page.locator('#all-categories-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Meat', exact: true }).hover();
    await panel.getByRole('link', { name: 'Beef', exact: true }).hover();
    await expect(panel.getByRole('link', { name: 'Steaks' })).toBeVisible();
    await page.mouse.move(1000, 700);
    await expect(panel).toBeHidden();

    // A category's default view becomes the listing's view.
    await bar.getByRole('link', { name: 'Spices & Masalas' }).click();
    await expect(page).toHaveURL(/\/c\/spices-and-masalas$/);
    expect(await page.evaluate(() => sessionStorage.getItem('larder.view'))).toBe('List View');
  });

  test('floating cart button opens the end menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open cart' }).click();
    const panel = page.getByRole('dialog', { name: 'Cart and wishlist' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('No Cart Items Found!')).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(1280);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('store-download footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Android/ })).toHaveAttribute('href', /play\.google\.com/);
    await expect(footer.getByRole('link', { name: /iOS/ })).toHaveAttribute('href', /apps\.apple\.com/);
  });
});
