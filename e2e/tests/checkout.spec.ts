import type { APIRequestContext, Page } from '@playwright/test';
import {
  E1_ADDRESS,
  expect,
  expectNoAxeViolations,
  newCustomer,
  readyForCheckout,
  shot,
  test,
  type TestSession,
  useSession,
} from './fixtures';

// One customer per project (registrations are rate-limited); the tests share it in order.
test.describe.configure({ mode: 'serial' });

let customer: TestSession;
const auth = () => ({ authorization: `token ${customer.api_key}:${customer.api_secret}` });
const isMobile = (project: string) => project === 'mobile';

async function api(request: APIRequestContext, name: string, data: object) {
  const res = await request.post(`/api/method/${name}`, { headers: auth(), data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message;
}

/** A fresh cart of £33.84 (3 × Diced Chicken Breast £4.79, 3 × Cod Loins £6.49; both well stocked) for the customer. */
async function fillCart(request: APIRequestContext) {
  await api(request, 'clear_cartitem', {});
  await api(request, 'remove_coupon', {});
  for (const item_code of ['ITEM-00005', 'ITEM-00095'])
    expect((await api(request, 'insertCartItems', { item_code, qty: 3 })).status).toBe('success');
}

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'checkout');
  const added = await api(request, 'insert_address', {
    data: E1_ADDRESS,
  });
  expect(added.status).toBe('success');
});

test.beforeEach(async ({ page }) => {
  await useSession(page, customer);
});

/**
 * Delivery and a slot. Mobile follows the bottom bar's next step (the slot modal starts with the
 * method); desktop picks the method on the page, then opens the modal.
 */
async function chooseDeliverySlot(page: Page, project: string) {
  if (isMobile(project)) {
    await page.getByRole('button', { name: 'Choose Delivery Slot' }).click();
  } else {
    await page
      .getByRole('group', { name: 'Delivery method' })
      .getByRole('radio', { name: /^Delivery/ })
      .check();
    await page.getByRole('button', { name: 'Choose a slot' }).click();
  }
  const modal = page.getByRole('dialog', { name: 'Choose a delivery slot' });
  await expect(modal).toBeVisible();
  if (isMobile(project)) {
    // Without a method the button asks for it, and pressing it warns in red.
    await modal.getByRole('button', { name: 'Choose Delivery method' }).click();
    await expect(modal.getByRole('alert')).toHaveText('please choose Shipping Method');
    await modal.getByText('Delivery', { exact: true }).click();
  }
  await expect(modal.getByRole('button', { name: 'Choose Delivery date' })).toBeVisible();
  await modal.getByRole('group', { name: '2. Delivery date' }).locator('label:has(input:not([disabled]))').first().click();
  await modal.getByRole('button', { name: 'Choose Delivery slot time' }).click();
  await expect(modal.getByRole('alert')).toHaveText('please choose Delivery slot time');
  await modal.getByRole('group', { name: '3. Delivery time' }).locator('label:has(input:not([disabled]))').first().click();
  await expect(modal.getByText(/^Held for you:/)).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  // The server holds the slot; the countdown shows how long.
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  await expect(page.getByTestId('hold-countdown').getByRole('timer')).toHaveText(/^\d{1,3}:\d{2}$/);
}

