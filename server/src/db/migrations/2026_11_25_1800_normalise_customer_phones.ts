import type { Kysely } from 'kysely';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Registered customers' phones in E.164 ("+447700900123"), as accounts are now keyed by them.
 * Before, a phone was kept as its digits with "+44…" turned into "07…", so "0044 7700 900123" and
 * "07700 900123" could be two accounts' phones: the same phone now. Of such a pair the account
 * registered first keeps the number; the other's phone is cleared (they still sign in by e-mail)
 * and listed in `customer_phone_review`, with the spelling it had and who kept it, for the shop to
 * sort out with the customer. A stored phone that cannot be read as a number is cleared and listed
 * the same way. Frozen: the parsing rule is copied here, not imported from the app.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a frozen migration sees no app table types
type Db = Kysely<any>;

async function storeCountry(db: Db): Promise<CountryCode> {
  const row: { value: string } | undefined = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', 'default_country')
    .executeTakeFirst();
  let code: unknown = 'GB';
  try {
    if (row) code = JSON.parse(row.value);
  } catch {
    // an unreadable setting: the default
  }
  const c = typeof code === 'string' ? code.toUpperCase() : '';
  return isSupportedCountry(c) ? c : 'GB';
}

function toE164(raw: string, country: CountryCode): string | null {
  const p = parsePhoneNumberFromString(raw.trim(), { defaultCountry: country, extract: false });
  return p && !p.ext && p.isPossible() ? p.number : null;
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('customer_phone_review')
    .addColumn('customer_id', 'text', (c) => c.primaryKey().references('customer.id').onDelete('cascade'))
    .addColumn('phone_as_stored', 'text', (c) => c.notNull())
    /** 'duplicate' (another account kept the number) or 'unreadable' (not a phone number). */
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('kept_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const country = await storeCountry(db);
  const rows = (await db
    .selectFrom('customer')
    .select(['id', 'phone'])
    .where('is_guest', '=', 0)
    .where('phone', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; phone: string }[];

  const owner = new Map<string, string>();
  const updates: { id: string; phone: string }[] = [];
  const review: { customer_id: string; phone_as_stored: string; reason: string; kept_by: string | null; created_at: string }[] = [];
  const now = new Date().toISOString();
  for (const r of rows) {
    if (r.phone.trim() === '') {
      updates.push({ id: r.id, phone: '' });
      continue;
    }
    const e164 = toE164(r.phone, country);
    const keptBy = e164 ? owner.get(e164) : undefined;
    if (!e164 || keptBy) {
      review.push({
        customer_id: r.id,
        phone_as_stored: r.phone,
        reason: e164 ? 'duplicate' : 'unreadable',
        kept_by: keptBy ?? null,
        created_at: now,
      });
      continue;
    }
    owner.set(e164, r.id);
    if (e164 !== r.phone) updates.push({ id: r.id, phone: e164 });
  }

  // Losers first: their old spellings may be exactly what a keeper's phone becomes.
  for (const r of review) {
    await db.updateTable('customer').set({ phone: null }).where('id', '=', r.customer_id).execute();
    await db.insertInto('customer_phone_review').values(r).execute();
  }
  for (const u of updates) {
    await db
      .updateTable('customer')
      .set({ phone: u.phone === '' ? null : u.phone })
      .where('id', '=', u.id)
      .execute();
  }
}

/** Back to the earlier spelling (UK numbers as "07…", others as digits); cleared phones come back where still free. */
export async function down(db: Db): Promise<void> {
  const rows = (await db.selectFrom('customer').select(['id', 'phone']).where('phone', 'is not', null).execute()) as {
    id: string;
    phone: string;
  }[];
  for (const r of rows) {
    const digits = r.phone.replace(/\D/g, '');
    const old = digits.startsWith('44') && digits.length === 12 ? `0${digits.slice(2)}` : digits;
    if (old !== r.phone) await db.updateTable('customer').set({ phone: old }).where('id', '=', r.id).execute();
  }
  const cleared = (await db.selectFrom('customer_phone_review').select(['customer_id', 'phone_as_stored']).execute()) as {
    customer_id: string;
    phone_as_stored: string;
  }[];
  for (const c of cleared) {
    const taken = await db
      .selectFrom('customer')
      .select('id')
      .where('phone', '=', c.phone_as_stored)
      .where('is_guest', '=', 0)
      .executeTakeFirst();
    if (!taken) await db.updateTable('customer').set({ phone: c.phone_as_stored }).where('id', '=', c.customer_id).execute();
  }
  await db.schema.dropTable('customer_phone_review').execute();
}
