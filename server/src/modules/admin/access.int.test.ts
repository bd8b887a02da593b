import type { CallName } from '@larder/contract';
import { calls } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedCustomer, seedStaff } from '../../db/seed/factories';

/**
 * The console's whole access matrix: every staff call refuses guests and customers with 403,
 * and each role gets exactly the calls its role list names. New admin calls are covered by
 * being in the contract.
 */
const staffCalls = (Object.keys(calls) as CallName[]).filter((n) => calls[n].auth === 'staff');
// Signing out ends the session the matrix uses: checked on its own below.
const matrixCalls = staffCalls.filter((n) => n !== 'admin_logout');

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.customer = (await seedCustomer(t.db.db, { password_hash: 'x' })).token;
  for (const role of ['owner', 'manager', 'picker'] as const) tokens[role] = (await seedStaff(t.db.db, { role, passwordHash: 'x' })).token;
});
afterAll(() => t.close());

describe('console access', () => {
  it('has staff calls, all named admin_*', () => {
    expect(staffCalls.length).toBeGreaterThan(3);
    for (const n of staffCalls) expect(n).toMatch(/^admin_/);
  });

  it.each(matrixCalls)('%s: 403 for a guest, a guest reference and a customer; each role as its list says', async (name) => {
    const def = calls[name];
    expect((await t.call(name, {})).status).toBe(403);
    expect((await t.call(name, { customer_id: 'GC-whatever' })).status).toBe(403);
    expect((await t.call(name, {}, { token: tokens.customer })).status).toBe(403);
    for (const role of ['owner', 'manager', 'picker'] as const) {
      const res = await t.call(name, {}, { token: tokens[role] });
      const allowed = !def.roles || def.roles.includes(role);
      if (allowed) expect(res.status, `${name} as ${role}`).not.toBe(403);
      else expect(res.status, `${name} as ${role}`).toBe(403);
    }
  });

  it('admin_logout: 403 for guests and customers; ends a staff session', async () => {
    expect((await t.call('admin_logout', {})).status).toBe(403);
    expect((await t.call('admin_logout', {}, { token: tokens.customer })).status).toBe(403);
    const s = await seedStaff(t.db.db, { role: 'picker', passwordHash: 'x' });
    expect((await t.call('admin_logout', {}, { token: s.token })).body.message.status).toBe('success');
    expect((await t.call('admin_me', {}, { token: s.token })).status).toBe(401);
  });

  it('picker: orders and picking only; manager: all but settings and staff', () => {
    const pickerCalls = staffCalls.filter((n) => !calls[n].roles || calls[n].roles.includes('picker'));
    for (const n of pickerCalls)
      expect(n, n).toMatch(
        /^admin_(login|logout|me|order|pick|packing|update_order_status|bulk_order_status|slot_bookings|dashboard|weigh|finish_picking|remove_weighed_line)/,
      );
    const managerDenied = staffCalls.filter((n) => calls[n].roles && !calls[n].roles.includes('manager'));
    for (const n of managerDenied)
      expect(n, n).toMatch(/^admin_(staff|save_staff|settings|save_settings|app_config|save_app_config|vat|save_vat|menu|save_menu)/);
  });
});