/** Desktop places from /checkout; mobile goes on to the review at /order-summary and places there. */
async function placeOrder(page: Page, project: string, check = false) {
  if (isMobile(project)) {
    await page.getByRole('button', { name: 'Proceed To Pay' }).click();
    await expect(page).toHaveURL(/\/order-summary$/);
    await expect(page.getByTestId('chosen-slot')).toBeVisible();
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    if (check) {
      await expect(page.getByTestId('bill-total')).toHaveText('£33.95');
      await expectNoAxeViolations(page);
      await shot(page, 'order-summary', project);
    }
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
}

async function payByCard(page: Page, number: string) {
  const sheet = page.getByRole('dialog', { name: 'Larder' });
  await expect(sheet.getByText('TEST MODE')).toBeVisible();
  await sheet.getByLabel('Card number').fill(number);
  await sheet.getByLabel('Expiry (MM/YY)').fill('12/30');
  await sheet.getByLabel('CVV').fill('123');
  await sheet.getByLabel('Postal code').fill('E1 6AN');
  await sheet.getByRole('button', { name: /^Pay £/ }).click();
  return sheet;
}

test('checkout with WELCOME10 and a card, the thank-you page, my orders, then cancel with a refund', async ({ page, request }, info) => {
  const project = info.project.name;
  await fillCart(request);
  // From the cart, as shoppers come.
  await page.goto('/yourcart');
  await page.getByTestId('cart-next').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeAttached();

  // 1. The default address is chosen.
  await expect(page.getByRole('radio', { name: /Amira Khan.*12 Commercial Street/ })).toBeChecked();
  // 2–3. Delivery and a slot (held, with a countdown).
  await chooseDeliverySlot(page, project);
  await expect(page.getByTestId('bill-delivery')).toHaveText('£3.49');
  await expect(page.getByTestId('bill-subtotal')).toHaveText('£33.84');

  // 4. WELCOME10: the server's discount shows in the bill.
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText('WELCOME10 applied');
  // The shop's notice for the code arrives as a toast; the accessibility check below reads it.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '10% off your first order' })).toBeVisible();
  await expect(page.getByTestId('bill-discount')).toHaveText('−£3.38');
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(page.getByTestId('bill-total').first()).toHaveText('£33.95');
  if (isMobile(project)) await expect(page.getByTestId('bar-total')).toHaveText('£33.95');

  // 5. Card is the first way to pay.
  await expect(page.getByRole('radio', { name: /Card \(TEST MODE\)/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, 'checkout', project);

  await placeOrder(page, project, true);
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/thankyou\/ORD-\d+$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-slot')).toBeVisible();
  await expect(page.getByTestId('points-earned')).toContainText('reward points');
  await expect(page.getByTestId('bill-total')).toHaveText('£33.95');
  await expectNoAxeViolations(page);
  await shot(page, 'thankyou', project);

  // Back does not return to the checkout.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/(checkout|order-summary)$/);

  // My orders lists it.
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Placed');
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');
  await expectNoAxeViolations(page);
  await shot(page, 'my-orders', project);

  // Its detail: lines, slot, bill, timeline.
  await card.getByRole('link', { name: `Order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('bill-paid')).toHaveText('£33.95');
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Placed');
  await expectNoAxeViolations(page);
  await shot(page, 'order-detail', project);

  // Cancel: asked first; the refund is shown.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
  await confirm.getByLabel('Ordered by mistake').check();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order Cancel Successfully')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-outcome')).toContainText('Refund: £33.95');
  await expect(page.getByTestId('refund-outcome')).toContainText('back to your card');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'order-cancelled', project);
});

test('a declined card leaves the order unpaid; Pay now then pays it', async ({ page, request }, info) => {
  const project = info.project.name;
  await fillCart(request);
  await page.goto('/checkout');
  await chooseDeliverySlot(page, project);
  await placeOrder(page, project);

  const sheet = await payByCard(page, '4000 0000 0000 0002');
  await expect(sheet.getByRole('alert')).toContainText('Payment Failed!');
  await sheet.getByRole('button', { name: 'Close' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Alert' });
  await expect(alert).toContainText('Payment Failed');
  await alert.getByRole('button', { name: 'OK' }).click();

  // The order is placed and waits for its payment.
  await expect(page).toHaveURL(/\/order-detail\/ORD-\d+$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('payment-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('unpaid')).toContainText('£37.33');
  await expect(page.getByTestId('bill-outstanding')).toHaveText('£37.33');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/thankyou/${orderId}$`));
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});

test('an invalid coupon shows the shop’s message', async ({ page, request }, info) => {
  await fillCart(request);
  await page.goto('/checkout');
  await expect(page.getByTestId('bill-subtotal')).toHaveText('£33.84');

  // Empty: the spec's alert.
  await page.getByRole('button', { name: 'Apply' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Alert' });
  await expect(alert).toContainText('Please Enter Coupon Code');
  await alert.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Coupon code').fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(alert).toContainText('Invalid Coupon Code');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('coupon-problem')).toHaveText('Invalid Coupon Code');

  // A real code the basket does not qualify for: the server says why.
  await page.getByLabel('Coupon code').fill('SAVE5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(alert).toContainText('The minimum order value must be £40.00 to apply this coupon');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('bill-discount')).toHaveCount(0);
  await shot(page, 'checkout-coupon-refused', info.project.name);
});

test('Place Order waits for the bill: a click while it loads is kept, and the order is placed once it shows', async ({
  page,
  request,
}, info) => {
  test.skip(isMobile(info.project.name), 'a phone places the order from /order-summary, after the bill has loaded on /checkout');
  await fillCart(request);
  await readyForCheckout(page, request, customer);
  let release!: () => void;
  const billHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/method/get_checkout_summary', async (route) => {
    await billHeld;
    await route.continue();
  });
  const placing: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/method/insert_order') && placing.push(r.url()));
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Taken, not lost: the button says so, and nothing is placed before the shopper has a bill.
  await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeVisible();
  await shot(page, 'checkout-bill-loading', info.project.name);
  expect(placing).toHaveLength(0);
  release();
  const total = await page.getByTestId('bill-total').first().textContent();
  const sheet = page.getByRole('dialog', { name: 'Larder' });
  await expect(sheet.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  expect(placing).toHaveLength(1);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/thankyou\/ORD-\d+$/);
});
