import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, SHOTS, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Where the dev server writes e-mail (the server resolves OUTBOX_DIR from the repo root). */
const OUTBOX = path.resolve(ROOT, process.env.OUTBOX_DIR ?? 'data/outbox');

interface Account {
  first: string;
  last: string;
  email: string;
  phone: string;
  password: string;
}

/** A new, unique account for this run and project (not yet registered). */
function newAccount(tag: string, project: string): Account {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    first: 'Ada',
    last: 'Lovelace',
    email: `${tag}-${project}-${stamp}@example.com`,
    phone: `07${stamp.slice(-9)}`,
    password: 'Larder2024pass',
  };
}

async function registerByApi(request: APIRequestContext, a: Account) {
  const res = await request.post('/api/method/insert_customers', {
    data: { data: { first_name: a.first, last_name: a.last, email: a.email, phone: a.phone, pwd: a.password } },
  });
  expect(res.ok()).toBe(true);
  expect((await res.json()).message.status).toBe('success');
}

/** The newest e-mail to `to` in the outbox that is not in `seen` (polls until it arrives). */
async function readMail(to: string, seen: Set<string>): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return null;
        const files = fs
          .readdirSync(OUTBOX)
          .filter((f) => f.endsWith('.eml') && !seen.has(f))
          .map((f) => ({ f, text: fs.readFileSync(path.join(OUTBOX, f), 'utf8'), t: fs.statSync(path.join(OUTBOX, f)).mtimeMs }))
          .filter((m) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(m.text))
          .sort((a, b) => b.t - a.t);
        if (!files[0]) return null;
        seen.add(files[0].f);
        found = files[0].text;
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return found!;
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
}

/** Signs in through whichever login form is on the page (the modal, or the /login page). */
async function fillLogin(scope: Page | ReturnType<Page['getByRole']>, usr: string, pwd: string) {
  await scope.getByLabel('E-mail or phone number').fill(usr);
  await scope.getByLabel('Password', { exact: true }).fill(pwd);
  await scope.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectSignedInAs(page: Page, first: string, isMobile: boolean) {
  if (isMobile) {
    await openMenu(page);
    await expect(page.getByRole('dialog', { name: `Hi, ${first}` })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: first })).toBeVisible();
  }
}

async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await openMenu(page);
    await page.getByRole('dialog', { name: /^Hi, / }).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Ada' }).hover();
    await page.locator('#account-menu').getByRole('button', { name: 'Logout' }).click();
  }
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert.getByText('Are you sure you want to log out?')).toBeVisible();
  await alert.getByRole('button', { name: 'Logout' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
}

test('register, log out, log in again; a wrong password is refused', async ({ page, isMobile }, info) => {
  const a = newAccount('journey', info.project.name);

  // Register: desktop from the header's Sign In (the modal), mobile from the menu's Login (/register).
  await page.goto('/');
  let form;
  if (isMobile) {
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Hi' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    form = page.getByRole('main');
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('E-mail or phone number')).toBeFocused();
    await modal.getByRole('button', { name: 'Create an account' }).click();
    form = page.getByRole('dialog', { name: 'Create an account' });
  }
  await expect(form.getByText('At least 8 characters, with a letter and a number.')).toBeVisible();
  // The rules are checked before anything is sent.
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Please enter your first name')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill(a.first);
  await form.getByLabel('Last name').fill(a.last);
  await form.getByLabel('E-mail').fill(a.email);
  await form.getByLabel('Phone number').fill(a.phone);
  await form.getByLabel('Password', { exact: true }).fill(a.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Welcome, ${a.first}`).first()).toBeVisible();
  if (isMobile) await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, a.first, isMobile);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('larder.session') ?? 'null'));
  expect(stored).toMatchObject({ customer_name: `${a.first} ${a.last}`, email: a.email });
  expect(JSON.stringify(stored)).not.toContain(a.password);

  // Log out: confirmed in 'Alert', then a guest again with nothing of the app's left in storage.
  await logOut(page, isMobile);
  if (isMobile) {
    await openMenu(page);
    await expect(page.getByRole('dialog', { name: 'Hi' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.filter((k) => k.startsWith('larder.'))).toEqual([]);

  // Registering the same e-mail again is refused by the server.
  if (!isMobile) {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.getByRole('button', { name: 'Create an account' }).click();
    const reg = page.getByRole('dialog', { name: 'Create an account' });
    await reg.getByLabel('First name').fill(a.first);
    await reg.getByLabel('E-mail').fill(a.email);
    await reg.getByLabel('Phone number').fill('07000 000 001');
    await reg.getByLabel('Password', { exact: true }).fill(a.password);
    await reg.getByRole('button', { name: 'Create account' }).click();
    await expect(reg.getByRole('alert')).toHaveText('Email already registered!');
    await page.keyboard.press('Escape');
  }

  // A wrong password.
  let login;
  if (isMobile) {
    await page.goto('/login');
    login = page.getByRole('main');
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    login = page.getByRole('dialog', { name: 'Sign In' });
  }
  await fillLogin(login, a.email, 'not-the-password1');
  await expect(login.getByRole('alert')).toHaveText('Invalid login credentials');

  // The right one.
  await login.getByLabel('Password', { exact: true }).fill(a.password);
  await login.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome, ${a.first}`).first()).toBeVisible();
  if (isMobile) await expect(page).toHaveURL(/\/$/);
  else await expect(login).toBeHidden();
  await expectSignedInAs(page, a.first, isMobile);
});

