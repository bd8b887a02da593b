import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeWithBump } from '../../cache/change-with-bump';
import type { Ctx } from '../../ctx';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/harness';
import { connect } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { type ProductRows, seedCategory, seedProduct, seedTaxClasses } from '../../db/seed/factories';
import { DECLINED } from '../../db/sync-sqlite';
import { getStoreSettings, updateStoreSettings } from '../settings/settings.service';
import { shoppersVersions } from './cart-read';

/**
 * get_cartItems is answered from a per-shopper cache (cart-read.ts). Two apps on one database
 * stand for two processes: each has its own caches and polls the versions only once a minute
 * here, so what A shows after a change made through B, or by SQL that bumps nothing, is what
 * the cart read itself found out.
 */
let a: TestApp;
let b: TestApp;
let chops: ProductRows;
let curry: ProductRows;

const ctxOf = (t: TestApp): Ctx => ({
  db: t.state.db,
  dialect: t.state.dialect,
  caller: { kind: 'anonymous' },
  ip: '127.0.0.1',
  clock: t.state.clock,
  log: t.app.log,
  app: t.state,
});

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ db: { ...a.db, drop: () => Promise.resolve() } });
  const db = a.db.db;
  await seedTaxClasses(db);
  const lamb = await seedCategory(db, { name: 'Lamb' });
  chops = await seedProduct(db, { name: 'Lamb Loin Chops', route: 'chops', price: 899, stock: 20, category_ids: [lamb.id] });
  curry = await seedProduct(db, {
    name: 'Lamb Curry Pieces',
    route: 'curry',
    price: 750,
    category_ids: [lamb.id],
    attributes: [{ name: 'Weight', options: [{ value: '500 g' }, { value: '1 kg', price_adjustment: 650 }] }],
    default_variant_stock: 10,
  });
});

afterAll(async () => {
  await b.app.close();
  await a.close();
});

/** A guest with a cart of chops (2) and curry (1, 500 g), made through A. */
async function guestCart(): Promise<string> {
  const first = await a.call('insertCartItems', { item_code: 'chops', qty: 2 });
  const guest = first.body.message.customer as string;
  await a.call('insertCartItems', { item_code: 'curry', qty: 1, customer: guest });
  return guest;
}

async function cartOn(t: TestApp, guest: string) {
  const res = await t.call('get_cartItems', { customer: guest });
  expect(res.status).toBe(200);
  return res.body.message as {
    cart: {
      items: { product: string; price: number; stock: number; quantity: number; in_stock: boolean }[];
      total: number;
      basket_charge: number;
    };
    wishlist: { items: unknown[] };
  };
}

const line = (c: Awaited<ReturnType<typeof cartOn>>, p: ProductRows) => c.cart.items.find((l) => l.product === p.product.id)!;

