import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, test as base, type Page } from '@playwright/test';

export const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot named after the project (mobile/desktop); not on CI, where no one looks at them. */
export async function shot(page: Page, name: string, projectName: string): Promise<void> {
  if (process.env.CI) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${projectName}-${name}.png`), fullPage: true });
}

/**
 * Waits until every toast has finished sliding or fading in (or out), so an accessibility check
 * sees a notice as the shopper reads it rather than half transparent. A toast is settled once
 * sonner has mounted it (its entry transition starts from that attribute), nothing on it still
 * animates and it is fully shown or fully hidden. It must hold on three frames running: a toast
 * raised just before may not have started its transition on the first. Call before every axe run.
 */
export async function settleToasts(page: Page): Promise<void> {
  type Counted = typeof globalThis & { settledFrames?: number };
  await page.evaluate(() => ((globalThis as Counted).settledFrames = 0));
  await page
    .waitForFunction(
      () => {
        const settled = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).every(
          (el) =>
            el.dataset.mounted === 'true' &&
            el.getAnimations({ subtree: true }).length === 0 &&
            ['0', '1'].includes(getComputedStyle(el).opacity),
        );
        const frames = settled ? ((globalThis as Counted).settledFrames ?? 0) + 1 : 0;
        (globalThis as Counted).settledFrames = frames;
        return frames >= 3;
      },
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Every element the violations name is inside a toast, or already gone (a toast that left). */
async function allInToasts(page: Page, violations: { nodes: { target: unknown[] }[] }[]): Promise<boolean> {
  const selectors = violations.flatMap((v) => v.nodes.map((n) => n.target.map(String).join(' ')));
  return page.evaluate(
    (list) =>
      list.every((selector) => {
        try {
          const el = document.querySelector(selector);
          return !el || el.closest('[data-sonner-toaster]') !== null;
        } catch {
          return false; // not a selector this page can read: report the violation as it is
        }
      }),
    selectors,
  );
}

/**
 * No WCAG 2.1 A/AA violation on the page, or inside `include` only, once toasts have settled; a
 * failure lists each rule with the elements that break it. `context` names the page in the message.
 */
export async function expectNoAxeViolations(page: Page, include?: string, context = ''): Promise<void> {
  await settleToasts(page);
  // Legacy mode runs axe in the page itself. By default each analysis also opens a blank page, to
  // gather results from cross-origin frames, and injects axe into it: about twice the cost here,
  // and the shop has no frames.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  if (include) builder = builder.include(include);
  let result = await builder.analyze();
  // A toast whose time ran out during the analysis is caught half faded, and its text fails the
  // contrast rule (seen on a slow machine). Once the toasts have settled again, a violation that
  // is real is found a second time.
  if (result.violations.length && (await allInToasts(page, result.violations))) {
    await settleToasts(page);
    result = await builder.analyze();
  }
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    context,
  ).toEqual([]);
}

/** A customer's address inside the demo shop's delivery area (insert_address's `data`). */
export const E1_ADDRESS = {
  first_name: 'Amira',
  last_name: 'Khan',
  address: '12 Commercial Street',
  city: 'London',
  zipcode: 'E1 6AN',
  phone: '07123456789',
} as const;

export const test = base;
export { expect };

export interface TestSession {
  api_key: string;
  api_secret: string;
  customer_id: string;
  customer_name: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** Signs up a new customer through the API (unique per call) and returns what the web app stores as its session. */
export async function newCustomer(request: APIRequestContext, tag: string, first = 'Amira', last = 'Khan'): Promise<TestSession> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `${tag}-${stamp}@example.com`;
  const res = await request.post('/api/method/insert_customers', {
    data: { data: { first_name: first, last_name: last, email, phone: `07${stamp.slice(-9)}`, pwd: 'Larder2024pass' } },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const m = (await res.json()).message;
  return {
    api_key: m.api_key,
    api_secret: m.api_secret,
    customer_id: m.customer_id,
    customer_name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    email,
  };
}

/** Starts every page of this test signed in as `s`. */
export async function useSession(page: Page, s: TestSession): Promise<void> {
  await page.addInitScript((json) => localStorage.setItem('larder.session', json), JSON.stringify(s));
}

/** The e2e server's SQLite file (e2e/serve.mjs starts it fresh for each run). */
export const E2E_DB = path.resolve(import.meta.dirname, '..', '..', '.tmp', `e2e-${process.env.E2E_PORT ?? '3100'}`, 'larder-e2e.sqlite');

export interface StaffTestSession {
  api_key: string;
  api_secret: string;
  expires_at: string;
  staff: { name: string; email: string; full_name: string; role: 'owner' | 'manager' | 'picker' };
}

/**
 * A new staff member made the way the shop makes them (`npm run admin -- create-user`), with a
 * password set from the one-time link and signed in through the API.
 */
export async function newStaff(
  request: APIRequestContext,
  role: 'owner' | 'manager' | 'picker',
  tag: string = role,
): Promise<StaffTestSession & { password: string }> {
  const email = `${tag}-${Date.now()}${Math.floor(Math.random() * 1e6)}@larder.example`;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/admin.ts', 'create-user', email, '--role', role, '--name', `Test ${role}`],
    {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATABASE_URL: `sqlite:${E2E_DB}`, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  const token = /token=([\w-]+)/.exec(out)?.[1];
  if (!token) throw new Error(`no set-password link in: ${out}`);
  const password = 'Butcher-block-2026';
  const set = await request.post('/api/method/admin_set_password', { data: { token, password } });
  if ((await set.json()).message.status !== 'success') throw new Error('could not set the staff password');
  const login = await request.post('/api/method/admin_login', { data: { email, password } });
  if (!login.ok()) throw new Error(`staff login failed: ${await login.text()}`);
  return { ...((await login.json()).message as StaffTestSession), password };
}

/** Starts every page of this test signed in to the console as `s`. */
export async function useStaffSession(page: Page, s: StaffTestSession): Promise<void> {
  await page.addInitScript((json) => localStorage.setItem('larder.staff', json), JSON.stringify(s));
}

interface SlotGroup {
  dates_lists: { date: string; allowed: number; slots: { name: string; allowed: number }[] }[];
}

/**
 * Setup for a journey that pays, not its point (the slot picker has its own journey in
 * checkout.spec): Delivery (or `method`, e.g. SM-002 Click & Collect) chosen and a free slot held
 * by the server for `s`, as the slot modal leaves them. Not today: a slot today can pass its
 * cut-off while the journey runs (then the order is refused as changed).
 */
export async function readyForCheckout(_page: Page, request: APIRequestContext, s: TestSession, method = 'SM-001'): Promise<void> {
  const post = async <T>(name: string, data: object): Promise<T> => {
    const res = await request.post(`/api/method/${name}`, { headers: { authorization: `token ${s.api_key}:${s.api_secret}` }, data });
    expect(res.ok(), `${name}: ${await res.text()}`).toBe(true);
    return (await res.json()).message as T;
  };
  const groups = await post<SlotGroup[]>('get_cart_delivery_slots', { shipping_method: method });
  const days = groups[0]!.dates_lists.filter((d) => d.allowed && d.slots.some((x) => x.allowed));
  const day = days[1] ?? days[0]!;
  const slot = day.slots.find((x) => x.allowed)!;
  const held = await post<{ status: string }>('hold_delivery_slot', { shipping_method: method, date: day.date, slot: slot.name });
  expect(held.status).toBe('success');
  // The checkout's choices are kept with the cart on the server.
  await post('set_checkout_choices', { shipping_method: method });
}
