import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, type TestDb, withSchemaLock } from '../../test/harness';
import { migrateTo, migrateToLatest } from './migrate';

/** Before: phones as the old rule kept them (digits, "+44…" as "07…"), and the spellings it let through twice. */
const BEFORE = '2026_11_21_2300_admin_content';

let db: TestDb;
const customer = (id: string, phone: string | null, created: string, guest = 0) => ({
  id,
  is_guest: guest,
  first_name: id,
  last_name: '',
  email: guest ? null : `${id.toLowerCase()}@example.com`,
  phone,
  password_hash: null,
  status: 'Approved' as const,
  gender: '',
  dob: '',
  player_id: '',
  substitution_preference: 'best_match' as const,
  social_provider: '',
  social_subject: '',
  merged_into: null,
  created_at: `2026-${created}T09:00:00.000Z`,
  updated_at: `2026-${created}T09:00:00.000Z`,
});

beforeAll(async () => {
  db = await createTestDb({ upTo: BEFORE });
  await db.db
    .insertInto('customer')
    .values([
      customer('CUST-00001', '07700900123', '01-01'),
      // The same phone as CUST-00001, registered later: it loses the number.
      customer('CUST-00002', '00447700900123', '02-01'),
      customer('CUST-00003', '447700900124', '01-02'),
      customer('CUST-00004', '+447700900125', '01-03'),
      customer('CUST-00005', '12', '01-04'),
      // The later account already holds exactly what the earlier one's phone becomes.
      customer('CUST-00006', '07700900127', '01-05'),
      customer('CUST-00007', '+447700900127', '03-01'),
      customer('CUST-00008', '+1 202 555 0143', '01-06'),
      customer('GC-guest', null, '01-07', 1),
    ])
    .execute();
  await withSchemaLock('migrate', () => migrateToLatest(db.db, { schema: db.schema }));
});
afterAll(() => db.drop());

const phones = async () =>
  Object.fromEntries(
    (await db.db.selectFrom('customer').select(['id', 'phone']).orderBy('id').execute()).map((r) => [r.id, r.phone] as const),
  );

describe('migration 2026_11_25_1800: customers’ phones in E.164', () => {
  it('rewrites every readable phone in E.164; of two spellings of one phone the first-registered account keeps it', async () => {
    expect(await phones()).toEqual({
      'CUST-00001': '+447700900123',
      'CUST-00002': null,
      'CUST-00003': '+447700900124',
      'CUST-00004': '+447700900125',
      'CUST-00005': null,
      'CUST-00006': '+447700900127',
      'CUST-00007': null,
      'CUST-00008': '+12025550143',
      'GC-guest': null,
    });
  });

  it('lists the cleared phones for the shop to sort out, with the spelling they had and who kept the number', async () => {
    const review = await db.db
      .selectFrom('customer_phone_review')
      .select(['customer_id', 'phone_as_stored', 'reason', 'kept_by'])
      .orderBy('customer_id')
      .execute();
    expect(review).toEqual([
      { customer_id: 'CUST-00002', phone_as_stored: '00447700900123', reason: 'duplicate', kept_by: 'CUST-00001' },
      { customer_id: 'CUST-00005', phone_as_stored: '12', reason: 'unreadable', kept_by: null },
      { customer_id: 'CUST-00007', phone_as_stored: '+447700900127', reason: 'duplicate', kept_by: 'CUST-00006' },
    ]);
  });

  it('the app finds the migrated accounts by any spelling of their phone', async () => {
    const t = await createTestApp({ db: { ...db, drop: () => Promise.resolve() } });
    try {
      const clash = await t.call('insert_customers', {
        data: { first_name: 'New', email: 'new@example.com', phone: '(07700) 900-123', pwd: 'Lamb-chops-1' },
      });
      expect(clash.body.message).toEqual({ status: 'failed', message: 'Mobile Number already registered!' });
    } finally {
      await t.app.close();
    }
  });

  it('down: back to the old spelling, and cleared phones back where still free', async () => {
    // Going down drops columns (the later migrations' down), which another file's migrator, reading
    // every schema's columns, failed on ("column rejected_at … does not exist"): it holds the lock alone.
    await withSchemaLock('drop', () => migrateTo(db.db, BEFORE, { schema: db.schema }));
    const back = await phones();
    expect(back).toMatchObject({
      'CUST-00001': '07700900123',
      'CUST-00002': '00447700900123',
      'CUST-00003': '07700900124',
      'CUST-00005': '12',
      'CUST-00006': '07700900127',
      'CUST-00007': '+447700900127',
      'CUST-00008': '12025550143',
    });
  });
});
