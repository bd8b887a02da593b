import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';

/**
 * Payments, wallet, reward points and subscription plans with the built-in TEST MODE provider.
 * One customer per project, registered once (the server limits registrations per IP); the tests
 * run in order and build on each other's balance.
 */
test.describe.configure({ mode: 'serial' });

interface Customer {
  api_key: string;
  api_secret: string;
  customer_id: string;
  customer_name: string;
  first_name: string;
  email: string;
}

let customer: Customer;
let api: APIRequestContext;

async function callApi<T = unknown>(name: string, payload: object): Promise<T> {
  const res = await api.post(`/api/method/${name}`, {
    data: payload,
    headers: { authorization: `token ${customer.api_key}:${customer.api_secret}` },
  });
  const body = (await res.json()) as { message: T };
  expect(res.ok(), `${name}: ${JSON.stringify(body)}`).toBe(true);
  return body.message;
}

test.beforeAll(async ({ browserName: _browser }, info) => {
  api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `payments-${info.project.name}-${stamp}@example.com`;
  const res = await api.post('/api/method/insert_customers', {
    data: { data: { first_name: 'Pat', last_name: 'Payer', email, phone: `07${stamp.slice(-9)}`, pwd: 'Larder2024pass' } },
  });
  const m = (await res.json()).message;
  expect(m.status).toBe('success');
  customer = { ...m, email };
});

test.afterAll(async () => {
  await api.dispose();
});

/** Signs the page in as the spec's customer (the session the login form would store). */
async function signIn(page: Page) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('larder.session')) localStorage.setItem('larder.session', JSON.stringify(s));
  }, customer);
}

const sheet = (page: Page) => page.getByRole('dialog');
const balance = (page: Page) => page.getByTestId('wallet-balance');
const alertDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Alert' });

async function fillCard(page: Page, number: string) {
  await sheet(page).getByLabel('Card number').fill(number);
  await sheet(page).getByLabel('Expiry (MM/YY)').fill('12/34');
  await sheet(page).getByLabel('CVV').fill('123');
  await sheet(page).getByLabel('Postal code').fill('E1 6AN');
}

async function startTopUp(page: Page, amount: string, payLabel: string) {
  await page.getByLabel('Enter amount').fill(amount);
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(sheet(page).getByRole('button', { name: payLabel })).toBeVisible();
}

test('tops up the wallet with the test card: the sheet, the balance and the history', async ({ page }, info) => {
  await signIn(page);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(balance(page)).toHaveText('£0.00');
  await expect(page.getByText('No wallet history yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // The deposit field's bounds, as the server checks them.
  await page.getByLabel('Enter amount').fill('2');
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByText('Enter an amount between £5.00 and £500.00')).toBeVisible();
  await page.getByLabel('Enter amount').fill('10.555');
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByText('Amount can have at most two decimals')).toBeVisible();
  await expect(sheet(page)).toHaveCount(0);

  await startTopUp(page, '25.98', 'Pay £25.98');
  const s = sheet(page);
  await expect(s.getByRole('heading', { name: 'Larder' })).toBeVisible();
  await expect(s.getByText('TEST MODE')).toBeVisible();
  await expect(s.getByText('No real money is taken.')).toBeVisible();
  await expect(s.getByText('This payment is secured by')).toContainText('Larder Test Pay');
  await expect(s.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'payments-sheet', info.project.name);
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Tapping the backdrop does not dismiss it.
  await page.mouse.click(8, 8);
  await expect(s).toBeVisible();

  // The fields are checked before anything is sent.
  await s.getByRole('button', { name: 'Pay £25.98' }).click();
  await expect(s.getByText('Enter your card number')).toBeVisible();
  await expect(s.getByText('Enter the postcode')).toBeVisible();
  await expect(s.getByLabel('Card number')).toBeFocused();

  await s.getByRole('button', { name: /Use test card 4242 4242 4242 4242/ }).click();
  await expect(s.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await fillCard(page, '4242424242424242');
  await s.getByRole('button', { name: 'Pay £25.98' }).click();
  await expect(page.getByText('£25.98 added to your wallet')).toBeVisible();
  await expect(sheet(page)).toHaveCount(0);
  await expect(balance(page)).toHaveText('£25.98');
  const entries = page.getByTestId('wallet-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Credited');
  await expect(entries.first()).toContainText('+£25.98');
  await expect(page.getByLabel('Enter amount')).toHaveValue('');
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'payments-wallet', info.project.name);
});

