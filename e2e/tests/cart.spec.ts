import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, SHOTS, test } from './fixtures';

const isMobile = (project: string) => project === 'mobile';

/** The header's cart link (mobile: the icon link 'Cart'; desktop: 'Cart' in the account nav). */
function headerCart(page: Page, project: string) {
  return isMobile(project)
    ? page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })
    : page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /^Cart/ });
}

function headerWishlist(page: Page, project: string) {
  return isMobile(project)
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Wishlist/ })
    : page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: /^Wishlist/ });
}

const badge = (link: ReturnType<typeof headerCart>) => link.getByTestId('count-badge');
const subtotal = (page: Page) => page.getByTestId('cart-subtotal');
const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });
const alertDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Alert' });

async function addFromListing(page: Page, product: string) {
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await expect(page.getByRole('button', { name: `Increase quantity of ${product}` })).toBeVisible();
}

test('a guest fills the cart from a listing, changes quantities and deletes a line', async ({ page }, info) => {
  const project = info.project.name;
  await page.goto('/c/meat/chicken');
  await page.getByRole('button', { name: 'Add Chicken Thigh Fillets, Skinless to cart' }).click();
  // The toast: 'Added to cart' and the name cut to 20 characters followed by '...'.
  await expect(page.getByText('Added to cart: Chicken Thigh Fillet...')).toBeVisible();
  await expect(badge(headerCart(page, project))).toContainText('(1 item)');
  await addFromListing(page, 'Chicken Curry Pieces, Skinless');
  await expect(badge(headerCart(page, project))).toContainText('(2 items)');
  // The shop's guest reference is kept for the next calls.
  expect(await page.evaluate(() => localStorage.getItem('larder.guest'))).toMatch(/^GC-/);

  await headerCart(page, project).click();
  await expect(page).toHaveURL(/\/yourcart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeAttached();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(subtotal(page)).toHaveText('£12.48');
  if (isMobile(project)) {
    const bill = page.getByRole('region', { name: 'Bill details' });
    await expect(bill).toContainText('Sub Total');
    await expect(bill).toContainText('Calculated at checkout');
    // £12.48 is under the £15.00 minimum: the small-basket charge is a line, and no total leaves it out.
    await expect(bill).toContainText('Small-basket charge');
    await expect(page.getByTestId('basket-hint')).toContainText('Add £2.52 more to avoid the £4.00 small-basket charge');
    await expect(page.getByTestId('bill-total')).toHaveCount(0);
    await expect(page.getByText('2 items')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed To Checkout' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'cart', project);

  // Plus and minus change the line and the totals.
  await page.getByRole('button', { name: 'Increase quantity of Chicken Curry Pieces, Skinless' }).click();
  await expect(subtotal(page)).toHaveText('£17.97');
  await expect(cartLine(page, 'Chicken Curry Pieces').getByTestId('line-total')).toHaveText('£10.98');
  await expect(page.getByText('3 items').first()).toBeAttached();
  await page.getByRole('button', { name: 'Decrease quantity of Chicken Curry Pieces, Skinless' }).click();
  await expect(subtotal(page)).toHaveText('£12.48');

  // Minus at 1 asks first; No keeps the line.
  await page.getByRole('button', { name: 'Decrease quantity of Chicken Thigh Fillets, Skinless' }).click();
  await expect(alertDialog(page)).toContainText('Are you sure want to delete the product?');
  await alertDialog(page).getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // The delete icon asks the same; Yes deletes.
  await page.getByRole('button', { name: 'Delete Chicken Thigh Fillets, Skinless' }).click();
  await expect(alertDialog(page)).toContainText('Are you sure want to delete the product?');
  await alertDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(subtotal(page)).toHaveText('£5.49');

  // The cart is the guest's: it is still there after a reload.
  await page.reload();
  await expect(cartLine(page, 'Chicken Curry Pieces')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // Deleting the last line shows the empty cart.
  await page.getByRole('button', { name: 'Delete Chicken Curry Pieces, Skinless' }).click();
  await alertDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'No Cart Items Found!' })).toBeVisible();
  await expect(page.getByText("Sorry, there're no items in your cart!")).toBeVisible();
});

test('wishlist: hearts from a listing and search, Move All To Cart keeps what cannot move', async ({ page }, info) => {
  const project = info.project.name;
  await page.goto('/c/meat/chicken');
  await page.getByRole('button', { name: 'Add Diced Chicken Breast to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove Diced Chicken Breast from wishlist' })).toBeVisible();
  // A sold-out product can still be wished for.
  await page.goto('/search/goat%20liver');
  await page.getByRole('button', { name: 'Add Goat Liver (Kaleji) to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove Goat Liver (Kaleji) from wishlist' })).toBeVisible();

  await page.goto('/wishlist');
  await expect(badge(headerWishlist(page, project))).toContainText('(2 items)');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite List' })).toBeAttached();
  await expect(page.getByTestId('wishlist-line')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'wishlist', project);

  await page.getByRole('button', { name: 'Move All To Cart' }).click();
  await expect(alertDialog(page)).toContainText('Sorry! no stock available');
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('wishlist-line')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-line')).toContainText('Goat Liver (Kaleji)');
  await expect(badge(headerCart(page, project))).toContainText('(1 item)');

  await page.getByRole('button', { name: 'Remove Goat Liver (Kaleji) from wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'No Wishlist Items!' })).toBeVisible();
  await expect(page.getByText('Sorry, your wishlist is empty!')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wishlist item moves to the cart on its own', async ({ page }, info) => {
  await page.goto('/c/meat/chicken');
  await page.getByRole('button', { name: 'Add Chicken Livers, Trimmed to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove Chicken Livers, Trimmed from wishlist' })).toBeVisible();
  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Add Chicken Livers, Trimmed to cart' }).click();
  await expect(page.getByText('Added to cart: Chicken Livers, Trim...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Wishlist Items!' })).toBeVisible();
  await expect(badge(headerCart(page, info.project.name))).toContainText('(1 item)');
});