test('forgot password: a code from the e-mail sets a new password; so does the link', async ({ page, request, isMobile }, info) => {
  const a = newAccount('forgot', info.project.name);
  await registerByApi(request, a);
  const seen = new Set<string>();

  let scope;
  if (isMobile) {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgetten$/);
    scope = page.getByRole('main');
  } else {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot password?' }).click();
    scope = page.getByRole('dialog', { name: 'Forgot password' });
  }
  await scope.getByLabel('E-mail').fill(a.email);
  await scope.getByRole('button', { name: 'Send code' }).click();
  await expect(scope.getByRole('status')).toContainText('we have sent it a code');
  const mail = await readMail(a.email, seen);
  const code = /reset your Larder password:\s+(\d{6})/.exec(mail)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // A wrong code first, then the right one with a new password.
  const codeField = scope.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await scope.getByLabel('New password', { exact: true }).fill('Fresh2024code');
  await scope.getByRole('button', { name: 'Set new password' }).click();
  await expect(scope.getByRole('alert')).toHaveText('Cannot Update: Incorrect / Expired Link.');
  await codeField.fill(code!);
  await scope.getByRole('button', { name: 'Set new password' }).click();

  // Back at sign-in with the address filled in; the new password works.
  const login = isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Sign In' });
  if (isMobile) await expect(page).toHaveURL(/\/login$/);
  await expect(login.getByRole('status')).toHaveText('Your password has been reset. Please sign in.');
  await expect(login.getByLabel('E-mail or phone number')).toHaveValue(a.email);
  await login.getByLabel('Password', { exact: true }).fill('Fresh2024code');
  await login.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome, ${a.first}`).first()).toBeVisible();
  await expectSignedInAs(page, a.first, isMobile);

  // The e-mailed link: /forgetten?key=... sets a password too.
  await page.evaluate(() => localStorage.clear());
  await request.post('/api/method/send_user_forget_pwd_mail', { data: { user: a.email } });
  const key = /forgetten\?key=([\w-]+)/.exec(await readMail(a.email, seen))?.[1];
  expect(key).toBeTruthy();
  await page.goto(`/forgetten?key=${key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Linked2024pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Linked2024pas');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('Linked2024pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been reset. Please sign in.');
  await fillLogin(page.getByRole('main'), a.email, 'Linked2024pass');
  await expect(page.getByText(`Welcome, ${a.first}`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the login modal from larder:open-login, then the redirect; profile edits show in the header', async ({
  page,
  request,
  isMobile,
}, info) => {
  const a = newAccount('profile', info.project.name);
  await registerByApi(request, a);

  // A guest's profile asks them to sign in.
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Sign in to change your details')).toBeVisible();

  // The modal, as the cart opens it for checkout: sign in, then go where it said.
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('larder:open-login', { detail: { redirect: '/my-profile' } })));
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await expect(modal).toBeVisible();
  if (!isMobile) await expect(modal.locator('img')).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `${info.project.name}-login-modal.png`) });
  await fillLogin(modal, a.email, a.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(modal).toBeHidden();

  // Edit the name and the substitution preference.
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue(a.first);
  await expect(details.getByRole('radio', { name: /Best match/ })).toBeChecked();
  await details.getByLabel('First name').fill('');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByText('Please enter your first name')).toBeVisible();
  await details.getByLabel('First name').fill('Grace');
  await details.getByRole('radio', { name: /This product only, no substitute/ }).check();
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
  if (isMobile) {
    // The mobile header here is the back-style one; the menu's greeting is on home.
    await page.goto('/');
    await expectSignedInAs(page, 'Grace', isMobile);
    await page.goto('/my-profile');
  } else {
    await expectSignedInAs(page, 'Grace', isMobile);
    await page.reload();
  }
  await expect(details.getByLabel('First name')).toHaveValue('Grace');
  await expect(details.getByRole('radio', { name: /This product only, no substitute/ })).toBeChecked();

  // Change password: the current one must be right.
  const pwd = page.getByRole('region', { name: 'Change password' });
  await pwd.getByLabel('Current password', { exact: true }).fill('wrong-password1');
  await pwd.getByLabel('New password', { exact: true }).fill('Another2024pass');
  await pwd.getByLabel('Confirm new password', { exact: true }).fill('Another2024pass');
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(pwd.getByText('Your current password is not correct.')).toBeVisible();
  await pwd.getByLabel('Current password', { exact: true }).fill(a.password);
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(pwd.getByRole('status')).toHaveText('Your password has been updated.');
  await expect(pwd.getByLabel('Current password', { exact: true })).toHaveValue('');

  await expectNoAxeViolations(page);
  await shot(page, 'profile', info.project.name);

  // The dashboard: counts and the empty state.
  await page.goto('/my-profile/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('All orders')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  // The hub.
  await page.goto('/my-account');
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
  await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  await expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  await expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/address-list');
  await expect(nav.getByRole('link', { name: 'Delivery Saver' })).toHaveAttribute('href', '/subscriptions');
  // Wallet and Reward Points while the shop runs them (the demo shop does).
  await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
  await expect(nav.getByRole('link', { name: 'Reward Points' })).toHaveAttribute('href', '/reward-points');
  await expectNoAxeViolations(page);
});

test('a stored guest reference the server does not know is replaced by a fresh one', async ({ page }) => {
  const unknown = 'GC-AAAAAAAAAAAAAAAAAAAAAA';
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('larder.guest', id);
      sessionStorage.setItem('seeded', '1');
    }
  }, unknown);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('larder.guest'))).not.toBe(unknown);
  expect(await page.evaluate(() => localStorage.getItem('larder.guest'))).toMatch(/^GC-[\w-]{22}$/);
});