describe('a cart read never shows what has changed since it was cached', () => {
  it('follows a price change made through another process', async () => {
    const guest = await guestCart();
    expect(line(await cartOn(a, guest), chops).price).toBe(8.99); // A has cached the cart
    expect(line(await cartOn(b, guest), chops).price).toBe(8.99); // and B its product definitions
    await changeWithBump(ctxOf(b), ['catalog'], (tx) =>
      tx.db.updateTable('product').set({ price: 1049 }).where('id', '=', chops.product.id).execute(),
    );
    const after = await cartOn(a, guest);
    expect(line(after, chops).price).toBe(10.49);
    expect(after.cart.total).toBe(2 * 10.49 + 7.5);
    await changeWithBump(ctxOf(b), ['catalog'], (tx) =>
      tx.db.updateTable('product').set({ price: 899 }).where('id', '=', chops.product.id).execute(),
    );
    expect(line(await cartOn(a, guest), chops).price).toBe(8.99);
  });

  it("follows a change to a chosen option's price made through another process (and the cart's total)", async () => {
    const kilo = curry.options.find((o) => o.option_value === '1 kg')!;
    const first = await a.call('insertCartItems', { item_code: 'curry', qty: 1, attribute_id: [kilo.id] });
    const guest = first.body.message.customer as string;
    expect(line(await cartOn(a, guest), curry).price).toBe(14);
    const setAdjustment = (pence: number) =>
      changeWithBump(ctxOf(b), ['catalog'], (tx) =>
        tx.db.updateTable('product_attribute_option').set({ price_adjustment: pence }).where('id', '=', kilo.id).execute(),
      );
    await setAdjustment(800);
    expect(line(await cartOn(a, guest), curry).price).toBe(15.5);
    await a.call('insertCartItems', { item_code: 'chops', qty: 1, customer: guest });
    expect((await cartOn(a, guest)).cart.total).toBe(24.49);
    await setAdjustment(650);
    expect(line(await cartOn(a, guest), curry).price).toBe(14);
  });

  it('follows stock changed by SQL that bumps no cache version itself (product and combination)', async () => {
    const guest = await guestCart();
    const before = await cartOn(a, guest);
    expect([line(before, chops).stock, line(before, curry).stock]).toEqual([20, 10]);
    await a.db.db.updateTable('product').set({ stock: 1 }).where('id', '=', chops.product.id).execute();
    const after = await cartOn(a, guest);
    expect(line(after, chops)).toMatchObject({ stock: 1, in_stock: false });
    await a.db.db.updateTable('product_variant').set({ stock: 3 }).where('product_id', '=', curry.product.id).execute();
    expect(line(await cartOn(a, guest), curry).stock).toBe(3);
    await a.db.db.updateTable('product').set({ stock: 20 }).where('id', '=', chops.product.id).execute();
    await a.db.db.updateTable('product_variant').set({ stock: 10 }).where('product_id', '=', curry.product.id).execute();
    expect(line(await cartOn(a, guest), chops)).toMatchObject({ stock: 20, in_stock: true });
  });

  it('reads no version inside a transaction not committed yet, and answers what was committed', async () => {
    const guest = await guestCart();
    const chopsLine = line(await cartOn(a, guest), chops) as unknown as { name: string; quantity: number };
    let read: ReturnType<typeof cartOn> | undefined;
    const rolledBack = a.db.db.transaction().execute(async (trx) => {
      await trx.updateTable('cart_item').set({ quantity: 9 }).where('id', '=', chopsLine.name).execute();
      // On SQLite the transaction holds the one connection: a synchronous read there would see the 9.
      if (a.state.sqlite) expect(a.state.sqlite.changeStamp()).toBe(DECLINED);
      read = cartOn(a, guest);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(line(await read!, chops).quantity).toBe(chopsLine.quantity);
    expect(line(await cartOn(a, guest), chops).quantity).toBe(chopsLine.quantity);
  });

  it('follows a line added through another process, and lines changed or removed by SQL', async () => {
    const guest = await guestCart();
    expect((await cartOn(a, guest)).cart.items).toHaveLength(2);
    expect((await b.call('insertCartItems', { item_code: 'chops', qty: 3, customer: guest })).body.message.status).toBe('success');
    expect(line(await cartOn(a, guest), chops).quantity).toBe(5);
    expect(
      (await b.call('insertCartItems', { item_code: 'chops', qty: 1, cartType: 'Wishlist', customer: guest })).body.message.status,
    ).toBe('success');
    expect((await cartOn(a, guest)).wishlist.items).toHaveLength(1);
    const chopsLine = line(await cartOn(a, guest), chops) as unknown as { name: string };
    await a.db.db.updateTable('cart_item').set({ quantity: 7 }).where('id', '=', chopsLine.name).execute();
    expect(line(await cartOn(a, guest), chops).quantity).toBe(7);
    await a.db.db.deleteFrom('cart_item').where('id', '=', chopsLine.name).execute();
    expect((await cartOn(a, guest)).cart.items.map((l) => l.product)).toEqual([curry.product.id]);
  });

  it('follows a settings change made through another process (the small-basket charge)', async () => {
    const guest = await guestCart();
    expect((await cartOn(a, guest)).cart.basket_charge).toBe(0); // 25.48 is over the minimum basket
    const ctx = ctxOf(b);
    const was = await getStoreSettings(ctx);
    await updateStoreSettings(ctx, { min_basket: 100_000, basket_charge: 250 });
    expect((await cartOn(a, guest)).cart.basket_charge).toBe(2.5);
    await updateStoreSettings(ctx, { min_basket: was.min_basket, basket_charge: was.basket_charge });
    expect((await cartOn(a, guest)).cart.basket_charge).toBe(0);
  });

  it('serves the same answer again while nothing changed, and refuses a merged or made-up guest as before', async () => {
    const guest = await guestCart();
    expect(await cartOn(a, guest)).toEqual(await cartOn(a, guest));
    expect((await a.call('get_cartItems', { customer: 'GC-AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(403);
    expect((await a.call('get_cartItems', {})).body.message.cart.items).toEqual([]);
  });
});

describe.skipIf(TEST_DIALECT !== 'sqlite')('on SQLite, where a read may skip the version query while nothing was written', () => {
  it('follows a price, stock and line written through another connection to the same file (another process)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-cart-read-'));
    const file = path.join(dir, 'shop.sqlite');
    const mine = connect({ kind: 'sqlite', file });
    await migrateToLatest(mine.db);
    const app = await createTestApp({ db: { ...mine, drop: () => mine.close() } });
    const other = connect({ kind: 'sqlite', file });
    try {
      await seedTaxClasses(mine.db);
      const beef = await seedCategory(mine.db, { name: 'Beef' });
      const mince = await seedProduct(mine.db, { name: 'Beef Mince', route: 'mince', price: 599, stock: 30, category_ids: [beef.id] });
      const first = await app.call('insertCartItems', { item_code: 'mince', qty: 2 });
      const guest = first.body.message.customer as string;
      const read = async () => (await cartOn(app, guest)).cart.items[0]!;
      expect(await read()).toMatchObject({ price: 5.99, stock: 30, quantity: 2 });
      expect(await read()).toMatchObject({ price: 5.99, stock: 30, quantity: 2 }); // cached, with its stamp

      const bump = (scope: string) =>
        sql`insert into cache_version (scope, version) values (${scope}, 1)
            on conflict (scope) do update set version = cache_version.version + 1`.execute(other.db);
      await other.db.updateTable('product').set({ price: 649 }).where('id', '=', mince.product.id).execute();
      await bump('catalog');
      expect(await read()).toMatchObject({ price: 6.49 });
      await other.db.updateTable('product').set({ stock: 4 }).where('id', '=', mince.product.id).execute();
      await bump('stock');
      expect(await read()).toMatchObject({ stock: 4 });
      // The line's own version moves with its write (a trigger), with no cache version bumped.
      await other.db.updateTable('cart_item').set({ quantity: 5 }).where('product_id', '=', mince.product.id).execute();
      expect(await read()).toMatchObject({ quantity: 5 });
    } finally {
      await other.close();
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('many reads at once (one query for them all on PostgreSQL)', () => {
  it("answers each of forty shoppers reading together with their own cart, and a line added while others' reads are out", async () => {
    const guests: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await a.call('insertCartItems', { item_code: 'chops', qty: 1 + (i % 5) });
      guests.push(res.body.message.customer as string);
    }
    for (const g of guests) await cartOn(a, g); // all cached
    const late = guests[7]!;
    const reads = guests.map((g) => cartOn(a, g));
    // While those are out, a line is added through B; a read of that cart asked after it must show it.
    await b.call('insertCartItems', { item_code: 'curry', qty: 1, customer: late });
    const after = await cartOn(a, late);
    const answers = await Promise.all(reads);
    answers.forEach((c, i) => expect(line(c, chops).quantity).toBe(1 + (i % 5)));
    expect(after.cart.items.map((l) => l.product).sort()).toEqual([chops.product.id, curry.product.id].sort());
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')("the batch's versions query on PostgreSQL", () => {
  it('finds each shopper and its carts by key, not by scanning every customer and cart of a small shop', async () => {
    const guest = await guestCart();
    // A thousand more guests with a cart each: a small shop, where a plain join was planned as two
    // full scans (and a prepared statement keeps the plan it was given as the shop grows).
    await sql`insert into customer select (jsonb_populate_record(null::customer,
        to_jsonb(c) || jsonb_build_object('id', 'PLAN-' || g))).* from customer c, generate_series(1, 1000) g where c.id = ${guest}`.execute(
      a.db.db,
    );
    await sql`insert into cart select (jsonb_populate_record(null::cart,
        to_jsonb(c) || jsonb_build_object('id', 'PLANC-' || g, 'customer_id', 'PLAN-' || g))).* from cart c, generate_series(1, 1000) g where c.customer_id = ${guest}`.execute(
      a.db.db,
    );
    await sql`analyze customer`.execute(a.db.db);
    await sql`analyze cart`.execute(a.db.db);
    const ids = [guest, ...Array.from({ length: 8 }, (_, i) => `PLAN-${i + 1}`)];
    const query = shoppersVersions.compile(ctxOf(a), JSON.stringify(ids));
    const rows = (await a.db.db.executeQuery(query)).rows as { customer_id: string; cart_id: string | null }[];
    expect(new Set(rows.map((r) => r.customer_id))).toEqual(new Set(ids));
    expect(rows.every((r) => r.cart_id !== null)).toBe(true);
    const plan = (
      await a.db.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]))
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on (customer|cart)\b/);
    expect(plan).toMatch(/Index Scan using customer_pkey on customer/);
  });
});

describe('many reads of unchanged carts at once are answered from the cache', () => {
  it('builds no cart again: the only queries are the versions, shared by the reads that arrive together (none on SQLite)', async () => {
    const guests: string[] = [];
    for (let i = 0; i < 40; i++)
      guests.push((await a.call('insertCartItems', { item_code: 'chops', qty: 1 })).body.message.customer as string);
    for (const g of guests) await cartOn(a, g); // all cached
    const queries = vi.spyOn(a.state.db, 'executeQuery');
    try {
      const answers = await Promise.all(guests.map((g) => cartOn(a, g)));
      answers.forEach((c) => expect(line(c, chops).quantity).toBe(1));
      const sent = queries.mock.calls.map(([q]) => ('compile' in q ? q.compile() : q).sql);
      // A read the batch did not answer would build the cart again, with queries of its own.
      expect(sent.filter((text) => !text.includes('"lines_version"'))).toEqual([]);
      // How many reads share a batch depends on how they arrive; never more than one query a read.
      expect(sent.length).toBeLessThanOrEqual(TEST_DIALECT === 'postgres' ? guests.length : 0);
    } finally {
      queries.mockRestore();
    }
  });
});

describe('the values of an add are stored as sent, whatever they hold', () => {
  // On PostgreSQL the line's write travels with `commit` with its values written into the text
  // (db/prepared.ts `inlined`): quotes, backslashes and the like must arrive as typed. (No free-item
  // offer runs in this file, so the write does take that message.)
  const notes = ["O'Brien's order; drop table cart; --", "C:\\path\\ and \\' and $1 and $$ and E'x'", 'Leave with ✓ neighbour — 2°C'];
  it.each(notes)('a new line and a changed line keep the note %s', async (note) => {
    const first = await a.call('insertCartItems', { item_code: 'chops', qty: 1, note });
    expect(first.body.message.status).toBe('success');
    const guest = first.body.message.customer as string;
    const read = async () => (await a.call('get_cartItems', { customer: guest })).body.message.cart.items[0];
    expect(await read()).toMatchObject({ note, quantity: 1 });
    const changed = `${note} (again)`;
    const again = await a.call('insertCartItems', { item_code: 'chops', qty: 2, note: changed, customer: guest });
    expect(again.body.message.status).toBe('success');
    expect(await read()).toMatchObject({ note: changed, quantity: 3 });
  });
});
