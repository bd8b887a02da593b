import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, expectNoAxeViolations, shot, SHOTS, test } from './fixtures';

const storedLocation = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('larder.location') ?? 'null') as { label: string; zipcode: string } | null);

/** Desktop: the header's location button opens the modal. Mobile: the /location page. Returns where the chooser is. */
async function openChooser(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.goto('/location');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Location' })).toBeAttached();
    return page.getByRole('main');
  }
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Deliver to/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Choose Your Location' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Enter your postcode or area' })).toBeFocused();
  return modal;
}

test.describe('delivery location', () => {
  test('a postcode we serve is chosen: stored, and the header shows it', async ({ page, isMobile }, info) => {
    const chooser = await openChooser(page, isMobile);
    const box = chooser.getByRole('combobox', { name: 'Enter your postcode or area' });
    await box.fill('E1 6AN');
    // Suggestions as 'area - zipcode', reachable with the arrow keys.
    const suggestion = chooser.getByRole('option', { name: /Whitechapel - E1/ });
    await expect(suggestion).toBeVisible();
    await box.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    // The map renders with its centre marker and zoom controls even though tiles cannot load here.
    await expect(chooser.locator('.leaflet-container')).toBeVisible();
    await expect(chooser.locator('.larder-centre-pin')).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    if (isMobile) {
      await shot(page, 'location-page', info.project.name);
    } else {
      await expectNoAxeViolations(page, '[role="dialog"]');
      // The viewport only: the modal over the page.
      await page.screenshot({ path: path.join(SHOTS, `${info.project.name}-location-modal.png`) });
    }
    // Escape closes only the suggestions (not the modal); Enter with nothing highlighted checks the typed postcode.
    await box.press('Escape');
    await expect(suggestion).toBeHidden();
    await expect(box).toBeVisible();
    await box.press('Enter');
    if (isMobile) {
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(chooser).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name: /Deliver to/ })).toContainText('E1 6AN, Whitechapel');
    }
    expect(await storedLocation(page)).toMatchObject({ label: 'E1 6AN, Whitechapel', zipcode: 'E1 6AN', area: 'Whitechapel' });
    // It stays after a reload.
    await page.reload();
    if (!isMobile) await expect(page.getByRole('banner').getByRole('button', { name: /Deliver to/ })).toContainText('E1 6AN, Whitechapel');
  });

  test('a postcode we do not serve is refused', async ({ page, isMobile }) => {
    const chooser = await openChooser(page, isMobile);
    const box = chooser.getByRole('combobox', { name: 'Enter your postcode or area' });
    await box.fill('SW1A 1AA');
    await chooser.getByRole('button', { name: 'Check' }).click();
    if (isMobile) {
      await expect(page).toHaveURL(/\/unavilable-location$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sorry! we are not providing service to your location.' })).toBeVisible();
      await expect(page.getByText('SW1A 1AA')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Try another location' }).click();
      await expect(page).toHaveURL(/\/location$/);
    } else {
      await expect(chooser.getByRole('alert')).toContainText('Shipping is not available to your location! SW1A 1AA');
      await expect(chooser).toBeVisible();
    }
    expect(await storedLocation(page)).toBeNull();
  });

  test('a malformed postcode is refused before anything is sent', async ({ page, isMobile }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (/check_user_location_delivery|check_pincode_availability/.test(r.url())) checks.push(r.url());
    });
    const chooser = await openChooser(page, isMobile);
    const box = chooser.getByRole('combobox', { name: 'Enter your postcode or area' });
    await box.fill('12345');
    await box.press('Enter');
    await expect(chooser.getByRole('alert')).toHaveText('"12345" is not a UK postcode. Enter one such as E1 6AN.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(checks).toEqual([]);
    // Only part of E16 is served: the server asks for the full postcode.
    await box.fill('E16');
    await chooser.getByRole('button', { name: 'Check' }).click();
    await expect(chooser.getByText('We deliver to parts of this area: please enter your full postcode.')).toBeVisible();
    await expect(page).toHaveURL(isMobile ? /\/location$/ : /\/$/);
  });

  test('the pincode list shows areas as "area - zipcode" and chooses one', async ({ page, isMobile }) => {
    let list;
    if (isMobile) {
      await page.goto('/location');
      await page.getByRole('link', { name: 'See all postcodes we deliver to' }).click();
      await expect(page).toHaveURL(/\/pincode-popup$/);
      list = page.getByRole('main');
      await expectNoAxeViolations(page);
    } else {
      list = await openChooser(page, false);
    }
    const entry = list.getByRole('button', { name: 'Whitechapel - E1', exact: true });
    await expect(entry).toBeVisible();
    await entry.click();
    if (isMobile) await expect(page).toHaveURL(/\/$/);
    else await expect(list).toBeHidden();
    expect(await storedLocation(page)).toMatchObject({ label: 'E1, Whitechapel', zipcode: 'E1' });
  });

  test('top locations choose an area', async ({ page, isMobile }) => {
    const chooser = await openChooser(page, isMobile);
    await chooser.getByRole('region', { name: 'Top locations' }).getByRole('button', { name: 'Bethnal Green' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/$/);
    else await expect(chooser).toBeHidden();
    expect(await storedLocation(page)).toMatchObject({ label: 'E2, Bethnal Green' });
  });

  test('the current location is checked by its coordinates', async ({ page, context, isMobile }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5175, longitude: -0.0621 });
    const chooser = await openChooser(page, isMobile);
    await chooser.getByRole('button', { name: 'Use my current location' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/$/);
    else await expect(chooser).toBeHidden();
    expect(await storedLocation(page)).toMatchObject({ label: 'E1, Whitechapel', latitude: 51.5175, longitude: -0.0621 });
  });

  test('a refused location permission says what to do instead', async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    });
    const chooser = await openChooser(page, isMobile);
    await chooser.getByRole('button', { name: 'Use my current location' }).click();
    await expect(chooser.getByRole('alert')).toContainText('Location access is turned off for this site.');
    expect(await storedLocation(page)).toBeNull();
  });

  test('moving the map re-checks its centre; "Deliver here" chooses it', async ({ page, isMobile }) => {
    const chooser = await openChooser(page, isMobile);
    const map = chooser.getByRole('application', { name: /Delivery point map/ });
    await expect(map).toBeVisible();
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chooser.getByText('We deliver here:')).toBeVisible();
    await chooser.getByRole('button', { name: 'Deliver here' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/$/);
    else await expect(chooser).toBeHidden();
    const loc = await storedLocation(page);
    expect(loc).toMatchObject({ label: 'E1, Whitechapel' });
  });

  test('the location modal does not open on /checkout; mobile goes to /location', async ({ page, isMobile }) => {
    if (isMobile) {
      await page.goto('/');
      // The first view is server-rendered: until the app has started, nothing listens for the event.
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new CustomEvent('larder:open-location')));
        await expect(page).toHaveURL(/\/location$/, { timeout: 1000 });
      }).toPass();
    } else {
      await page.goto('/checkout');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('larder:open-location')));
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog', { name: 'Choose Your Location' })).toHaveCount(0);
    }
  });
});

