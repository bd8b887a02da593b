import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  E1_ADDRESS,
  expect,
  expectNoAxeViolations,
  newCustomer,
  newStaff,
  shot,
  type StaffTestSession,
  test,
  type TestSession,
  useSession,
  useStaffSession,
} from './fixtures';

/**
 * The console's orders journey: an owner signs in through the login form, confirms and packs a
 * placed order (the customer's order page follows), prints the pick list for the order's slot,
 * downloads it as CSV, opens the packing slips, edits lines and cancels; a picker sees neither
 * Cancel nor the staff pages. One customer and one owner per project, made once.
 */
test.describe.configure({ mode: 'serial' });

let customer: TestSession;
let owner: StaffTestSession & { password: string };
let order: { id: string; date: string; slot: string };
let addressId: string;

async function api<T = Record<string, unknown>>(request: APIRequestContext, name: string, data: object, token?: string): Promise<T> {
  const auth = token ?? `${customer.api_key}:${customer.api_secret}`;
  const res = await request.post(`/api/method/${name}`, { headers: { authorization: `token ${auth}` }, data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message as T;
}

/** A cash-on-delivery order of the given lines in the first free delivery slot, placed through the storefront's API. */
async function placeOrder(request: APIRequestContext, lines: [string, number][]) {
  await api(request, 'clear_cartitem', {});
  for (const [item_code, qty] of lines) expect((await api(request, 'insertCartItems', { item_code, qty })).status).toBe('success');
  const choice = { ship_addr: addressId, shipping_method: 'SM-001', payment_method: 'COD' };
  const first = await api<{ changes: { slot: { next_free: { date: string; slot: string } | null } | null } | null }>(
    request,
    'insert_order',
    { data: choice },
  );
  const next = first.changes?.slot?.next_free;
  expect(next, 'a free delivery slot').toBeTruthy();
  const placed = await api<{ status: boolean; order: { name: string } }>(request, 'insert_order', {
    data: { ...choice, delivery_slots: [{ date: next!.date, slot: next!.slot }] },
  });
  expect(placed.status).toBe(true);
  return { id: placed.order.name, date: next!.date, slot: next!.slot };
}

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'console');
  const added = await api<{ status: string; address: { name: string } }>(request, 'insert_address', {
    data: E1_ADDRESS,
  });
  expect(added.status).toBe('success');
  addressId = added.address.name;
  // 3 × Diced Chicken Breast (well stocked).
  order = await placeOrder(request, [['ITEM-00005', 3]]);
  owner = await newStaff(request, 'owner');
});

