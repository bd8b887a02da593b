import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  newCustomer,
  newStaff,
  shot,
  test,
  type TestSession,
  useSession,
  useStaffSession,
} from './fixtures';

/** Issue 17, items 4 (cancel a subscription; the plan held shows as held) and 10 (review and question moderation). */

async function as<T>(request: APIRequestContext, token: { api_key: string; api_secret: string } | null, name: string, data: unknown) {
  const res = await request.post(`/api/method/${name}`, {
    data,
    headers: token ? { authorization: `token ${token.api_key}:${token.api_secret}` } : {},
  });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { message: T }).message;
}

/** The monthly Delivery Saver bought and paid with the test card, through the API. */
async function subscribed(request: APIRequestContext, s: TestSession): Promise<string> {
  const sub = await as<{ order: { name: string }; subscription: { current_period_end: string | null } }>(
    request,
    s,
    'insert_web_subscription',
    {
      subscription_plan: 'PLAN-001',
    },
  );
  const started = await as<{ client_data: { payment_ref: string } }>(request, s, 'create_payment', {
    purpose: 'subscription',
    reference: sub.order.name,
  });
  const ref = started.client_data.payment_ref;
  const paid = await request.post(`/api/test-provider/payments/${ref}/confirm`, {
    data: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postal_code: 'E1 6AN' },
  });
  expect(paid.ok()).toBe(true);
  await as(request, s, 'update_order_status', { order_id: sub.order.name, transaction_id: ref, capture: 1 });
  const mine = await as<{ status: string; current_period_end: string }[]>(request, s, 'get_customer_plan_based_subscritpions', {});
  expect(mine[0]?.status).toBe('Active');
  return mine[0]!.current_period_end;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${iso}T12:00:00`));

test('a subscriber sees the plan held as held and cancels it: it ends with the paid period', async ({ page, request }, info) => {
  const s = await newCustomer(request, 'issue17-sub', 'Cora', 'Cancel');
  const end = await subscribed(request, s);
  await useSession(page, s);
  await page.goto('/subscriptions');
  const mine = page.getByTestId('subscription').filter({ hasText: 'Delivery Saver' });
  await expect(mine).toContainText(`Active until ${day(end)}`);
  // The plan held is not offered again; the other plan still is.
  const saver = page.getByRole('article', { name: 'Delivery Saver', exact: true });
  await expect(saver.getByRole('button', { name: 'Your plan' })).toBeDisabled();
  await expect(saver.getByRole('link', { name: /Choose plan/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Choose plan ?: Delivery Saver Annual/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'issue17-subscriptions-held', info.project.name);

  await mine.getByRole('button', { name: 'Cancel Delivery Saver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Delivery Saver?' });
  await expect(dialog).toContainText(`You keep its benefits until ${day(end)}`);
  await expectNoAxeViolations(page);
  await shot(page, 'issue17-subscriptions-cancel-confirm', info.project.name);
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(dialog).toBeHidden();

  const ends = `Your plan ends on ${day(end)}; you keep its benefits until then.`;
  await expect(page.getByRole('status').filter({ hasText: 'Delivery Saver is cancelled and will not renew.' })).toBeVisible();
  await expect(mine).toContainText(ends);
  await expect(mine).toContainText('Active');
  await expect(mine.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'issue17-subscriptions-cancelled', info.project.name);

  // Still the plan held until it ends: it cannot be chosen again meanwhile.
  await page.goto('/subscribe-plan?plan=PLAN-001');
  await expect(page.getByRole('radio', { name: /^Delivery Saver £4\.99 \/ month Your plan · ends/ })).toBeDisabled();
  await shot(page, 'issue17-subscribe-plan-held', info.project.name);
});

test('a manager approves a review (it shows on the product) and answers a question', async ({ page, request }, info) => {
  const listing = await as<{ products: { route: string; item: string }[] }>(request, null, 'get_category_products', {
    route: 'meat',
    page_len: 20,
  });
  const product = listing.products[0]!;
  const shopper = await newCustomer(request, 'issue17-review', 'Rhys', 'Reviewer');
  const title = `Juicy and tender ${info.project.name} ${Date.now().toString(36)}`;
  const posted = await as<{ review: { is_approved: number } }>(request, shopper, 'insert_review', {
    data: { product: product.route, rating: 4, title, message: 'Cooked it slowly; it fell off the bone.' },
  });
  expect(posted.review.is_approved).toBe(0);
  const question = `Can it be frozen? (${info.project.name} ${Date.now().toString(36)})`;
  await as(request, null, 'insert_questionaproduct', {
    data: { product: product.route, sender_name: 'Rhys', sender_email: shopper.email, question },
  });

  const manager = await newStaff(request, 'manager', 'issue17-reviews');
  await useStaffSession(page, manager);
  await page.goto('/admin');
  if (info.project.name === 'desktop') await page.getByRole('link', { name: 'Reviews' }).click();
  else await page.goto('/admin/reviews');
  await expect(page).toHaveURL(/\/admin\/reviews\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews and questions' })).toBeVisible();
  const review = page.getByTestId('admin-review').filter({ hasText: title });
  await expect(review).toContainText('Waiting');
  await expect(review).toContainText(product.item);
  await expectNoAxeViolations(page);
  await shot(page, 'issue17-admin-reviews', info.project.name);
  await review.getByRole('button', { name: /^Approve the review/ }).click();
  await expect(page.getByText(`Approved: it now shows on ${product.item}`)).toBeVisible();
  await expect(review).toHaveCount(0);
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(page.getByTestId('admin-review').filter({ hasText: title })).toContainText('Approved');

  await page.getByRole('link', { name: /^Questions/ }).click();
  const asked = page.getByTestId('admin-question').filter({ hasText: question });
  await expect(asked).toContainText('Waiting');
  await asked.getByLabel('Answer').fill('Yes: freeze it on the day you get it and use it within three months.');
  await expectNoAxeViolations(page);
  await shot(page, 'issue17-admin-questions', info.project.name);
  await asked.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(`Answer sent to ${shopper.email.toLowerCase()}`)).toBeVisible();
  await expect(asked).toHaveCount(0);
  await page.getByRole('button', { name: /^Answered/ }).click();
  await expect(page.getByTestId('admin-question').filter({ hasText: question })).toContainText('freeze it on the day');

  await page.goto(`/pr/${product.route}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
