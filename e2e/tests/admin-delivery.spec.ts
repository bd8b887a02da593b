import type { APIRequestContext, Page } from '@playwright/test';
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
 * The console's delivery and promotions: an owner closes a date and a signed-in shopper finds it
 * unavailable in the checkout's slot modal; the owner creates a coupon and it applies at
 * checkout; every delivery tab and the promotions pages pass axe. One customer and one owner per
 * project, made once.
 */
test.describe.configure({ mode: 'serial' });

let customer: TestSession;
let owner: StaffTestSession & { password: string };

async function api(request: APIRequestContext, name: string, data: object) {
  const res = await request.post(`/api/method/${name}`, {
    headers: { authorization: `token ${customer.api_key}:${customer.api_secret}` },
    data,
  });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message;
}

/** A fresh cart of £33.84 (3 × Diced Chicken Breast £4.79, 3 × Cod Loins £6.49). */
async function fillCart(request: APIRequestContext) {
  await api(request, 'clear_cartitem', {});
  await api(request, 'remove_coupon', {});
  await api(request, 'release_delivery_slot_hold', {});
  for (const item_code of ['ITEM-00005', 'ITEM-00095'])
    expect((await api(request, 'insertCartItems', { item_code, qty: 3 })).status).toBe('success');
}

/** yyyy-mm-dd in London, `days` from today, and the storefront's "Nov 23, 2026" for it. */
function londonDate(days: number): { iso: string; label: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return { iso, label };
}

/** Opens the checkout's slot modal with Delivery chosen (desktop: the method is picked on the page). */
async function openSlotModal(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Amira Khan.*12 Commercial Street/ })).toBeChecked();
  await page
    .getByRole('group', { name: 'Delivery method' })
    .getByRole('radio', { name: /^Delivery/ })
    .check();
  await page.getByRole('button', { name: 'Choose a slot' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a delivery slot' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('group', { name: '2. Delivery date' })).toBeVisible();
  return modal;
}

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'delivery');
  const added = await api(request, 'insert_address', {
    data: E1_ADDRESS,
  });
  expect(added.status).toBe('success');
  owner = await newStaff(request, 'owner');
});