test.describe('desktop journeys', () => {
  test.skip(({ isMobile }) => isMobile, 'The console is desktop-first; the phone layout has its own check below.');

  test('an owner signs in, confirms and packs a placed order; the customer’s order page shows Packed', async ({
    page,
    browser,
    baseURL,
    request,
  }, info) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel('E-mail').fill(owner.staff.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Orders today')).toBeVisible();
    await expect(page.getByRole('table', { name: /Orders booked per slot/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-dashboard', info.project.name);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.id);
    // The search reaches the URL after a pause: the list is shareable.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.id}`));
    const link = page.getByRole('link', { name: order.id, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(order.id) })).toContainText('Placed');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-orders', info.project.name);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.id}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Diced Chicken Breast/ })).toBeVisible();
    await expect(page.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    await expectNoAxeViolations(page);
    await shot(page, 'admin-order-detail', info.project.name);

    await page.getByRole('button', { name: 'Confirm order' }).click();
    // Packing waits for the Picked step: every line ticked, then "Finish picking".
    await expect(page.getByRole('button', { name: 'Mark as packed' })).toBeDisabled();
    // (The picking page has its own journey in issue17-picking-uploads.spec: here the picker's work is done through the API.)
    const staffToken = `${owner.api_key}:${owner.api_secret}`;
    const sheet = await api<{ lines: { line: string }[] }>(request, 'admin_weighing', { order_id: order.id }, staffToken);
    for (const l of sheet.lines) await api(request, 'admin_pick_line', { order_id: order.id, line: l.line, state: 'picked' }, staffToken);
    await api(request, 'admin_finish_picking', { order_id: order.id }, staffToken);
    await page.reload();
    await page.getByRole('button', { name: 'Mark as packed' }).click();
    await expect(page.getByRole('button', { name: 'Send out for delivery' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText('Confirmed');
    await expect(history).toContainText('Packed');
    // Packed: the lines can no longer change.
    await expect(page.getByRole('button', { name: 'Edit lines' })).toHaveCount(0);

    // The back link returns to the list with its search.
    await page.getByRole('main').getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.id}`));
    await expect(page.getByRole('row', { name: new RegExp(order.id) })).toContainText('Packed');

    const shopper = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const theirs = await shopper.newPage();
    await useSession(theirs, customer);
    await theirs.goto(`/order-detail/${order.id}`);
    await expect(theirs.getByRole('heading', { name: `Order ${order.id}` })).toBeVisible();
    await expect(theirs.getByText('Packed', { exact: true }).first()).toBeVisible();
    await shopper.close();
  });

  test('the pick list for the order’s slot prints with its totals, downloads as CSV, and gives a packing slip per order', async ({
    page,
    request,
  }, info) => {
    await useStaffSession(page, owner);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/admin/picking');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
    await page.getByLabel('Date').fill(order.date);
    await page.getByLabel('Slot').selectOption(order.slot);
    await expect(page).toHaveURL(new RegExp(`date=${order.date}&slot=${order.slot}`));

    const expected = await api<{ groups: { items: { product_name: string; quantity: number }[] }[] }>(
      request,
      'admin_pick_list',
      { date: order.date, slot: order.slot },
      `${owner.api_key}:${owner.api_secret}`,
    );
    const total = expected.groups.flatMap((g) => g.items).find((i) => i.product_name === 'Diced Chicken Breast')!.quantity;
    const row = page.getByTestId('pick-item').filter({ hasText: 'Diced Chicken Breast' });
    await expect(row).toContainText(`${order.id} × 3`);
    await expect(row.getByTestId('pick-total')).toHaveText(String(total));
    await expect(page.getByRole('heading', { level: 2, name: 'Meat' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    // On paper: no navigation or controls, the list with boxes to tick.
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
    await expect(page.getByLabel('Slot')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(row).toBeVisible();
    await expect(row.getByRole('checkbox', { name: 'Picked Diced Chicken Breast' })).toBeVisible();
    await expect(page.getByTestId('pick-heading')).toContainText(/\d{1,2}(:\d{2})?[ap]m–\d{1,2}(:\d{2})?[ap]m/);
    await shot(page, 'admin-pick-list-print', info.project.name);
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^pick-list-${order.date}-.+\\.csv$`));
    const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe('Category,Product,Options,Total quantity,Orders');
    expect(csv.find((l) => l.includes('Diced Chicken Breast'))).toMatch(
      new RegExp(`^Meat,Diced Chicken Breast,,${total},.*${order.id} x3`),
    );

    await page.getByRole('link', { name: 'Packing slips' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
    const slip = page.getByTestId('packing-slip').filter({ hasText: order.id });
    await expect(slip).toContainText('Diced Chicken Breast');
    await expect(slip).toContainText('E1 6AN');
    await page.emulateMedia({ media: 'print' });
    // Each slip is its own printed page.
    const breaks = await page.getByTestId('packing-slip').evaluateAll((els) => els.map((e) => getComputedStyle(e).breakAfter));
    expect(breaks.slice(0, -1).every((b) => b === 'page')).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  test('an owner edits a line (the new total comes from the server) and cancels an order with a reason', async ({
    page,
    request,
  }, info) => {
    const second = await placeOrder(request, [
      ['ITEM-00005', 2],
      ['ITEM-00095', 1],
    ]);
    await useStaffSession(page, owner);
    await page.goto(`/admin/orders/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${second.id}` })).toBeVisible();
    const before = await page.getByTestId('order-total').textContent();
    await page.getByRole('button', { name: 'Edit lines' }).click();
    const qty = page.getByRole('group', { name: 'Quantity of Diced Chicken Breast' });
    await expect(qty.getByRole('button', { name: 'One more' })).toBeDisabled();
    await qty.getByRole('button', { name: 'One fewer' }).click();
    await expect(qty.getByRole('status')).toHaveText('1');
    await page.getByRole('button', { name: /Review and save/ }).click();
    await expect(page.getByText('Give a reason (at least 3 characters).')).toBeVisible();
    await page.getByLabel('Reason for the change').fill('Short on diced chicken');
    await page.getByRole('button', { name: /Review and save/ }).click();
    const confirm = page.getByRole('dialog', { name: `Change order ${second.id}?` });
    await expect(confirm).toContainText('Diced Chicken Breast: quantity 2 → 1');
    await expect(confirm).toContainText('refunded automatically');
    await expectNoAxeViolations(page);
    await shot(page, 'admin-order-edit-confirm', info.project.name);
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lines saved' })).toContainText(`was ${before}`);
    await expect(page.getByTestId('order-total')).not.toHaveText(before!);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${second.id}` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText(/Give a reason/)).toBeVisible();
    await dialog.getByLabel('Reason').fill('Customer asked by phone');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancelled: Customer asked by phone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The audit log has both, with a readable before/after.
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Entity id')).toHaveValue(second.id);
    const edit = page.getByRole('row').filter({ hasText: 'edit_lines' });
    await edit.getByRole('button', { name: /Show changes/ }).click();
    await expect(page.getByRole('rowheader', { name: /^total/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /^reason/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-audit', info.project.name);
  });

  test('an owner adds a staff member and sees the one-time link once, with a copy button', async ({ page, context, baseURL }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await useStaffSession(page, owner);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(owner.staff.email) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const add = page.getByRole('dialog', { name: 'Add a staff member' });
    const email = `new-picker-${Date.now()}@larder.example`;
    await add.getByLabel('E-mail').fill(email);
    await add.getByLabel('Name').fill('Nia Picker');
    await add.getByRole('radio', { name: /Picker/ }).check();
    await add.getByRole('button', { name: 'Create account' }).click();
    const shown = page.getByRole('dialog', { name: 'Account created for Nia Picker' });
    const link = shown.getByLabel('One-time set-password link');
    await expect(link).toHaveValue(/\/admin\/set-password\?token=[\w-]{20,}/);
    await expect(shown).toContainText('It works once, for three days.');
    await shown.getByRole('button', { name: 'Copy link' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expectNoAxeViolations(page);
    await shot(page, 'admin-staff-link', info.project.name);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Password not set yet');
  });

  test('a picker moves orders on but does not see Cancel, and gets the Forbidden page on /admin/staff', async ({ page, request }) => {
    const picker = await newStaff(request, 'picker');
    await useStaffSession(page, picker);
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send out for delivery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toHaveCount(0);
  });
});

test('phone width: the orders list and an order fit the screen', async ({ page, isMobile }, info) => {
  test.skip(!isMobile, 'The phone check runs in the mobile project.');
  await useStaffSession(page, owner);
  await page.goto('/admin/orders');
  await expect(page.getByRole('link', { name: new RegExp(order.id) })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await shot(page, 'admin-orders', info.project.name);
  await page.getByRole('link', { name: new RegExp(order.id) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await shot(page, 'admin-order-detail', info.project.name);
});