test('a declined card shows the failure in the sheet and leaves the balance', async ({ page }) => {
  await signIn(page);
  await page.goto('/wallet');
  await expect(balance(page)).toHaveText('£25.98');
  await startTopUp(page, '10', 'Pay £10.00');
  await fillCard(page, '4000 0000 0000 0002');
  await sheet(page).getByRole('button', { name: 'Pay £10.00' }).click();
  const failure = sheet(page).getByRole('alert');
  await expect(failure).toContainText('Payment Failed!');
  await expect(failure).toContainText('Your card was declined.');
  await expect(failure).toContainText('3 tries left.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Closing after a failed attempt: the widget closed without success.
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(alertDialog(page)).toContainText('Payment Failed');
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText('£25.98');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
});

test('a card asking for 3-D Secure: the challenge, passed', async ({ page }) => {
  await signIn(page);
  await page.goto('/wallet');
  await startTopUp(page, '10', 'Pay £10.00');
  await fillCard(page, '4000 0027 6000 3184');
  await sheet(page).getByRole('button', { name: 'Pay £10.00' }).click();
  await expect(sheet(page).getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await expect(sheet(page).getByRole('button', { name: 'Fail authentication' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await sheet(page).getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('£10.00 added to your wallet')).toBeVisible();
  await expect(balance(page)).toHaveText('£35.98');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(2);
});

test('a failed 3-D Secure check says the cardholder could not be authenticated', async ({ page }) => {
  await signIn(page);
  await page.goto('/wallet');
  await startTopUp(page, '10', 'Pay £10.00');
  await fillCard(page, '4000 0027 6000 3184');
  await sheet(page).getByRole('button', { name: 'Pay £10.00' }).click();
  await sheet(page).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(sheet(page).getByRole('alert')).toContainText("Payment failed because cardholder couldn't be authenticated");
  // Another card in the same sheet succeeds (a retry).
  await fillCard(page, '4242 4242 4242 4242');
  await sheet(page).getByRole('button', { name: 'Pay £10.00' }).click();
  await expect(balance(page)).toHaveText('£45.98');
});

test('dismissing the sheet cancels the payment', async ({ page }) => {
  await signIn(page);
  await page.goto('/wallet');
  await startTopUp(page, '10', 'Pay £10.00');
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByText('Payment Canceled by User')).toBeVisible();
  await expect(balance(page)).toHaveText('£45.98');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(3);
});

test('reward points: the balance, how they are earned and the history of a paid order', async ({ page }, info) => {
  // An order placed and paid through the API (the checkout journey is tested elsewhere).
  await callApi('insertCartItems', { item_code: 'ITEM-00243', qty: 2 });
  const order = { shipping_method: 'SM-002', payment_method: 'test' };
  const first = await callApi<{ status: boolean; changes: { slot: { next_free: { date: string; slot: string } } | null } | null }>(
    'insert_order',
    { data: order },
  );
  const next = first.changes?.slot?.next_free;
  expect(next, 'a free collection slot').toBeTruthy();
  const placed = await callApi<{ status: boolean; order: { name: string } }>('insert_order', {
    data: { ...order, delivery_slots: [{ date: next!.date, slot: next!.slot }] },
  });
  expect(placed.status).toBe(true);
  const started = await callApi<{ client_data: { payment_ref: string } }>('create_payment', {
    purpose: 'order',
    reference: placed.order.name,
  });
  const confirm = await api.post(`/api/test-provider/payments/${started.client_data.payment_ref}/confirm`, {
    data: { card_number: '4242424242424242', expiry: '12/34', cvc: '123', postal_code: 'E1 6AN' },
  });
  expect((await confirm.json()).status).toBe('succeeded');
  const captured = await callApi<{ status: number }>('update_order_status', {
    order_id: placed.order.name,
    transaction_id: started.client_data.payment_ref,
    capture: 1,
  });
  expect(captured.status).toBe(1);

  await signIn(page);
  await page.goto('/reward-points');
  await expect(page.getByRole('heading', { level: 1, name: 'Reward Points' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('23 points');
  await expect(page.getByText('Worth £0.23 off your shopping')).toBeVisible();
  await expect(page.getByText('for every £1 you spend')).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${placed.order.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'payments-reward-points', info.project.name);
});

test('buys the Delivery Saver plan, then cannot buy it again', async ({ page }, info) => {
  await signIn(page);
  await page.goto('/subscribe-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  const saver = page.getByRole('radio', { name: /^Delivery Saver £4\.99 \/ month/ });
  await expect(saver).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Delivery Saver Annual/ })).toBeVisible();
  await expect(page.getByText('Plan Features:')).toHaveCount(0);
  // Buy Now needs a plan.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Please choose a plan')).toBeVisible();
  await saver.check();
  await expect(page.getByRole('heading', { name: 'Plan Features:' })).toBeVisible();
  await expect(page.getByText('Free delivery on every order over £25')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'payments-subscribe-plan', info.project.name);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(sheet(page).getByRole('button', { name: 'Pay £4.99' })).toBeVisible();
  await expect(sheet(page).getByText('Subscription · £4.99')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await sheet(page).getByRole('button', { name: 'Pay £4.99' }).click();
  await expect(alertDialog(page)).toContainText('Subscription is sucessfully completed.');
  await alertDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  const mine = page.getByTestId('subscription').filter({ hasText: 'Delivery Saver' });
  await expect(mine).toContainText('Active');
  await expect(mine.getByRole('button', { name: /^Renew/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The plan held shows as held and cannot be chosen again (issue 17).
  await page.goto('/subscribe-plan?plan=PLAN-001');
  const held = page.getByRole('radio', { name: /^Delivery Saver £4\.99 \/ month Your plan/ });
  await expect(held).toBeDisabled();
  await expect(held).not.toBeChecked();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Please choose a plan')).toBeVisible();
  await expect(sheet(page)).toHaveCount(0);
});

test('a guest is asked to sign in', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Sign in to use your wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/subscribe-plan');
  await page.getByRole('radio', { name: /^Delivery Saver £4\.99/ }).check();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
