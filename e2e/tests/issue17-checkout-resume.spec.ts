import type { APIRequestContext, Page } from '@playwright/test';
import { E1_ADDRESS, expect, newCustomer, shot, test, type TestSession, useSession } from './fixtures';

async function api(request: APIRequestContext, s: TestSession, name: string, data: object) {
  const res = await request.post(`/api/method/${name}`, { headers: { authorization: `token ${s.api_key}:${s.api_secret}` }, data });
  expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
  return (await res.json()).message;
}

/** Delivery and a slot from the slot modal (mobile: the bottom bar's next step opens it at the method). */
async function chooseDeliverySlot(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Choose Delivery Slot' }).click();
  else {
    await page
      .getByRole('group', { name: 'Delivery method' })
      .getByRole('radio', { name: /^Delivery/ })
      .check();
    await page.getByRole('button', { name: 'Choose a slot' }).click();
  }
  const modal = page.getByRole('dialog', { name: 'Choose a delivery slot' });
  if (mobile) await modal.getByText('Delivery', { exact: true }).click();
  // Not today: a slot today can pass its cut-off while the journey runs.
  await modal.getByRole('group', { name: '2. Delivery date' }).locator('label:has(input:not([disabled]))').nth(1).click();
  await modal.getByRole('group', { name: '3. Delivery time' }).locator('label:has(input:not([disabled]))').first().click();
  await expect(modal.getByText(/^Held for you:/)).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
}

// Issue 17, items 2 and 6: the checkout's choices live with the cart on the server, so a reload
// or another device resumes them; the mobile cart shows address, method and slot and its button
// follows the steps (login → address → slot → pay).
test('a reload or another device resumes the checkout; the mobile cart shows where it stands', async ({ page, browser, request }, info) => {
  const mobile = info.project.name === 'mobile';
  const customer = await newCustomer(request, 'resume');
  await api(request, customer, 'insert_address', {
    data: E1_ADDRESS,
  });
  for (const item_code of ['ITEM-00005', 'ITEM-00095']) await api(request, customer, 'insertCartItems', { item_code, qty: 3 });
  await useSession(page, customer);

  if (mobile) {
    await page.goto('/yourcart');
    await expect(page.getByTestId('cart-address')).toHaveText('12 Commercial Street, London, E1 6AN');
    await expect(page.getByTestId('cart-method')).toHaveText('Not chosen yet');
    await expect(page.getByTestId('cart-slot')).toHaveText('Not chosen yet');
    await expect(page.getByTestId('cart-next')).toHaveText('Choose Delivery Slot');
    await shot(page, 'issue17-cart-steps', info.project.name);
    await page.getByTestId('cart-next').click();
    await expect(page).toHaveURL(/\/checkout$/);
  } else await page.goto('/checkout');
  await chooseDeliverySlot(page, mobile);
  const slot = page.getByTestId('chosen-slot');
  const chosen = (await slot.textContent())!.trim();

  await page.reload();
  await expect(slot).toHaveText(chosen);

  // Another device (no shared browser storage), signed in as the same customer.
  const other = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: mobile,
    hasTouch: mobile,
  });
  const second = await other.newPage();
  await useSession(second, customer);
  if (mobile) {
    await second.goto('/order-summary');
    await expect(second.getByTestId('chosen-slot')).toHaveText(chosen);
    await expect(second.getByText('A checkout step is not done yet')).toHaveCount(0);
    await shot(second, 'issue17-order-summary-other-device', info.project.name);
    await second.goto('/yourcart');
    await expect(second.getByTestId('cart-method')).toHaveText('Delivery');
    await expect(second.getByTestId('cart-slot')).toHaveText(chosen);
    await expect(second.getByTestId('cart-next')).toHaveText('Proceed To Pay');
    await shot(second, 'issue17-cart-resumed', info.project.name);
  } else {
    await second.goto('/checkout');
    await expect(second.getByRole('group', { name: 'Delivery method' }).getByRole('radio', { name: /^Delivery/ })).toBeChecked();
    await expect(second.getByTestId('chosen-slot')).toHaveText(chosen);
    await expect(second.getByTestId('hold-countdown')).toBeVisible();
    await shot(second, 'issue17-checkout-other-device', info.project.name);
  }
  await other.close();
});