test.describe('addresses', () => {
  let session: Record<string, string>;

  test.beforeAll(async ({ request }, info) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const res = await request.post('/api/method/insert_customers', {
      data: {
        data: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: `location-${info.project.name}-${stamp}@example.com`,
          phone: `07${stamp.slice(-9)}`,
          pwd: 'Larder2024pass',
        },
      },
    });
    expect(res.ok()).toBe(true);
    const m = (await res.json()).message;
    expect(m.status).toBe('success');
    session = {
      api_key: m.api_key,
      api_secret: m.api_secret,
      customer_id: m.customer_id,
      customer_name: m.customer_name,
      first_name: m.first_name,
      last_name: m.last_name,
      email: m.email,
      phone: m.phone,
    };
  });

  test('a guest is asked to sign in', async ({ page }) => {
    await page.goto('/address-list');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeAttached();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('add, edit, set default and delete addresses', async ({ page, isMobile }, info) => {
    await page.goto('/');
    await page.evaluate((s) => localStorage.setItem('larder.session', JSON.stringify(s)), session);
    await page.goto('/address-list');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    /** The add/edit form: the modal on desktop, /add-address on mobile. */
    const form = async (open: () => Promise<void>) => {
      await open();
      if (isMobile) {
        await expect(page).toHaveURL(/\/add-address/);
        return page.getByRole('main');
      }
      const d = page.getByRole('dialog', { name: 'Add/Edit Address' });
      await expect(d).toBeVisible();
      return d;
    };

    // The first address: checked in the browser first, then saved; it becomes the default.
    let f = await form(() => main.getByRole('button', { name: 'Add new address' }).click());
    await expect(f.getByLabel('First name')).toHaveValue('Grace');
    await f.getByLabel('Address', { exact: true }).fill('1 Commercial Street');
    await f.getByLabel('Town or city').fill('London');
    await f.getByLabel('Postcode').fill('E1');
    await f.getByRole('button', { name: 'Save address' }).click();
    await expect(f.getByText('Enter the full postcode, such as E1 6AN')).toBeVisible();
    await expect(f.getByLabel('Postcode')).toBeFocused();
    await f.getByLabel('Postcode').fill('e16an');
    await expect(f.getByLabel('Make this my default address')).toBeChecked();
    await page.evaluate(() => document.fonts.ready);
    if (isMobile) await shot(page, 'address-form', info.project.name);
    else await page.screenshot({ path: path.join(SHOTS, `${info.project.name}-address-form.png`) });
    if (!isMobile) await expectNoAxeViolations(page, '[role="dialog"]');
    else await expectNoAxeViolations(page);
    await f.getByRole('button', { name: 'Save address' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/address-list$/);
    else await expect(f).toBeHidden();
    const first = main.getByRole('listitem').filter({ hasText: '1 Commercial Street' });
    await expect(first).toContainText('1 Commercial Street, London, E1 6AN');
    await expect(first).toContainText('Default');

    // A second address; the server's field errors show by their fields.
    await page.route('**/api/method/insert_address', (route, req) => {
      const body = req.postDataJSON() as { data: { landmark?: string } };
      if (body.data.landmark === 'Server says no')
        return route.fulfill({
          status: 417,
          contentType: 'application/json',
          body: JSON.stringify({
            exc_type: 'ValidationError',
            message: 'data.zipcode: zipcode must be a UK postcode such as E1 6AN',
            errors: [{ field: 'data.zipcode', message: 'data.zipcode: zipcode must be a UK postcode such as E1 6AN' }],
          }),
        });
      return route.continue();
    });
    f = await form(() => main.getByRole('button', { name: 'Add new address' }).click());
    await f.getByLabel('Address', { exact: true }).fill('22 Brick Lane');
    await f.getByLabel('Landmark (optional)').fill('Server says no');
    await f.getByLabel('Town or city').fill('London');
    await f.getByLabel('Postcode').fill('E1 6RF');
    await f.getByRole('button', { name: 'Save address' }).click();
    await expect(f.getByText('zipcode must be a UK postcode such as E1 6AN')).toBeVisible();
    await f.getByLabel('Landmark (optional)').fill('');
    await f.getByRole('button', { name: 'Save address' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/address-list$/);
    else await expect(f).toBeHidden();
    await expect(main.getByRole('listitem')).toHaveCount(2);

    // The same address again is refused by the server, as a message for the form.
    f = await form(() => main.getByRole('button', { name: 'Add new address' }).click());
    await f.getByLabel('Address', { exact: true }).fill('22 Brick Lane');
    await f.getByLabel('Town or city').fill('London');
    await f.getByLabel('Postcode').fill('E1 6RF');
    await f.getByRole('button', { name: 'Save address' }).click();
    await expect(f.getByRole('alert')).toHaveText('You have already added this address');
    await f.getByRole('button', { name: 'Cancel' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/address-list$/);
    else await expect(f).toBeHidden();

    // Edit the second.
    const second = main.getByRole('listitem').filter({ hasText: '22 Brick Lane' });
    f = await form(() => second.getByRole('button', { name: /^Edit/ }).click());
    await expect(f.getByLabel('Address', { exact: true })).toHaveValue('22 Brick Lane');
    await f.getByLabel('Landmark (optional)').fill('Blue door');
    await f.getByRole('button', { name: 'Save changes' }).click();
    if (isMobile) await expect(page).toHaveURL(/\/address-list$/);
    else await expect(f).toBeHidden();
    await expect(second).toContainText('22 Brick Lane, Blue door, London, E1 6RF');

    // Make it the default: it moves to the top.
    await second.getByRole('button', { name: /^Set .* as default$/ }).click();
    await expect(main.getByRole('listitem').first()).toContainText('22 Brick Lane');
    await expect(main.getByRole('listitem').first()).toContainText('Default');
    await expectNoAxeViolations(page);
    await shot(page, 'address-list', info.project.name);

    // Delete the first one, after the 'Alert'.
    await main
      .getByRole('listitem')
      .filter({ hasText: '1 Commercial Street' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    const alert = page.getByRole('alertdialog', { name: 'Alert' });
    await expect(alert).toContainText('Are you sure you want to delete this address?');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Yes' }).click();
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect(main.getByText('1 Commercial Street')).toHaveCount(0);
  });
});
