import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, newStaff, shot, test, type TestSession, useSession } from './fixtures';

// One customer per project (registrations are rate-limited); the journeys share it in order.
test.describe.configure({ mode: 'serial' });

let customer: TestSession;

async function api(request: APIRequestContext, name: string, data: object, token = `${customer.api_key}:${customer.api_secret}`) {
  const res = await request.post(`/api/method/${name}`, { headers: { authorization: `token ${token}` }, data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message;
}

/** A UK slot time range: "8am–10am", "8:30am–10am", "12pm–2pm". */
const UK_RANGE = /^\d{1,2}(:\d{2})?[ap]m–\d{1,2}(:\d{2})?[ap]m$/;

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'issue17-h3');
  expect((await api(request, 'insertCartItems', { item_code: 'ITEM-00005', qty: 2 })).status).toBe('success');
});

test.beforeEach(async ({ page }) => {
  await useSession(page, customer);
});

async function openSlotModal(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Choose Delivery Slot' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose a delivery slot' });
    await modal.getByText('Delivery', { exact: true }).click();
    return modal;
  }
  await page
    .getByRole('group', { name: 'Delivery method' })
    .getByRole('radio', { name: /^Delivery/ })
    .check();
  await page.getByRole('button', { name: 'Choose a slot' }).click();
  return page.getByRole('dialog', { name: 'Choose a delivery slot' });
}

test('an address outside the delivery area: told at once, kept, and offered Click & Collect at checkout', async ({
  page,
  isMobile,
}, info) => {
  await page.goto('/address-list');
  await page.getByRole('button', { name: 'Add new address' }).click();
  const form = isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Add/Edit Address' });
  await form.getByLabel('Address', { exact: true }).fill('1 Piccadilly');
  await form.getByLabel('Town or city').fill('Manchester');
  await form.getByLabel('Postcode').fill('m1 1aa');
  await form.getByLabel('Postcode').press('Tab');
  // At once, before saving.
  const warning = "We don't deliver to M1 1AA: it is outside our delivery area. You can still keep this address and use Click & Collect.";
  await expect(form.getByText(warning)).toBeVisible();
  await shot(page, 'h3-address-outside-area-form', info.project.name);
  await form.getByRole('button', { name: 'Save address' }).click();
  // Kept, and the list says it is for collection only.
  await expect(page.getByText(`Address added. ${warning}`)).toBeVisible();
  if (isMobile) await expect(page).toHaveURL(/\/address-list$/);
  await expect(page.getByText('Outside our delivery area · Click & Collect only')).toBeVisible();
  await shot(page, 'h3-address-list-outside-area', info.project.name);

  // Checkout never chooses it for delivery, and offers collection instead.
  await page.goto('/checkout');
  const radio = page.getByRole('radio', { name: /1 Piccadilly/ });
  await expect(radio).toBeDisabled();
  await expect(radio).not.toBeChecked();
  await expect(
    page.getByText('We cannot deliver to your saved addresses. Add another address, or collect your order from the shop.'),
  ).toBeVisible();
  await shot(page, 'h3-checkout-outside-area', info.project.name);
  await page.getByRole('button', { name: 'Choose Click & Collect' }).click();
  await expect(page.getByRole('group', { name: 'Delivery method' }).getByRole('radio', { name: /^Click & Collect/ })).toBeChecked();
  await expect(radio).toBeEnabled();
});

test('the slot modal says why a day cannot be chosen and writes times the UK way', async ({ page, request, isMobile }, info) => {
  await api(request, 'insert_address', { data: { address: '12 Commercial Street', city: 'London', zipcode: 'E1 6AN', is_default: 1 } });
  // A 24-hour cut-off: every slot today has passed it, whatever the time of the run.
  const owner = await newStaff(request, 'owner', 'h3-owner');
  const ownerToken = `${owner.api_key}:${owner.api_secret}`;
  const rules = await api(request, 'admin_delivery_rules', {}, ownerToken);
  await api(request, 'admin_save_delivery_rules', { ...rules, slot_cutoff_minutes: 24 * 60 }, ownerToken);
  try {
    await page.goto('/checkout');
    const modal = await openSlotModal(page, isMobile);
    const dates = modal.getByRole('group', { name: '2. Delivery date' });
    const today = dates.getByRole('radio').first();
    await expect(today).toBeDisabled();
    await expect(today).toHaveAccessibleName(/, Past the cut-off$/);
    await expect(dates.locator('label').first()).toContainText(/Past the cut.off/);
    await expect(dates).not.toContainText('Fully booked');
    await dates.locator('label:has(input:not([disabled]))').first().click();
    const times = modal.getByRole('group', { name: '3. Delivery time' }).locator('label > span:first-of-type');
    await expect(times.first()).toBeVisible();
    for (const label of await times.allTextContents()) expect(label).toMatch(UK_RANGE);
    await shot(page, 'h3-slot-modal', info.project.name);
  } finally {
    await api(request, 'admin_save_delivery_rules', rules, ownerToken);
  }
});