test('plus refuses at the maximum order quantity with the shop message', async ({ page }) => {
  await page.goto('/pr/chicken-thigh-fillets-skin-on');
  const qty = page.getByRole('textbox', { name: 'Quantity' });
  await qty.fill('10');
  await qty.press('Enter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart: Chicken Thigh Fillet...')).toBeVisible();

  await page.goto('/yourcart');
  await expect(cartLine(page, 'Chicken Thigh Fillets, Skin On').getByTestId('line-qty')).toContainText('10');
  await page.getByRole('button', { name: 'Increase quantity of Chicken Thigh Fillets, Skin On' }).click();
  await expect(alertDialog(page)).toContainText('Maximum order quantity of Chicken Thigh Fillets, Skin On is 10');
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(cartLine(page, 'Chicken Thigh Fillets, Skin On').getByTestId('line-qty')).toContainText('10');
  await expect(subtotal(page)).toHaveText('£64.90');
});

test('a refused add offers to clear the cart, and Yes clears it and adds again', async ({ page }, info) => {
  // Only 8 of this product are in stock: adding 8 and then 1 more is refused.
  await page.goto('/pr/chicken-breast-steaks-flattened');
  const qty = page.getByRole('textbox', { name: 'Quantity' });
  await qty.fill('8');
  await qty.press('Enter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(badge(headerCart(page, info.project.name))).toContainText('(8 items)');
  await qty.fill('1');
  await qty.press('Enter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(alertDialog(page)).toContainText('Sorry! Available quantity for Chicken Breast Steaks, Flattened is 8');
  await expect(alertDialog(page)).toContainText('Click yes to clear all cart items');
  // The optimistic count went back (the alert hides the rest of the page from the accessibility tree).
  await expect(page.locator('header').getByTestId('count-badge')).toContainText('(8 items)');
  await alertDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(badge(headerCart(page, info.project.name))).toContainText('(1 item)');
});

test('Proceed To Checkout asks a guest to sign in, then goes to /checkout', async ({ page, request }, info) => {
  const project = info.project.name;
  await page.goto('/c/meat/chicken');
  await addFromListing(page, 'Spatchcock Chicken');
  await page.goto('/yourcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.evaluate(() => {
    window.addEventListener('larder:open-login', (e) => {
      (window as unknown as { loginAsked: unknown }).loginAsked = (e as CustomEvent).detail;
    });
  });
  await page.getByRole('button', { name: isMobile(project) ? 'Login' : 'Proceed To Checkout' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loginAsked?: unknown }).loginAsked))
    .toEqual({ redirect: '/checkout' });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // Signing in there lands on /checkout with the guest's cart now the customer's.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `cart-${project}-${stamp}@example.com`;
  const res = await request.post('/api/method/insert_customers', {
    data: { data: { first_name: 'Cart', last_name: 'Tester', email, phone: `07${stamp.slice(-9)}`, pwd: 'Larder2024pass' } },
  });
  expect(res.ok()).toBe(true);
  await dialog.getByLabel('E-mail or phone number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Larder2024pass');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The guest's line is now the customer's: the checkout bills it.
  await expect(page.getByRole('region', { name: 'Bill details' })).toContainText(/Sub Total\s*£6\.99/);

  // Signed in, the cart's button goes straight to /checkout after the stock check.
  await page.goto('/yourcart');
  await page.getByTestId('cart-next').click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the desktop end menu switches between cart and wishlist and resets when closed', async ({ page }, info) => {
  test.skip(isMobile(info.project.name), 'the end-side menu is desktop only');
  await page.goto('/c/meat/chicken');
  await addFromListing(page, 'Chicken Thigh Fillets, Skinless');
  await page.getByRole('button', { name: 'Add Diced Chicken Breast to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove Diced Chicken Breast from wishlist' })).toBeVisible();

  await page.getByRole('button', { name: /^Open cart/ }).click();
  const menu = page.getByRole('dialog', { name: 'Cart and wishlist' });
  await expect(menu.getByRole('tab', { name: /Shopping Cart/ })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tab', { name: /Shopping Cart/ })).toContainText('(1 item)');
  await expect(menu.getByRole('link', { name: 'Chicken Thigh Fillets, Skinless' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/yourcart');
  await expectNoAxeViolations(page, '[role="dialog"]');
  // The menu is fixed to the screen: a screenshot of the screen, not of the whole page.
  await page.screenshot({ path: path.join(SHOTS, 'desktop-end-menu.png') });

  await menu.getByRole('button', { name: 'Increase quantity of Chicken Thigh Fillets, Skinless' }).click();
  await expect(menu.getByRole('tab', { name: /Shopping Cart/ })).toContainText('(2 items)');

  await menu.getByRole('tab', { name: /Wishlist/ }).click();
  await expect(menu.getByRole('link', { name: 'Diced Chicken Breast' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wishlist');
  await page.screenshot({ path: path.join(SHOTS, 'desktop-end-menu-wishlist.png') });

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(menu.getByRole('tab', { name: /Shopping Cart/ })).toHaveAttribute('aria-selected', 'true');
});

test('keyboard: Add turns into a stepper that keeps the focus', async ({ page }) => {
  await page.goto('/c/meat/chicken');
  const add = page.getByRole('button', { name: 'Add Chicken Thigh Fillets, Skinless to cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  const plus = page.getByRole('button', { name: 'Increase quantity of Chicken Thigh Fillets, Skinless' });
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: 'Chicken Thigh Fillets, Skinless' }).getByTestId('line-qty')).toContainText('2');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Decrease quantity of Chicken Thigh Fillets, Skinless' })).toBeFocused();
});

test('pull to refresh reloads the cart on a phone', async ({ page }, info) => {
  test.skip(!isMobile(info.project.name), 'touch pull is for phones');
  await page.goto('/c/meat/chicken');
  await addFromListing(page, 'Spatchcock Chicken');
  await page.goto('/yourcart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });

  // A short pull (under 100 px) does nothing.
  let asked = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/method/get_cartItems')) asked = true;
  });
  await touch('touchStart', 120);
  for (let y = 130; y <= 190; y += 10) await touch('touchMove', y);
  await touch('touchEnd', 190);
  await page.waitForTimeout(300);
  expect(asked).toBe(false);

  // A long one refetches the cart.
  const refetch = page.waitForRequest((r) => r.url().endsWith('/api/method/get_cartItems'));
  await touch('touchStart', 120);
  for (let y = 140; y <= 360; y += 20) await touch('touchMove', y);
  await expect(page.getByText('Release to refresh')).toBeVisible();
  await touch('touchEnd', 360);
  await refetch;
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a line can be given a chosen substitute', async ({ page }) => {
  await page.goto('/c/meat/chicken');
  await addFromListing(page, 'Chicken Thigh Fillets, Skinless');
  await page.goto('/yourcart');
  const line = cartLine(page, 'Chicken Thigh Fillets, Skinless');
  const choice = line.getByRole('combobox', { name: 'If unavailable:' });
  await expect(choice).toHaveValue('best_match');
  await choice.selectOption('no_substitute');
  await expect(choice).toHaveValue('no_substitute');
  await choice.selectOption('specific');
  const dialog = page.getByRole('dialog', { name: 'Choose a substitute' });
  const first = dialog.getByRole('button', { name: /^Choose / }).first();
  const substitute = ((await first.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
  await first.click();
  await expect(dialog).toBeHidden();
  await expect(choice).toHaveValue('specific');
  await expect(line).toContainText(`Substitute: ${substitute}`);
  // It is kept by the shop.
  await page.reload();
  await expect(cartLine(page, 'Chicken Thigh Fillets, Skinless')).toContainText(`Substitute: ${substitute}`);
});
