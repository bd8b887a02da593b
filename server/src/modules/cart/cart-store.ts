import { type CompiledQuery, type Expression, sql } from 'kysely';
import type { Ctx } from '../../ctx';
import type { SyncSqlite } from '../../db/sync-sqlite';
import { randomId } from '../../lib/ids';
import type { SubstitutionPreference } from '../customers/customers.table';
import { isActiveGuestRow } from '../customers/identity';
import type { DiscountRow } from '../promotions/promotions.table';
import type { CartItemRow, CartType } from './cart.table';
import { freeItemRulesJson, parseFreeItemRules } from './free-rules';
import { asExecute, prepared } from '../../db/prepared';

/** Data access for carts and lines; every function is scoped by customer, so ownership is built in. */

export async function findCartId(ctx: Ctx, customerId: string, type: CartType): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('cart')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('cart_type', '=', type)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new cart's id: WL- for a wishlist, SC- for a shopping cart. */
export const newCartId = (type: CartType) => `${type === 'Wishlist' ? 'WL' : 'SC'}-${randomId(12)}`;

export async function getOrCreateCartId(ctx: Ctx, customerId: string, type: CartType): Promise<string> {
  const existing = await findCartId(ctx, customerId, type);
  if (existing) return existing;
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('cart')
    .values({
      id: newCartId(type),
      customer_id: customerId,
      cart_type: type,
      coupon_code: '',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'cart_type']).doNothing())
    .execute();
  return (await findCartId(ctx, customerId, type))!;
}

const lockOrCreate = prepared((ctx: Ctx, id: string, customerId: string, type: string, now: string) =>
  ctx.db
    .insertInto('cart')
    .values({ id, customer_id: customerId, cart_type: type as CartType, coupon_code: '', created_at: now, updated_at: now })
    // `where false`: an existing cart is locked (as the conflict's update locks it) and not written.
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'cart_type'])
        .doUpdateSet({ updated_at: now })
        .where(sql<boolean>`false`),
    ),
);

/**
 * PostgreSQL: the customer's cart of this type locked for the rest of the transaction, made first
 * if there is none (a new cart is the transaction's own until it commits). One statement whose
 * outcome is the same either way — the cart exists and is ours — so it can travel with `begin`.
 * A customer that does not exist fails it (the cart's foreign key).
 */
function lockOrCreateCart(ctx: Ctx, customerId: string, type: CartType): CompiledQuery {
  return lockOrCreate.compile(ctx, newCartId(type), customerId, type, ctx.clock.now().toISOString());
}

/** A cart line with the live stock of its product and of its chosen combination (null: none). */
export interface StockedLine extends CartItemRow {
  product_stock: number | null;
  variant_stock: number | null;
}

