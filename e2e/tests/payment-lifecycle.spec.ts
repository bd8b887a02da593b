import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  E1_ADDRESS,
  expect,
  expectNoAxeViolations,
  newCustomer,
  newStaff,
  readyForCheckout,
  shot,
  SHOTS,
  type StaffTestSession,
  test,
  type TestSession,
  useSession,
  useStaffSession,
} from './fixtures';

/**
 * The money lifecycle as the shopper and the owner see it (issue 14, decision 007): the small-basket
 * hint in the cart, an abandoned card sheet leaving the order waiting for its payment (Pay now, Back
 * to basket, the empty cart pointing at it), the bill saying what the card is charged after points
 * and wallet, and the console keeping unpaid card orders out of revenue and the confirm queue.
 * One customer and one owner per project, made once; the tests run in order.
 */
test.describe.configure({ mode: 'serial' });

let customer: TestSession;
let owner: StaffTestSession & { password: string };
const isMobile = (project: string) => project === 'mobile';
const ownerToken = () => `${owner.api_key}:${owner.api_secret}`;

async function api<T = Record<string, unknown>>(request: APIRequestContext, name: string, data: object, token?: string): Promise<T> {
  const auth = token ?? `${customer.api_key}:${customer.api_secret}`;
  const res = await request.post(`/api/method/${name}`, { headers: { authorization: `token ${auth}` }, data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message as T;
}

/** A fresh cart of the given lines, no coupon. */
async function fillCart(request: APIRequestContext, lines: [string, number][]) {
  await api(request, 'clear_cartitem', {});
  await api(request, 'remove_coupon', {});
  for (const [item_code, qty] of lines) expect((await api(request, 'insertCartItems', { item_code, qty })).status).toBe('success');
}

/** £33.84: 3 × Diced Chicken Breast £4.79, 3 × Cod Loins £6.49 (both well stocked); £37.33 with delivery. */
const BASKET: [string, number][] = [
  ['ITEM-00005', 3],
  ['ITEM-00095', 3],
];

/** From the checkout to the card sheet: desktop places from /checkout, mobile from the review at /order-summary. */
async function placeOrder(page: Page, project: string) {
  if (isMobile(project)) {
    await page.getByRole('button', { name: 'Proceed To Pay' }).click();
    await expect(page).toHaveURL(/\/order-summary$/);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sheet = page.getByRole('dialog', { name: 'Larder' });
  await expect(sheet.getByText('TEST MODE')).toBeVisible();
  return sheet;
}

async function payWithTestCard(page: Page, amount: string) {
  const sheet = page.getByRole('dialog', { name: 'Larder' });
  await expect(sheet.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
  await sheet.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ }).click();
  await sheet.getByLabel('Expiry (MM/YY)').fill('12/34');
  await sheet.getByLabel('CVV').fill('123');
  await sheet.getByLabel('Postal code').fill('E1 6AN');
  await sheet.getByRole('button', { name: `Pay ${amount}` }).click();
}

/** Places a card order and closes the sheet: the shopper lands on the order, placed and unpaid. */
async function placeAndAbandon(page: Page, request: APIRequestContext, project: string): Promise<string> {
  await fillCart(request, BASKET);
  await readyForCheckout(page, request, customer);
  await page.goto('/checkout');
  await expect(page.getByTestId('bill-to-pay').first()).toHaveText('£37.33');
  const sheet = await placeOrder(page, project);
  await expect(sheet.getByRole('button', { name: 'Pay £37.33' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/order-detail\/ORD-\d+$/);
  return page.url().split('/').pop()!;
}

/** "3:45pm" on the browser's clock, as the page writes an ISO time. */
function clockOf(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => {
    const parts = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(new Date(at));
    const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    return `${Number(part('hour')) || 12}:${part('minute')}${part('dayPeriod')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}`;
  }, iso);
}

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'money');
  const added = await api<{ status: string }>(request, 'insert_address', {
    data: E1_ADDRESS,
  });
  expect(added.status).toBe('success');
  owner = await newStaff(request, 'owner', 'money-owner');
});

/** The shop's switches before the points-and-wallet journey changes them; put back afterwards for later journeys. */
let switches: { enable_reward_points: number; enable_wallet: number } | null = null;

test.afterAll(async ({ request }) => {
  if (owner && switches) await api(request, 'admin_save_settings', switches, ownerToken());
});

test.beforeEach(async ({ page }) => {
  await useSession(page, customer);
});

