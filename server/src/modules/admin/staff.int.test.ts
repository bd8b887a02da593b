import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { seedStaff } from '../../db/seed/factories';
import { type Clock } from '../../lib/clock';
import { createStaff } from './staff.service';

// The real time: seeded tokens are issued against it.
let now = new Date();
const clock: Clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('staff accounts', () => {
  it('a new account sets its password from a one-time link, signs in, and its session ends after a working day', async () => {
    const { link } = await createStaff(
      t.db.db,
      'https://shop.example',
      { email: 'Nadia@Larder.example', name: 'Nadia', role: 'owner' },
      now,
    );
    expect(link).toMatch(/^https:\/\/shop\.example\/admin\/set-password\?token=[\w-]{30,}$/);
    // No password yet: cannot sign in.
    expect((await t.call('admin_login', { email: 'nadia@larder.example', password: 'anything-1' })).status).toBe(401);
    const weak = await t.call('admin_set_password', { token: tokenOf(link), password: 'short1' });
    expect(weak.status).toBe(417);
    const set = await t.call('admin_set_password', { token: tokenOf(link), password: 'Butcher-block-2026' });
    expect(set.body.message.status).toBe('success');
    expect((await t.call('admin_set_password', { token: tokenOf(link), password: 'Another-pass-2026' })).body.message.status).toBe(
      'failed',
    );

    const login = await t.call('admin_login', { email: 'NADIA@larder.example', password: 'Butcher-block-2026' });
    expect(login.status).toBe(200);
    expect(login.body.message.staff).toMatchObject({ email: 'nadia@larder.example', role: 'owner', has_password: true });
    const token = `${login.body.message.api_key}:${login.body.message.api_secret}`;
    expect((await t.call('admin_me', {}, { token })).body.message.full_name).toBe('Nadia');
    const signedIn = now;
    now = new Date(now.getTime() + 13 * 3600 * 1000);
    expect((await t.call('admin_me', {}, { token })).status).toBe(401);
    now = signedIn;
  });

  it('a wrong password and an unknown e-mail answer alike; repeated tries are rate limited', async () => {
    const s = await seedStaff(t.db.db, { role: 'picker' });
    const wrong = await t.call('admin_login', { email: s.staff.email, password: 'nope-nope-1' });
    const unknown = await t.call('admin_login', { email: 'ghost@larder.example', password: 'nope-nope-1' });
    expect(wrong.status).toBe(401);
    expect(errorMessage(wrong.body)).toBe(errorMessage(unknown.body));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.call('admin_login', { email: s.staff.email, password: `bad-${i}-pass` })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('owners manage staff (audited); a role change or deactivation ends sessions; the last owner stays', async () => {
    const owner = await seedStaff(t.db.db, { role: 'owner' });
    const created = await t.call(
      'admin_save_staff',
      { email: 'sam@larder.example', full_name: 'Sam', role: 'picker' },
      { token: owner.token },
    );
    expect(created.body.message.set_password_link).toMatch(/set-password\?token=/);
    const sam = created.body.message.staff;
    expect(
      (await t.call('admin_save_staff', { email: 'sam@larder.example', full_name: 'Sam', role: 'picker' }, { token: owner.token })).status,
    ).toBe(409);

    const picker = await seedStaff(t.db.db, { role: 'picker' });
    const promote = await t.call(
      'admin_save_staff',
      { name: picker.staff.id, email: picker.staff.email, full_name: 'Priya', role: 'manager' },
      { token: owner.token },
    );
    expect(promote.body.message.staff.role).toBe('manager');
    expect((await t.call('admin_me', {}, { token: picker.token })).status).toBe(401);

    // Every other owner deactivated: the last active owner cannot demote themselves.
    await t.db.db.updateTable('staff').set({ is_active: 0 }).where('role', '=', 'owner').where('id', '!=', owner.staff.id).execute();
    const demote = await t.call(
      'admin_save_staff',
      { name: owner.staff.id, email: owner.staff.email, full_name: 'Me', role: 'manager' },
      { token: owner.token },
    );
    expect(demote.status).toBe(417);
    expect(errorMessage(demote.body)).toBe('The shop needs at least one active owner.');

    const log = (await t.call('admin_audit_log', { entity: 'staff' }, { token: owner.token })).body.message;
    expect(log.map((e: { action: string; entity_id: string }) => [e.action, e.entity_id])).toEqual(
      expect.arrayContaining([
        ['create', sam.name],
        ['update', picker.staff.id],
      ]),
    );
    const update = log.find((e: { entity_id: string }) => e.entity_id === picker.staff.id);
    expect(update).toMatchObject({ staff_email: owner.staff.email, before: { role: 'picker' }, after: { role: 'manager' } });
  });
});