const customerCarts = prepared((ctx: Ctx, customerId: string) =>
  ctx.db
    .selectFrom('cart as c')
    .leftJoin('cart_item as i', 'i.cart_id', 'c.id')
    .leftJoin('product as p', 'p.id', 'i.product_id')
    .leftJoin('product_variant as v', (j) =>
      j.onRef('v.product_id', '=', 'i.product_id').onRef('v.attribute_key', '=', 'i.attribute_key').on('v.disabled', '=', 0),
    )
    .selectAll('i')
    .select(['c.id as cart', 'c.cart_type', 'p.stock as product_stock', 'v.stock as variant_stock'])
    .where('c.customer_id', '=', customerId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id'),
);

/**
 * Both of a customer's carts (the shopping cart and the wishlist), each with its lines newest
 * first and every line's live stock, in one query: the cart read is as busy as the shelf.
 */
export async function customerCartsWithStock(ctx: Ctx, customerId: string): Promise<Map<CartType, { id: string; lines: StockedLine[] }>> {
  const carts = new Map<CartType, { id: string; lines: StockedLine[] }>();
  for (const row of await customerCarts(ctx, customerId)) {
    let cart = carts.get(row.cart_type);
    if (!cart) carts.set(row.cart_type, (cart = { id: row.cart, lines: [] }));
    // A cart without lines comes back as one row with no line.
    if (row.id !== null) cart.lines.push(row as StockedLine);
  }
  return carts;
}

export async function cartLines(ctx: Ctx, cartId: string): Promise<CartItemRow[]> {
  return ctx.db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** A line of one of this customer's carts, with the cart's type; null when it is not theirs. */
export async function ownLine(ctx: Ctx, customerId: string, lineId: string): Promise<(CartItemRow & { cart_type: CartType }) | null> {
  const row = await ctx.db
    .selectFrom('cart_item as i')
    .innerJoin('cart as c', 'c.id', 'i.cart_id')
    .selectAll('i')
    .select('c.cart_type')
    .where('i.id', '=', lineId)
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPaidLine(ctx: Ctx, cartId: string, productId: string, attributeKey: string): Promise<CartItemRow | null> {
  const row = await ctx.db
    .selectFrom('cart_item')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('attribute_key', '=', attributeKey)
    .where('is_free_item', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

/** A line id: "CI-" and 96 random bits. A guest's line id is also its capability (decision 021). */
export function newLineId(): string {
  return `CI-${randomId(12)}`;
}

/** Is this id of the random form newLineId makes (not a made-up or short one)? */
export function isRandomLineId(id: string): boolean {
  return /^CI-[A-Za-z0-9_-]{16}$/.test(id);
}

/**
 * A line of an active guest's cart found by its id alone, with the cart's type and the guest;
 * null for any other line. The one lookup not scoped by customer: a guest's line id is unguessable,
 * so holding it is the capability to change that line (decision 021).
 */
export async function guestLineById(
  ctx: Ctx,
  lineId: string,
): Promise<{ guestId: string; line: CartItemRow & { cart_type: CartType } } | null> {
  if (!isRandomLineId(lineId)) return null;
  const row = await ctx.db
    .selectFrom('cart_item as i')
    .innerJoin('cart as c', 'c.id', 'i.cart_id')
    .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
    .selectAll('i')
    .select(['c.cart_type', 'c.customer_id', 'cu.is_guest', 'cu.merged_into'])
    .where('i.id', '=', lineId)
    .executeTakeFirst();
  if (!row || !isActiveGuestRow(row)) return null;
  const { customer_id, is_guest: _g, merged_into: _m, ...line } = row;
  return { guestId: customer_id, line };
}

const setQuantity = prepared((ctx: Ctx, id: string, quantity: number) =>
  ctx.db.updateTable('cart_item').set({ quantity }).where('id', '=', id),
);
const setQuantityAndNote = prepared((ctx: Ctx, id: string, quantity: number, note: string) =>
  ctx.db.updateTable('cart_item').set({ quantity, note }).where('id', '=', id),
);
const insertLine = prepared(
  (
    ctx: Ctx,
    id: string,
    cartId: string,
    productId: string,
    attributeKey: string,
    attributeDescription: string,
    quantity: number,
    isFreeItem: number,
    discountRule: string,
    note: string,
    substitution: string,
    createdAt: string,
  ) =>
    ctx.db.insertInto('cart_item').values({
      id,
      cart_id: cartId,
      product_id: productId,
      attribute_key: attributeKey,
      attribute_description: attributeDescription,
      quantity,
      is_free_item: isFreeItem,
      discount_rule: discountRule,
      note,
      substitution: substitution as SubstitutionPreference,
      substitute_product_id: null,
      created_at: createdAt,
    }),
);
const deleteLine = prepared((ctx: Ctx, id: string) => ctx.db.deleteFrom('cart_item').where('id', '=', id));

/**
 * Line writes as bound queries, so a synchronous transaction (db/sync-sqlite.ts) and an async one
 * run exactly the same statements.
 */
export const lineWrites = {
  /** A line's new quantity (and note, when one is given). */
  quantity: (ctx: Ctx, id: string, quantity: number, note?: string): CompiledQuery =>
    note === undefined ? setQuantity.compile(ctx, id, quantity) : setQuantityAndNote.compile(ctx, id, quantity, note),
  /** A new paid line; the line's substitution preference starts as the customer's. */
  paid: (
    ctx: Ctx,
    line: { id: string; cartId: string; productId: string; attributeKey: string; description: string; quantity: number; note: string },
    substitution: SubstitutionPreference,
  ): CompiledQuery =>
    insertLine.compile(
      ctx,
      line.id,
      line.cartId,
      line.productId,
      line.attributeKey,
      line.description,
      line.quantity,
      0,
      '',
      line.note,
      substitution,
      ctx.clock.now().toISOString(),
    ),
  /** A FREE line a rule gives (never substituted). */
  free: (ctx: Ctx, cartId: string, productId: string, ruleId: string, quantity: number): CompiledQuery =>
    insertLine.compile(
      ctx,
      newLineId(),
      cartId,
      productId,
      '',
      '',
      quantity,
      1,
      ruleId,
      '',
      'no_substitute',
      ctx.clock.now().toISOString(),
    ),
  remove: (ctx: Ctx, id: string): CompiledQuery => deleteLine.compile(ctx, id),
};

export async function touchCart(ctx: Ctx, cartId: string): Promise<void> {
  await ctx.db.updateTable('cart').set({ updated_at: ctx.clock.now().toISOString() }).where('id', '=', cartId).execute();
}

/** The coupon the cart carries ('' for none); checkout checks it before setting it. */
export async function setCartCoupon(ctx: Ctx, cartId: string, code: string): Promise<void> {
  await ctx.db.updateTable('cart').set({ coupon_code: code }).where('id', '=', cartId).execute();
}

/** Badge counts: units in the shopping cart (paid lines) and lines in the wishlist. */
export async function counts(ctx: Ctx, customerId: string): Promise<{ cart: number; wishlist: number }> {
  const rows = await ctx.db
    .selectFrom('cart as c')
    .innerJoin('cart_item as i', 'i.cart_id', 'c.id')
    .select((eb) => ['c.cart_type', eb.fn.sum<number>('i.quantity').as('units'), eb.fn.countAll<number>().as('lines')])
    .where('c.customer_id', '=', customerId)
    .where('i.is_free_item', '=', 0)
    .groupBy('c.cart_type')
    .execute();
  const cart = rows.find((r) => r.cart_type === 'Shopping Cart');
  const wish = rows.find((r) => r.cart_type === 'Wishlist');
  return { cart: Number(cart?.units ?? 0), wishlist: Number(wish?.lines ?? 0) };
}

/** A line as adding to a cart and keeping its free lines in sync need it. */
export type LineFacts = Pick<CartItemRow, 'id' | 'product_id' | 'attribute_key' | 'quantity' | 'is_free_item' | 'discount_rule'>;

/** A cart with its coupon and lines, read in one query. */
export interface CartSnapshot {
  cartId: string;
  couponCode: string;
  lines: LineFacts[];
}

/**
 * The lines of cart `c` as one JSON array of [id, product_id, attribute_key, quantity,
 * is_free_item, discount_rule] tuples: one value to decode instead of a row object per line
 * (decoding row objects was most of the time of a cart read).
 */
function linesJson(ctx: Ctx) {
  const tuple = sql`i.id, i.product_id, i.attribute_key, i.quantity, i.is_free_item, i.discount_rule`;
  return ctx.dialect === 'postgres'
    ? sql<unknown>`(select json_agg(json_build_array(${tuple})) from cart_item as i where i.cart_id = c.id)`
    : sql<unknown>`(select json_group_array(json_array(${tuple})) from cart_item as i where i.cart_id = c.id)`;
}

type LineTuple = [string, string, string, number, number, string];

function parseLines(value: unknown): LineFacts[] {
  // SQLite returns the JSON text; pg decodes json itself, and json_agg of no rows is null.
  const tuples = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as LineTuple[];
  return tuples.map(([id, product_id, attribute_key, quantity, is_free_item, discount_rule]) => ({
    id,
    product_id,
    attribute_key,
    quantity: Number(quantity),
    is_free_item: Number(is_free_item),
    discount_rule,
  }));
}

/** The customer's cart of this type with its coupon and lines, in one query; null when there is none. */
export async function cartSnapshot(ctx: Ctx, customerId: string, type: CartType): Promise<CartSnapshot | null> {
  const row = await ctx.db
    .selectFrom('cart as c')
    .select(['c.id', 'c.coupon_code', linesJson(ctx).as('lines')])
    .where('c.customer_id', '=', customerId)
    .where('c.cart_type', '=', type)
    .executeTakeFirst();
  return row ? { cartId: row.id, couponCode: row.coupon_code, lines: parseLines(row.lines) } : null;
}

/** What an add needs to know, read in one query: the customer, the cart, its lines, stock, the other cart's count. */
export interface AddSnapshot {
  /** The customer's row as far as an add needs it (recognising an active guest included). */
  customer: { is_guest: number; merged_into: string | null; substitution_preference: SubstitutionPreference };
  /** Null when the customer has no cart of this type yet. */
  cart: CartSnapshot | null;
  /** The active free-item rules (what syncFreeLines needs; none read for a wishlist add). */
  freeRules: DiscountRow[];
  /** Stock of the product row (null if it is gone). */
  productStock: number | null;
  /** Stock of the chosen combination (null when it does not exist or is disabled). */
  variantStock: number | null;
  /** Badge count of the customer's other cart: wishlist lines for a cart add, cart units for a wishlist add. */
  otherCount: number;
}

/** A value bound in the query, or (in the batched read) a column of the batch's list. */
type Ref = string | Expression<string>;

function addSnapshotSelect(ctx: Ctx, type: CartType, customerId: Ref, productId: Ref, attributeKey: Ref) {
  const other: CartType = type === 'Shopping Cart' ? 'Wishlist' : 'Shopping Cart';
  return ctx.db
    .selectFrom('customer as cu')
    .leftJoin('cart as c', (j) => j.onRef('c.customer_id', '=', 'cu.id').on('c.cart_type', '=', type))
    .select((eb) => [
      'cu.id as customer_id',
      'cu.is_guest',
      'cu.merged_into',
      'cu.substitution_preference',
      'c.id as cart_id',
      'c.coupon_code',
      linesJson(ctx).as('lines'),
      (type === 'Shopping Cart' ? freeItemRulesJson(ctx) : sql<unknown>`null`).as('free_rules'),
      eb.selectFrom('product').select('stock').where('id', '=', productId).as('product_stock'),
      eb
        .selectFrom('product_variant')
        .select('stock')
        .where('product_id', '=', productId)
        .where('attribute_key', '=', attributeKey)
        .where('disabled', '=', 0)
        .as('variant_stock'),
      // The other cart is found first by its unique key, then only its lines are counted. Written
      // as a join, PostgreSQL planned it (with the cart tables' statistics from when they were
      // nearly empty) as every shopper's lines against every cart: 25-30 ms an add at 1,000 lines.
      eb
        .selectFrom('cart_item as oi')
        .select((o) =>
          (other === 'Wishlist' ? o.fn.countAll<number>() : o.fn.coalesce(o.fn.sum<number>('oi.quantity'), sql<number>`0`)).as('n'),
        )
        .where('oi.cart_id', '=', (o) =>
          o.selectFrom('cart as oc').select('oc.id').whereRef('oc.customer_id', '=', 'cu.id').where('oc.cart_type', '=', other),
        )
        .where('oi.is_free_item', '=', 0)
        .as('other_count'),
    ])
    .where('cu.id', '=', customerId);
}

const addSnapshotQuery = (type: CartType) =>
  prepared((ctx: Ctx, customerId: string, productId: string, attributeKey: string) =>
    addSnapshotSelect(ctx, type, customerId, productId, attributeKey),
  );

const addSnapshotQueries = { 'Shopping Cart': addSnapshotQuery('Shopping Cart'), Wishlist: addSnapshotQuery('Wishlist') };

type AddSnapshotRow = Awaited<ReturnType<(typeof addSnapshotQueries)[CartType]>>[number];

function toAddSnapshot(row: AddSnapshotRow | undefined): AddSnapshot | null {
  if (!row) return null;
  return {
    customer: { is_guest: row.is_guest, merged_into: row.merged_into, substitution_preference: row.substitution_preference },
    cart: row.cart_id !== null ? { cartId: row.cart_id, couponCode: row.coupon_code ?? '', lines: parseLines(row.lines) } : null,
    freeRules: parseFreeItemRules(row.free_rules),
    productStock: row.product_stock ?? null,
    variantStock: row.variant_stock ?? null,
    otherCount: Number(row.other_count ?? 0),
  };
}

/**
 * The customer (whether it is an active guest, its substitution preference), its cart of this
 * type with every line, the product's and the combination's stock and the other cart's badge
 * count, in one query (one row, compiled once). Null when there is no such customer.
 */
export async function addSnapshot(
  ctx: Ctx,
  customerId: string,
  type: CartType,
  productId: string,
  attributeKey: string,
): Promise<AddSnapshot | null> {
  const [row] = await addSnapshotQueries[type](ctx, customerId, productId, attributeKey);
  return toAddSnapshot(row);
}

/**
 * PostgreSQL: the cart's lock (lockOrCreateCart) and then addSnapshot, as `prepare` and `execute`
 * texts, for the add to send in the same message as `begin` (cart.service.ts `addOnPostgres`):
 * both are parsed and planned once per connection. Sent as text, the lock's statement was planned
 * on every add. Each cart type has its own pair of names, prepared together, so a connection has
 * either both statements of a type or neither. `addSnapshotOf` reads the row the snapshot answers.
 */
export function addStartStatements(ctx: Ctx, customerId: string, type: CartType, productId: string, attributeKey: string) {
  const suffix = type === 'Wishlist' ? 'wishlist' : 'cart';
  const lock = asExecute(lockOrCreateCart(ctx, customerId, type), `larder_lock_${suffix}`);
  const snapshot = asExecute(addSnapshotQueries[type].compile(ctx, customerId, productId, attributeKey), `larder_add_snapshot_${suffix}`);
  return { prepare: `${lock.prepare}; ${snapshot.prepare}`, execute: `${lock.execute}; ${snapshot.execute}` };
}

export const addSnapshotOf = (row: unknown): AddSnapshot | null => toAddSnapshot(row as AddSnapshotRow | undefined);

/** One add of a batch: whose cart, which product and combination, and the id its cart gets if it is new. */
export interface BatchedAddKey {
  customerId: string;
  productId: string;
  attributeKey: string;
  newCartId: string;
}

/** The batch's list as `jsonb_array_elements` gives it: one array per add, in the order of BatchedAddKey. */
const item = (i: 0 | 1 | 2 | 3) => sql<string>`(k.value->>${sql.lit(i)})`;

/** lockOrCreate for every cart of a batch in one statement, in the customers' order (two batches never wait on each other in a circle). */
const lockOrCreateCarts = (type: CartType) =>
  prepared((ctx: Ctx, itemsJson: string, now: string) =>
    ctx.db
      .insertInto('cart')
      .columns(['id', 'customer_id', 'cart_type', 'coupon_code', 'created_at', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom(sql`jsonb_array_elements(${itemsJson}::jsonb)`.as('k'))
          .select([
            item(3).as('id'),
            item(0).as('customer_id'),
            sql<CartType>`${type}::text`.as('cart_type'),
            sql<string>`''`.as('coupon_code'),
            sql<string>`${now}::text`.as('created_at'),
            sql<string>`${now}::text`.as('updated_at'),
          ])
          .orderBy(item(0)),
      )
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'cart_type'])
          .doUpdateSet({ updated_at: now })
          .where(sql<boolean>`false`),
      ),
  );

/** addSnapshot for every add of a batch, one row per add (with its customer's id); named statement, planned once per connection. */
const addSnapshotsQuery = (type: CartType) =>
  prepared((ctx: Ctx, itemsJson: string) =>
    ctx.db
      .selectFrom(sql`jsonb_array_elements(${itemsJson}::jsonb)`.as('k'))
      .innerJoinLateral(
        // LIMIT keeps the read per add (by the customer's key, then its cart's): merged into one join,
        // PostgreSQL planned it, on a small shop, as scans of every customer and cart (decision 057).
        () => addSnapshotSelect(ctx, type, item(0), item(1), item(2)).limit(1).as('s'),
        (join) => join.onTrue(),
      )
      .selectAll('s'),
  );

/** setQuantity for many lines in one statement: `[[line id, quantity], …]`. */
const setQuantities = prepared((ctx: Ctx, changesJson: string) =>
  ctx.db
    .updateTable('cart_item as i')
    .from(sql`jsonb_array_elements(${changesJson}::jsonb)`.as('v'))
    .set({ quantity: sql<number>`(v.value->>1)::integer` })
    .where('i.id', '=', sql<string>`v.value->>0`),
);

const addBatchQueries = {
  'Shopping Cart': { lock: lockOrCreateCarts('Shopping Cart'), snapshots: addSnapshotsQuery('Shopping Cart') },
  Wishlist: { lock: lockOrCreateCarts('Wishlist'), snapshots: addSnapshotsQuery('Wishlist') },
};

/**
 * PostgreSQL: addStartStatements for a batch of adds to carts of one type, one add per customer:
 * every cart locked (made first where there is none) by one statement, then every add's snapshot
 * by one more, read under those locks. `addSnapshotsOf` reads the snapshots by customer.
 */
export function addBatchStartStatements(ctx: Ctx, type: CartType, adds: BatchedAddKey[]) {
  const suffix = type === 'Wishlist' ? 'wishlist' : 'cart';
  const json = JSON.stringify(adds.map((a) => [a.customerId, a.productId, a.attributeKey, a.newCartId]));
  const q = addBatchQueries[type];
  const lock = asExecute(q.lock.compile(ctx, json, ctx.clock.now().toISOString()), `larder_lock_carts_${suffix}`);
  const snapshots = asExecute(q.snapshots.compile(ctx, json), `larder_add_snapshots_${suffix}`);
  // Prepared with the others (a name per cart type, as each type's statements are prepared together).
  const quantitiesName = `larder_set_quantities_${suffix}`;
  const quantities = (changes: { id: string; quantity: number }[]) =>
    asExecute(setQuantities.compile(ctx, JSON.stringify(changes.map((c) => [c.id, c.quantity]))), quantitiesName);
  return {
    prepare: `${lock.prepare}; ${snapshots.prepare}; ${quantities([]).prepare}`,
    execute: `${lock.execute}; ${snapshots.execute}`,
    /** The lines' new quantities, one statement for the batch. */
    setQuantities: (changes: { id: string; quantity: number }[]) => quantities(changes).execute,
  };
}

export function addSnapshotsOf(rows: unknown[]): Map<string, AddSnapshot> {
  const byCustomer = new Map<string, AddSnapshot>();
  for (const row of rows as AddSnapshotRow[]) byCustomer.set(row.customer_id, toAddSnapshot(row)!);
  return byCustomer;
}

/** addSnapshot inside a synchronous transaction. */
export function addSnapshotNow(
  ctx: Ctx,
  sqlite: SyncSqlite,
  customerId: string,
  type: CartType,
  productId: string,
  attributeKey: string,
): AddSnapshot | null {
  const [row] = sqlite.rows(addSnapshotQueries[type].compile(ctx, customerId, productId, attributeKey));
  return toAddSnapshot(row);
}

export async function unitsInCart(ctx: Ctx, cartId: string, exceptLine?: string): Promise<number> {
  let q = ctx.db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('units'))
    .where('cart_id', '=', cartId);
  if (exceptLine) q = q.where('id', '!=', exceptLine);
  return Number((await q.executeTakeFirstOrThrow()).units);
}

/** The checkout's choices as the cart keeps them (ids as stored; the checkout checks them on use). */
export interface StoredCheckoutChoices {
  addressId: string | null;
  methodId: string | null;
  payment: string | null;
  useWallet: boolean;
  usePoints: boolean;
}

export const NO_CHECKOUT_CHOICES = {
  checkout_address_id: null,
  checkout_method_id: null,
  checkout_payment: null,
  checkout_use_wallet: 0,
  checkout_use_points: 0,
};

export async function readCheckoutChoices(ctx: Ctx, customerId: string): Promise<StoredCheckoutChoices> {
  const row = await ctx.db
    .selectFrom('cart')
    .select(['checkout_address_id', 'checkout_method_id', 'checkout_payment', 'checkout_use_wallet', 'checkout_use_points'])
    .where('customer_id', '=', customerId)
    .where('cart_type', '=', 'Shopping Cart')
    .executeTakeFirst();
  return {
    addressId: row?.checkout_address_id ?? null,
    methodId: row?.checkout_method_id ?? null,
    payment: row?.checkout_payment ?? null,
    useWallet: row?.checkout_use_wallet === 1,
    usePoints: row?.checkout_use_points === 1,
  };
}

/** Keeps the checkout's choices on the customer's shopping cart (made if they have none yet). */
export async function writeCheckoutChoices(ctx: Ctx, customerId: string, c: StoredCheckoutChoices): Promise<void> {
  const cartId = await getOrCreateCartId(ctx, customerId, 'Shopping Cart');
  await ctx.db
    .updateTable('cart')
    .set({
      checkout_address_id: c.addressId,
      checkout_method_id: c.methodId,
      checkout_payment: c.payment,
      checkout_use_wallet: c.useWallet ? 1 : 0,
      checkout_use_points: c.usePoints ? 1 : 0,
      updated_at: ctx.clock.now().toISOString(),
    })
    .where('id', '=', cartId)
    .execute();
}