test('the cart shows how much more avoids the small-basket charge under £15, and nothing above', async ({ page, request }, info) => {
  const project = info.project.name;
  // One Diced Chicken Breast, £4.79: £10.21 short of the £15.00 minimum.
  await fillCart(request, [['ITEM-00005', 1]]);
  await page.goto('/yourcart');
  const hint = page.getByTestId('basket-hint');
  await expect(hint).toContainText('Add £10.21 more to avoid the £4.00 small-basket charge');
  await expect(page.getByTestId('basket-charge')).toHaveText('£4.00');
  if (isMobile(project)) {
    // In the bill, as a line; no total that would leave the charge out.
    await expect(page.getByRole('region', { name: 'Bill details' })).toContainText('Small-basket charge');
    await expect(page.getByTestId('bill-total')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'money-cart-small-basket', project);

  // Desktop: the mini cart in the end-side menu says the same.
  if (!isMobile(project)) {
    await page.goto('/c/meat/chicken');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    const menu = page.getByRole('dialog', { name: 'Cart and wishlist' });
    await expect(menu.getByTestId('basket-hint')).toContainText('Add £10.21 more to avoid the £4.00 small-basket charge');
    await expect(menu.getByTestId('basket-charge')).toHaveText('£4.00');
    await expectNoAxeViolations(page, '[role="dialog"]');
    // The menu is fixed to the screen: a screenshot of the screen, not of the whole page.
    await page.screenshot({ path: path.join(SHOTS, `${project}-money-mini-cart-small-basket.png`) });
    await page.keyboard.press('Escape');
    await page.goto('/yourcart');
  }

  // Two more (3 × £4.79 = £14.37): still short, by the server's new figure.
  await page.getByRole('button', { name: 'Increase quantity of Diced Chicken Breast' }).click();
  await page.getByRole('button', { name: 'Increase quantity of Diced Chicken Breast' }).click();
  await expect(hint).toContainText('Add £0.63 more to avoid the £4.00 small-basket charge');
  // One more (£19.16): over the minimum, the hint and the charge go.
  await page.getByRole('button', { name: 'Increase quantity of Diced Chicken Breast' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('£19.16');
  await expect(hint).toHaveCount(0);
  await expect(page.getByTestId('basket-charge')).toHaveCount(0);
  if (isMobile(project)) await expect(page.getByTestId('bill-total')).toHaveText('£19.16');
  await shot(page, 'money-cart-over-minimum', project);
});

test('a closed card sheet leaves the order waiting; the empty cart points to it; Pay now with 4242 pays it', async ({
  page,
  request,
}, info) => {
  const project = info.project.name;
  const orderId = await placeAndAbandon(page, request, project);

  const order = await api<{ awaiting_payment: boolean; expires_at: string | null; outstanding_amount: number }>(
    request,
    'get_order_details',
    { order_id: orderId },
  );
  expect(order).toMatchObject({ awaiting_payment: true, outstanding_amount: 37.33 });
  expect(order.expires_at).toBeTruthy();
  const by = await clockOf(page, order.expires_at!);
  // ~30 minutes from now.
  expect(Date.parse(order.expires_at!) - Date.now()).toBeGreaterThan(25 * 60_000);

  const panel = page.getByTestId('unpaid');
  await expect(panel.getByRole('heading', { name: 'Waiting for your card payment' })).toBeVisible();
  await expect(page.getByTestId('awaiting-deadline')).toHaveText(`Pay by ${by} or it will be cancelled and your basket returned.`);
  await expect(panel).toContainText('To pay by card: £37.33');
  await expect(page.getByTestId('payment-status')).toHaveText('Awaiting payment');
  await expect(panel.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Back to basket' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'money-order-awaiting-payment', project);

  // The order list marks it; the empty cart says where the basket went.
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(card.getByTestId('payment-status')).toHaveText('Awaiting payment');
  await shot(page, 'money-my-orders-awaiting', project);
  await page.goto('/yourcart');
  await expect(page.getByRole('heading', { name: 'No Cart Items Found!' })).toBeVisible();
  const notice = page.getByTestId('awaiting-order');
  await expect(notice).toContainText(`Your basket is in order ${orderId}, waiting for its card payment of £37.33 — pay by ${by}`);
  await expectNoAxeViolations(page);
  await shot(page, 'money-empty-cart-awaiting', project);
  await notice.getByRole('link', { name: `Go to order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));

  await page.getByTestId('unpaid').getByRole('button', { name: 'Pay now' }).click();
  await payWithTestCard(page, '£37.33');
  await expect(page).toHaveURL(new RegExp(`/thankyou/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await page.goto(`/order-detail/${orderId}`);
  await expect(page.getByTestId('bill-paid')).toHaveText('£37.33');
  await expect(page.getByTestId('unpaid')).toHaveCount(0);

  // Paid, then cancelled: the refund is what went back (the order keeps nothing).
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${orderId}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-outcome')).toContainText('Refund: £37.33');
  await expect(page.getByTestId('refund-outcome')).toContainText('back to your card');
  await expect(page.getByTestId('bill-refunded')).toHaveText('£37.33');
  await expectNoAxeViolations(page);
  await shot(page, 'money-paid-then-cancelled', project);
});

test('a closed card sheet, then Back to basket: the order is cancelled and its lines are in the cart again', async ({
  page,
  request,
}, info) => {
  const project = info.project.name;
  const orderId = await placeAndAbandon(page, request, project);

  await page.getByTestId('unpaid').getByRole('button', { name: 'Back to basket' }).click();
  const ask = page.getByRole('dialog', { name: 'Back to basket?' });
  await expect(ask).toContainText(`Order ${orderId} is cancelled and its items go back in your basket`);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shot(page, 'money-back-to-basket-dialog', project);
  // Keep order closes it and changes nothing.
  await ask.getByRole('button', { name: 'Keep order' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('unpaid')).toBeVisible();

  await page.getByTestId('unpaid').getByRole('button', { name: 'Back to basket' }).click();
  await page.getByRole('dialog', { name: 'Back to basket?' }).getByRole('button', { name: 'Back to basket' }).click();
  await expect(page).toHaveURL(/\/yourcart$/);
  await expect(page.getByText('Your basket is back in the cart')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Diced Chicken Breast' })).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Cod Loins' })).toBeVisible();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('£33.84');
  await expect(page.getByTestId('awaiting-order')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'money-back-in-cart', project);

  const order = await api<{ status: string; awaiting_payment: boolean }>(request, 'get_order_details', { order_id: orderId });
  expect(order).toMatchObject({ status: 'Cancelled', awaiting_payment: false });
});

test('with points and the wallet, the bill says what the card pays before the sheet opens, and the sheet charges exactly that', async ({
  page,
  request,
}, info) => {
  const project = info.project.name;
  // The shop runs reward points and its wallet (the console's store settings).
  const was = await api<{ enable_reward_points: number; enable_wallet: number }>(request, 'admin_settings', {}, ownerToken());
  switches = { enable_reward_points: was.enable_reward_points, enable_wallet: was.enable_wallet };
  const settings = await api<{ enable_reward_points: number; enable_wallet: number }>(
    request,
    'admin_save_settings',
    { enable_reward_points: 1, enable_wallet: 1 },
    ownerToken(),
  );
  expect(settings).toMatchObject({ enable_reward_points: 1, enable_wallet: 1 });
  const stamp = `${Date.now()}${project}`;
  await api(
    request,
    'admin_adjust_points',
    { customer_id: customer.customer_id, points: 500, reason: 'Loyalty welcome', request_id: `pts-${stamp}` },
    ownerToken(),
  );
  await api(
    request,
    'admin_adjust_wallet',
    { customer_id: customer.customer_id, amount: 10, reason: 'Goodwill credit', request_id: `wal-${stamp}` },
    ownerToken(),
  );

  await fillCart(request, BASKET);
  await readyForCheckout(page, request, customer);
  await page.goto('/checkout');
  await expect(page.getByTestId('bill-total').first()).toHaveText('£37.33');
  await expect(page.getByTestId('bill-to-pay').first()).toHaveText('£37.33');

  // 500 points (£5.00, within the shop's half-of-the-order cap) and £10.00 from the wallet.
  await page.getByRole('checkbox', { name: /Use 500 points \(−£5\.00\)/ }).check();
  await expect(page.getByTestId('bill-points').first()).toHaveText('−£5.00');
  await expect(page.getByText('Paid with points (500)').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Use my wallet balance \(£10\.00\)/ }).check();
  await expect(page.getByTestId('bill-wallet').first()).toHaveText('−£10.00');
  await expect(page.getByText('From your wallet').first()).toBeVisible();
  // £37.33 − £5.00 − £10.00, as the server splits it.
  await expect(page.getByText('To pay by card').first()).toBeVisible();
  await expect(page.getByTestId('bill-to-pay').first()).toHaveText('£22.33');
  await expectNoAxeViolations(page);
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await shot(page, 'money-checkout-points-wallet', project);

  if (isMobile(project)) {
    // The bottom bar says it too (a picture of the screen: the bar is fixed to it).
    await expect(page.getByTestId('bar-to-pay')).toHaveText('To pay by card: £22.33');
    await page.getByTestId('bill-to-pay').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${project}-money-checkout-bar.png`) });
    await page.getByRole('button', { name: 'Proceed To Pay' }).click();
    await expect(page).toHaveURL(/\/order-summary$/);
    await expect(page.getByTestId('bill-to-pay')).toHaveText('£22.33');
    await shot(page, 'money-order-summary-points-wallet', project);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Larder' }).getByRole('button', { name: 'Pay £22.33' })).toBeVisible();
  await shot(page, 'money-sheet-to-pay', project);
  await payWithTestCard(page, '£22.33');
  await expect(page).toHaveURL(/\/thankyou\/ORD-\d+$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');

  const order = await api(request, 'get_order_details', { order_id: orderId });
  expect(order).toMatchObject({
    total_amount: 37.33,
    points_redeemed: 500,
    points_amount: 5,
    wallet_amount: 10,
    paid_amount: 37.33,
    outstanding_amount: 0,
  });
});

test('the console: an unpaid card order is under Awaiting payment, not in revenue, and cannot be confirmed', async ({
  page,
  request,
}, info) => {
  const project = info.project.name;
  type Dashboard = { today: { revenue: number; to_collect: number; awaiting_payment: number; awaiting_confirmation: number } };
  const before = await api<Dashboard>(request, 'admin_dashboard', {}, ownerToken());

  // A card order placed and never paid (the sheet abandoned), through the storefront's API.
  await fillCart(request, BASKET);
  const choice = { shipping_method: 'SM-002', payment_method: 'test' };
  const first = await api<{ changes: { slot: { next_free: { date: string; slot: string } | null } | null } | null }>(
    request,
    'insert_order',
    {
      data: choice,
    },
  );
  const next = first.changes?.slot?.next_free;
  expect(next, 'a free collection slot').toBeTruthy();
  const placed = await api<{ status: boolean; order: { name: string; awaiting_payment: boolean } }>(request, 'insert_order', {
    data: { ...choice, delivery_slots: [{ date: next!.date, slot: next!.slot }] },
  });
  expect(placed.status).toBe(true);
  expect(placed.order.awaiting_payment).toBe(true);
  const orderId = placed.order.name;

  const after = await api<Dashboard>(request, 'admin_dashboard', {}, ownerToken());
  expect(after.today.awaiting_payment).toBe(before.today.awaiting_payment + 1);
  expect(after.today.revenue).toBe(before.today.revenue);
  expect(after.today.awaiting_confirmation).toBe(before.today.awaiting_confirmation);

  await useStaffSession(page, owner);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const stats = page.getByTestId('dashboard-stats');
  const money = (n: number) => `£${n.toFixed(2)}`;
  await expect(stats.getByRole('link', { name: /^Awaiting payment/ })).toContainText(String(after.today.awaiting_payment));
  await expect(stats.getByText('Revenue today').locator('..')).toContainText(money(after.today.revenue));
  await expect(stats.getByText('To collect').locator('..')).toContainText(money(after.today.to_collect));
  await expect(stats.getByRole('link', { name: /^Awaiting confirmation/ })).toHaveAttribute('href', '/admin/orders?queue=to_confirm');
  await expectNoAxeViolations(page);
  await shot(page, 'money-admin-dashboard', project);

  await stats.getByRole('link', { name: /^Awaiting payment/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?queue=awaiting_payment$/);
  await expect(page.getByRole('group', { name: 'Queue' }).getByRole('button', { name: 'Awaiting payment' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = isMobile(project)
    ? page.getByRole('link', { name: new RegExp(orderId) })
    : page.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('Awaiting payment');
  await expectNoAxeViolations(page);
  await shot(page, 'money-admin-awaiting-payment', project);

  // The confirm queue does not hold it.
  await page.getByRole('group', { name: 'Queue' }).getByRole('button', { name: 'To confirm' }).click();
  await expect(page).toHaveURL(/[?&]queue=to_confirm/);
  await expect(page.getByRole('link', { name: orderId, exact: true })).toHaveCount(0);

  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
  await expect(page.getByTestId('awaiting-payment-reason')).toContainText(
    'Waiting for the card payment: it can be confirmed once it is paid',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'money-admin-order-awaiting', project);
});