test.describe('desktop journeys', () => {
  test.skip(({ isMobile }) => isMobile, 'The console is desktop-first; the phone layout has its own check below.');

  test('an owner closes a date; the shopper finds it unavailable in the checkout slot modal', async ({ page, request }, info) => {
    const day = londonDate(2);
    await useStaffSession(page, owner);
    await useSession(page, customer);
    await fillCart(request);

    // Open before: the date can be chosen.
    let modal = await openSlotModal(page);
    const dateRadio = () => modal.getByRole('radio', { name: new RegExp(day.label) });
    await expect(dateRadio()).toBeEnabled();

    await page.goto('/admin/delivery/blocked-dates');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    await page.getByLabel('Date', { exact: true }).fill(day.iso);
    await page.getByLabel('Reason (shown to the team)').fill('Stock take');
    await page.getByRole('button', { name: 'Close date' }).click();
    await expect(page.getByText(/is closed for delivery/)).toBeVisible();
    const row = page.getByTestId('blocked-date').filter({ hasText: 'Stock take' });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-delivery-blocked-dates', info.project.name);

    // The shopper's slot modal: the date is there but cannot be chosen, with why.
    modal = await openSlotModal(page);
    await expect(dateRadio()).toBeDisabled();
    await expect(dateRadio()).toHaveAccessibleName(/, (Closed|Stock take)$/);
    await shot(page, 'admin-delivery-checkout-closed-date', info.project.name);
    await page.keyboard.press('Escape');

    // Opened again from the console: bookable once more.
    await page.goto('/admin/delivery/blocked-dates');
    await row.getByRole('button', { name: /Open .* again/ }).click();
    await page.getByRole('dialog', { name: 'Open this date again?' }).getByRole('button', { name: 'Open date' }).click();
    await expect(row).toHaveCount(0);
    modal = await openSlotModal(page);
    await expect(dateRadio()).toBeEnabled();
  });

  test('an owner creates a coupon in the console and it applies at checkout', async ({ page, request }, info) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    await useStaffSession(page, owner);
    await useSession(page, customer);
    await fillCart(request);

    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByTestId('discount-row').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-promotions-list', info.project.name);

    await page.getByRole('link', { name: 'New discount' }).click();
    await expect(page).toHaveURL(/\/admin\/promotions\/new$/);
    await page.getByLabel('Name (for the team)').fill('E2E ten percent');
    await page.getByLabel('Type', { exact: true }).selectOption('percent_off');
    await page.getByLabel('Percent off (%)').fill('10');
    await page.getByLabel('Coupon code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Minimum order (£)').fill('20');
    await page.getByLabel('Uses per customer (optional)').fill('1');
    await expect(page.getByTestId('discount-preview')).toHaveText(`Code ${code}: 10% off orders over £20, once per customer`);
    await expectNoAxeViolations(page);
    // A bad value is refused with the server's words, next to the field.
    await page.getByLabel('Minimum order (£)').fill('20.005');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await expect(page.getByText('min_subtotal can have at most two decimals').first()).toBeVisible();
    await page.getByLabel('Minimum order (£)').fill('20');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await expect(page).toHaveURL(/\/admin\/promotions\/DISC-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E ten percent' })).toBeVisible();
    await expect(page.getByText('Use so far')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-promotions-editor', info.project.name);

    // The same code twice, whatever its case, is refused.
    await page.goto('/admin/promotions/new');
    await page.getByLabel('Name (for the team)').fill('Copy');
    await page.getByLabel('Coupon code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Create discount' }).click();
    await expect(page.getByText(`${code} is already used by “E2E ten percent”`).first()).toBeVisible();

    // At checkout the shopper types it in lower case: 10% of £33.84.
    await page.goto('/checkout');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('applied-coupon')).toContainText(`${code} applied`);
    await expect(page.getByTestId('bill-discount')).toHaveText('−£3.38');
    await api(request, 'remove_coupon', {});
  });

  test('every delivery tab, and the slot, area and rate dialogs, pass axe', async ({ page }, info) => {
    await useStaffSession(page, owner);
    await page.goto('/admin/delivery');
    await expect(page).toHaveURL(/\/admin\/delivery\/slots$/);
    await expect(page.getByRole('heading', { name: 'Delivery slots by weekday' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-delivery-slots', info.project.name);
    await page.getByRole('button', { name: 'Add slot' }).first().click();
    const slotDialog = page.getByRole('dialog', { name: 'Add a slot' });
    await slotDialog.getByLabel('Day', { exact: true }).selectOption('1');
    await slotDialog.getByLabel('From', { exact: true }).fill('09:00');
    await slotDialog.getByLabel('To', { exact: true }).fill('11:00');
    await slotDialog.getByRole('button', { name: 'Save slot' }).click();
    // The demo shop's Monday 8am–10am slot overlaps: the server says so in the dialog.
    await expect(slotDialog.getByText(/overlaps 8am–10am Mondays/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await slotDialog.getByRole('button', { name: 'Cancel' }).click();

    const tabs: [string, RegExp | string][] = [
      ['Bookings', /refreshes every 30 s/],
      ['Blocked dates', 'Closed dates'],
      ['Areas', 'Served areas'],
      ['Delivery mode & rules', 'Who we deliver to'],
      ['Shipping rates', 'Shipping methods'],
    ];
    for (const [tab, marker] of tabs) {
      await page.getByRole('navigation', { name: 'Delivery settings' }).getByRole('link', { name: tab }).click();
      await expect(page.getByText(marker).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `admin-delivery-${tab.toLowerCase().replace(/\W+/g, '-')}`, info.project.name);
    }

    await page.goto('/admin/delivery/areas');
    await page.getByRole('button', { name: 'Edit E1 Whitechapel' }).click();
    const areaDialog = page.getByRole('dialog', { name: 'Edit E1 Whitechapel' });
    await areaDialog.getByRole('button', { name: 'Show on a map' }).click();
    await expect(areaDialog.getByRole('application', { name: /Area centre map/ })).toBeVisible();
    await areaDialog.getByLabel('Postcode district or sector').fill('E1 6AN');
    await areaDialog.getByRole('button', { name: 'Save area' }).click();
    await expect(areaDialog.getByText(/not a full postcode/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'admin-delivery-area-dialog', info.project.name);
    await areaDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/delivery/rates');
    await page.getByRole('button', { name: 'Add charge' }).click();
    const rateDialog = page.getByRole('dialog', { name: 'Add a Delivery charge' });
    await rateDialog.getByLabel('Order total from (£)').fill('30');
    await rateDialog.getByLabel('Up to, not including (£)').fill('35');
    await rateDialog.getByLabel('Charge (£)').fill('2.999');
    await rateDialog.getByRole('button', { name: 'Save charge' }).click();
    await expect(rateDialog.getByText('Give an amount in pounds and pence up to £1000, e.g. 2.99').first()).toBeVisible();
    await rateDialog.getByLabel('Charge (£)').fill('2.99');
    await rateDialog.getByRole('button', { name: 'Save charge' }).click();
    await expect(rateDialog.getByText(/This band overlaps order total £25\.00 to under £40\.00/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('on a phone the delivery tabs and the promotions list keep to the screen', async ({ page, isMobile }, info) => {
  test.skip(!isMobile, 'The phone check');
  await useStaffSession(page, owner);
  for (const [path, marker] of [
    ['/admin/delivery/slots', 'Delivery slots by weekday'],
    ['/admin/delivery/blocked-dates', 'Closed dates'],
    ['/admin/promotions', 'Promotions'],
  ] as const) {
    await page.goto(path);
    // The side menu (with the same words) is closed on a phone: look in the page itself.
    await expect(page.getByRole('main').getByText(marker).first()).toBeVisible();
    // Wide tables scroll inside their card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await shot(page, `admin${path.replace(/\//g, '-')}`, info.project.name);
  }
});
