import type { TCart, TCartAndWishlist } from '@larder/contract/cart';
import { CompiledQuery } from 'kysely';
import { appSingleton, type Ctx, inTransaction } from '../../ctx';
import { inlined, isNotPrepared } from '../../db/prepared';
import { DECLINED, type SyncSqlite } from '../../db/sync-sqlite';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { DistinctBatches } from '../../lib/distinct-batches';
import { invalid, notFound } from '../../lib/errors';
import type { ProductRow } from '../catalog/catalog.table';
import { defaultOptionIds, loadProductDefinition, resolveSelection } from '../catalog/product-definition';
import { checkStock } from '../catalog/stock-rules';
import { freeLineWritesFromCache, syncFreeLines } from './free-lines';
import { activeGuest, isActiveGuestRow, isGuestRef, resolveShopper } from '../customers/identity';
import { getStoreSettings } from '../settings/settings.service';
import type { CartType } from './cart.table';
import { cartToDto, EMPTY_CART, priceLines, stocksOf } from './cart-view';
import {
  type AddSnapshot,
  addSnapshot,
  addBatchStartStatements,
  addSnapshotNow,
  addSnapshotOf,
  addSnapshotsOf,
  addStartStatements,
  type CartSnapshot,
  cartLines,
  counts,
  customerCartsWithStock,
  findCartId,
  findPaidLine,
  getOrCreateCartId,
  guestLineById,
  type LineFacts,
  lineWrites,
  newCartId,
  newLineId,
  ownLine,
  touchCart,
  unitsInCart,
} from './cart-store';

type QtyType = 'add' | 'sub' | 'set';

function nextQuantity(current: number, qty: number, type: QtyType): number {
  if (type === 'add') return current + qty;
  if (type === 'sub') return current - qty;
  return qty;
}

const failed = (message: string) => ({ status: 'failed' as const, message });

/** Stock of a product or one of its combinations, read now. */
async function currentStock(
  ctx: Ctx,
  productId: string,
  attributeKey: string,
  byVariant: boolean,
): Promise<{ stock: number; variantStock: number | null | undefined }> {
  if (byVariant) {
    const v = await ctx.db
      .selectFrom('product_variant')
      .select('stock')
      .where('product_id', '=', productId)
      .where('attribute_key', '=', attributeKey)
      .where('disabled', '=', 0)
      .executeTakeFirst();
    return { stock: v?.stock ?? 0, variantStock: v ? v.stock : null };
  }
  const p = await ctx.db.selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirst();
  return { stock: p?.stock ?? 0, variantStock: undefined };
}

export async function loadCart(ctx: Ctx, customerId: string, type: CartType): Promise<TCart> {
  const cartId = await findCartId(ctx, customerId, type);
  if (!cartId) return EMPTY_CART;
  return cartToDto(ctx, cartId, await priceLines(ctx, await cartLines(ctx, cartId), type));
}

/** get_cartItems: the caller's cart and wishlist (empty for a caller with neither). */
export async function getCartAndWishlist(ctx: Ctx, ref: string | undefined): Promise<TCartAndWishlist> {
  const customerId = await resolveShopper(ctx, ref);
  if (!customerId) return { cart: EMPTY_CART, wishlist: { name: '', items: [], item_count: 0 } };
  return cartAndWishlistOf(ctx, customerId);
}

/** A customer's cart and wishlist, read and priced now (the caller is known to own them). */
export async function cartAndWishlistOf(ctx: Ctx, customerId: string): Promise<TCartAndWishlist> {
  const carts = await customerCartsWithStock(ctx, customerId);
  const view = async (type: CartType) => {
    const c = carts.get(type);
    return c ? cartToDto(ctx, c.id, await priceLines(ctx, c.lines, type, stocksOf(c.lines))) : EMPTY_CART;
  };
  const [cart, wish] = await Promise.all([view('Shopping Cart'), view('Wishlist')]);
  return { cart, wishlist: { name: wish.name, items: wish.items, item_count: wish.items.length } };
}

export interface AddItemInput {
  item_code: string;
  qty: number;
  qty_type: QtyType;
  cartType: CartType;
  attribute_id: string[];
  note?: string;
  customer?: string;
}

/** Badge counts from a cart just read (or written) and the other cart's count. */
function countsOf(type: CartType, lines: LineFacts[], otherCount: number): { cart_count: number; wish_count: number } {
  let units = 0;
  let paidLines = 0;
  for (const l of lines)
    if (!l.is_free_item) {
      units += l.quantity;
      paidLines++;
    }
  return type === 'Shopping Cart' ? { cart_count: units, wish_count: otherCount } : { cart_count: otherCount, wish_count: paidLines };
}

/**
 * insertCartItems: adds to (or changes) the line of this product and combination. The price is
 * the catalogue's; stock, minimum/maximum quantity and the cart-size limit are checked on the
 * resulting quantity, and a refusal says why and changes nothing. A guest is created on the
 * first add, and its reference is returned as `customer`.
 *
 * It is the busiest write, so it reads little: the cached product definition and settings before
 * the transaction; inside it one query (compiled once) for the customer, the cart with all its
 * lines, the live stock and the other cart's badge count; then one statement writes the line and
 * the free lines are synced from what was read. The returned counts come from the same read. An
 * anonymous caller's guest reference is checked by that same read (an active guest or nothing is
 * done); every other caller goes through resolveShopper first.
 *
 * On SQLite the transaction runs synchronously (db/sync-sqlite.ts) whenever it can; the async
 * path does the same with awaits (PostgreSQL, a first line that needs the cart created, a cart
 * whose free lines need reads the synchronous path cannot make).
 */
export async function addItem(ctx: Ctx, input: AddItemInput) {
  const ref = input.customer;
  const unverifiedGuest = ctx.caller.kind === 'anonymous' && ref && isGuestRef(ref) ? ref : null;
  if (unverifiedGuest) {
    const outcome = await addFor(ctx, input, unverifiedGuest, true);
    if (outcome !== NOT_AN_ACTIVE_GUEST) return outcome;
    // Not an active guest: resolveShopper refuses it the usual way (401 merged, 403 otherwise).
  }
  const customerId = (await resolveShopper(ctx, ref, { create: true }))!;
  const outcome = await addFor(ctx, input, customerId, false);
  if (outcome === NOT_AN_ACTIVE_GUEST) throw new Error('A resolved shopper was not found');
  return outcome;
}

const NOT_AN_ACTIVE_GUEST = Symbol('not an active guest');

/** An add as decided before its transaction: the product, the combination and the limits. */
interface PlannedAdd {
  input: AddItemInput;
  type: CartType;
  customerId: string;
  guestUnverified: boolean;
  product: ProductRow;
  key: string;
  description: string;
  maxUnits: number;
  byVariant: boolean;
}

interface AddOutcome {
  status: 'success' | 'failed';
  message: string;
  line: string | null;
  cart_count: number;
  wish_count: number;
}

/** What the add does to a cart just read: refuse (with its reason), or one write and the lines after it. */
function decideAdd(
  ctx: Ctx,
  a: PlannedAdd,
  snap: AddSnapshot,
  cart: CartSnapshot,
): { refused: AddOutcome } | { write: CompiledQuery; line: string; lines: LineFacts[]; newQuantity?: number } {
  const { type, product: p, key, input } = a;
  const existing = cart.lines.find((l) => !l.is_free_item && l.product_id === p.id && l.attribute_key === key);
  const refused = (message: string) => ({
    refused: { ...failed(message), line: existing?.id ?? null, ...countsOf(type, cart.lines, snap.otherCount) },
  });
  const quantity = nextQuantity(existing?.quantity ?? 0, input.qty, input.qty_type);
  if (quantity < 1) return refused('Quantity must be at least 1');
  if (type === 'Shopping Cart') {
    const verdict = checkStock(
      { ...p, stock: a.byVariant ? (snap.variantStock ?? 0) : (snap.productStock ?? 0) },
      quantity,
      a.byVariant ? snap.variantStock : undefined,
    );
    if (!verdict.ok) return refused(verdict.message);
    let others = 0;
    for (const l of cart.lines) if (l !== existing) others += l.quantity;
    if (others + quantity > a.maxUnits) return refused(`Maximum ${a.maxUnits} products can be added in your shopping cart.`);
  }
  // No touch of cart.updated_at: nothing reads it, and this is the busiest write.
  if (existing)
    return {
      write: lineWrites.quantity(ctx, existing.id, quantity, input.note),
      line: existing.id,
      lines: cart.lines.map((l) => (l === existing ? { ...l, quantity } : l)),
      // Only the quantity changes (no note): a batch of adds sets such lines in one statement.
      ...(input.note === undefined ? { newQuantity: quantity } : {}),
    };
  const line = {
    id: newLineId(),
    cartId: cart.cartId,
    productId: p.id,
    attributeKey: key,
    description: a.description,
    quantity,
    note: input.note ?? '',
  };
  return {
    write: lineWrites.paid(ctx, line, snap.customer.substitution_preference),
    line: line.id,
    lines: [...cart.lines, { id: line.id, product_id: p.id, attribute_key: key, quantity, is_free_item: 0, discount_rule: '' }],
  };
}

function added(a: PlannedAdd, line: string, lines: LineFacts[], otherCount: number): AddOutcome {
  return {
    status: 'success',
    message: a.type === 'Wishlist' ? 'Added to wishlist' : 'Cart added',
    line,
    ...countsOf(a.type, lines, otherCount),
  };
}

/** The add as one synchronous SQLite transaction; DECLINED when it must take the async path. */
function addNow(ctx: Ctx, sqlite: SyncSqlite, a: PlannedAdd): AddOutcome | typeof NOT_AN_ACTIVE_GUEST | typeof DECLINED {
  const snap = addSnapshotNow(ctx, sqlite, a.customerId, a.type, a.product.id, a.key);
  if (!snap || (a.guestUnverified && !isActiveGuestRow(snap.customer))) return NOT_AN_ACTIVE_GUEST;
  if (!snap.cart) return DECLINED;
  const d = decideAdd(ctx, a, snap, snap.cart);
  if ('refused' in d) return d.refused;
  const free = a.type === 'Shopping Cart' ? freeLineWritesFromCache(ctx, { ...snap.cart, lines: d.lines }, snap.freeRules) : [];
  if (!free) return DECLINED;
  for (const write of [d.write, ...free]) sqlite.rows(write);
  return added(a, d.line, d.lines, snap.otherCount);
}

/**
 * The same add with awaits, in a transaction of the async path. On PostgreSQL the cart row is
 * locked before its lines are read, so two adds to one cart at once (a double tap, two tabs)
 * follow each other: both count, and a product new to the cart gets one line, not a
 * duplicate-key error. (SQLite runs one transaction at a time.)
 */
async function addLater(tx: Ctx, a: PlannedAdd): Promise<AddOutcome | typeof NOT_AN_ACTIVE_GUEST> {
  const postgres = tx.dialect === 'postgres';
  const lockCart = async () =>
    (
      await tx.db
        .selectFrom('cart')
        .select('id')
        .where('customer_id', '=', a.customerId)
        .where('cart_type', '=', a.type)
        .forUpdate()
        .execute()
    ).length > 0;
  const locked = postgres && (await lockCart());
  let snap = await addSnapshot(tx, a.customerId, a.type, a.product.id, a.key);
  if (!snap || (a.guestUnverified && !isActiveGuestRow(snap.customer))) return NOT_AN_ACTIVE_GUEST;
  // No cart yet, or (PostgreSQL) one another add created after our lock found none: create it if
  // need be, lock it, and read it again under the lock.
  if (!snap.cart || (postgres && !locked)) {
    await getOrCreateCartId(tx, a.customerId, a.type);
    if (postgres) await lockCart();
    snap = (await addSnapshot(tx, a.customerId, a.type, a.product.id, a.key))!;
  }
  const cart = snap.cart!;
  const d = decideAdd(tx, a, snap, cart);
  if ('refused' in d) return d.refused;
  await tx.db.executeQuery(d.write);
  if (a.type === 'Shopping Cart') await syncFreeLines(tx, a.customerId, null, { ...cart, lines: d.lines, freeRules: snap.freeRules });
  return added(a, d.line, d.lines, snap.otherCount);
}

/**
 * One add on PostgreSQL, alone, in two round trips instead of five: the path of an add that does
 * not fit a batch (addBatchOnPostgres shares these round trips among a batch's adds). The first
 * message is `begin`, the statement that locks (or makes) the cart and the snapshot, read under
 * that lock: each statement of a simple-protocol message takes its own snapshot under READ
 * COMMITTED, so it sees every line committed before the lock was granted. The lock and the snapshot
 * go as `execute` of statements the connection prepared once (a connection's first add of a cart
 * type prepares them in the same message), so they are not planned on every add: sent as plain text
 * the snapshot was, and that made the add slower than three round trips. The second message is the
 * line's write with `commit`, and the FREE-line writes too when they can be worked out from the
 * snapshot and the cached definitions (free-lines.ts `freeLineWritesFromCache`). Values are inlined
 * (db/prepared.ts `inlined`, `asExecute`). A cart whose FREE lines need reads (a coupon, a rule on
 * the customer's history) takes the extra round trips. A deadlock or serialization failure is
 * handed to the transactional path, which retries.
 */
async function addOneOnPostgres(ctx: Ctx, a: PlannedAdd): Promise<AddOutcome | typeof NOT_AN_ACTIVE_GUEST> {
  const outcome = await ctx.db.connection().execute(async (db) => {
    const tx: Ctx = { ...ctx, db };
    const send = (text: string) => db.executeQuery(CompiledQuery.raw(text));
    const statements = addStartStatements(tx, a.customerId, a.type, a.product.id, a.key);
    const start = `begin; ${statements.execute}`;
    const open = async (text: string) => {
      try {
        return { row: (await send(text)).rows[0] };
      } catch (err) {
        await send('rollback').catch(() => {});
        return { err };
      }
    };
    let opened = await open(start);
    if ('err' in opened && isNotPrepared(opened.err)) opened = await open(`${statements.prepare}; ${start}`);
    if ('err' in opened) {
      const err = opened.err;
      // No such customer (the cart's foreign key): an unverified guest reference that is no guest.
      if (a.guestUnverified && (err as { code?: string }).code === '23503') return NOT_AN_ACTIVE_GUEST;
      if (isRetryable(err)) return RETRY;
      throw err;
    }
    try {
      const snap = addSnapshotOf(opened.row);
      if (!snap?.cart || (a.guestUnverified && !isActiveGuestRow(snap.customer))) {
        await send('rollback'); // the cart made for a caller who is not this guest goes too
        return NOT_AN_ACTIVE_GUEST;
      }
      const cart = snap.cart;
      const d = decideAdd(tx, a, snap, cart);
      if ('refused' in d) {
        await send('commit'); // a cart made by the lock stays, as on the other paths
        return d.refused;
      }
      const free = a.type === 'Shopping Cart' ? freeLineWritesFromCache(tx, { ...cart, lines: d.lines }, snap.freeRules) : [];
      if (free) await send(`${[d.write, ...free].map(inlined).join('; ')}; commit`);
      else {
        await db.executeQuery(d.write);
        await syncFreeLines(tx, a.customerId, null, { ...cart, lines: d.lines, freeRules: snap.freeRules });
        await send('commit');
      }
      return added(a, d.line, d.lines, snap.otherCount);
    } catch (err) {
      await send('rollback').catch(() => {});
      if (isRetryable(err)) return RETRY;
      throw err;
    }
  });
  return outcome === RETRY ? inTransaction(ctx, (tx) => addLater(tx, a)) : outcome;
}

const RETRY = Symbol('run it again on the transactional path');

type AddResult = AddOutcome | typeof NOT_AN_ACTIVE_GUEST;

/**
 * PostgreSQL: the adds that arrive together go to the database together, one transaction for a
 * batch of carts of one type in the same two round trips as one add (addOneOnPostgres). Under load
 * the round trips were most of an add's cost: half the server's time went into writing queries to
 * the socket. Each add is decided as alone (decideAdd, on its own cart read under its cart's lock);
 * only the trips are shared. A batch holds one add per customer: a second add to the same cart (a
 * double tap) waits for the next batch and sees the first. The rare add that does not fit (not an
 * active guest, an error from the database) sends the batch back, and each add runs alone.
 */
const newAddBatches = () =>
  new DistinctBatches<{ ctx: Ctx; a: PlannedAdd }, AddResult>(
    (items) => addBatchOnPostgres(items),
    (item) => item.a.customerId,
  );

const ADD_BATCHES_KEY: Record<CartType, string> = { 'Shopping Cart': 'cart.addBatches.cart', Wishlist: 'cart.addBatches.wishlist' };

const addOnPostgres = (ctx: Ctx, a: PlannedAdd): Promise<AddResult> =>
  appSingleton(ctx.app, ADD_BATCHES_KEY[a.type], newAddBatches).submit({ ctx, a });

const ALONE = Symbol('run each add of the batch alone');

const isSqlState = (err: unknown) => /^[0-9A-Z]{5}$/.test((err as { code?: unknown } | null)?.code as string);

/**
 * The longest a batch waits for its carts' locks (another transaction holding one: a checkout, a
 * merge). The batch holds up every add behind it, so it gives up and its adds wait alone.
 */
const BATCH_LOCK_TIMEOUT = '200ms';

async function addBatchOnPostgres(items: { ctx: Ctx; a: PlannedAdd }[]): Promise<(AddResult | Promise<AddResult>)[]> {
  const { ctx, a: first } = items[0]!;
  const outcome = await ctx.db.connection().execute(async (db): Promise<AddResult[] | typeof ALONE> => {
    const send = (text: string) => db.executeQuery(CompiledQuery.raw(text));
    const keys = items.map(({ a }) => ({
      customerId: a.customerId,
      productId: a.product.id,
      attributeKey: a.key,
      newCartId: newCartId(a.type),
    }));
    const statements = addBatchStartStatements({ ...ctx, db }, first.type, keys);
    const start = `begin; set local lock_timeout = '${BATCH_LOCK_TIMEOUT}'; ${statements.execute}`;
    const open = async (text: string) => {
      try {
        return { rows: (await send(text)).rows };
      } catch (err) {
        await send('rollback').catch(() => {});
        return { err };
      }
    };
    let opened = await open(start);
    if ('err' in opened && isNotPrepared(opened.err)) opened = await open(`${statements.prepare}; ${start}`);
    // Nothing was written (a customer that does not exist, a lock not had in time, a deadlock...): each add alone says what.
    if ('err' in opened) return ALONE;
    try {
      const snaps = addSnapshotsOf(opened.rows);
      const results: AddResult[] = [];
      const quantities: { id: string; quantity: number }[] = [];
      const writes: string[] = [];
      for (const { ctx: own, a } of items) {
        const snap = snaps.get(a.customerId);
        // The lock made a cart for a caller who is not this guest: it must go, so the batch does.
        if (!snap?.cart || (a.guestUnverified && !isActiveGuestRow(snap.customer))) {
          await send('rollback');
          return ALONE;
        }
        const tx: Ctx = { ...own, db };
        const cart = snap.cart;
        const d = decideAdd(tx, a, snap, cart);
        if ('refused' in d) {
          results.push(d.refused);
          continue;
        }
        const free = a.type === 'Shopping Cart' ? freeLineWritesFromCache(tx, { ...cart, lines: d.lines }, snap.freeRules) : [];
        if (free && d.newQuantity !== undefined) {
          quantities.push({ id: d.line, quantity: d.newQuantity });
          writes.push(...free.map(inlined));
        } else if (free) writes.push(...[d.write, ...free].map(inlined));
        else {
          await db.executeQuery(d.write);
          await syncFreeLines(tx, a.customerId, null, { ...cart, lines: d.lines, freeRules: snap.freeRules });
        }
        results.push(added(a, d.line, d.lines, snap.otherCount));
      }
      if (quantities.length) writes.unshift(statements.setQuantities(quantities));
      await send([...writes, 'commit'].join('; '));
      return results;
    } catch (err) {
      // Without the database's answer (a lost connection) the commit may have happened: nothing is repeated.
      if (isDatabaseUnavailable(err)) throw err;
      await send('rollback').catch(() => {});
      // The database refused a statement (a deadlock, a constraint): the transaction is void, and each add can run alone.
      if (!isSqlState(err)) throw err;
      return ALONE;
    }
  });
  // The adds run alone outside the batch (not awaited here), so the next batch need not wait for them.
  return outcome !== ALONE ? outcome : items.map(({ ctx: own, a }) => addOneOnPostgres(own, a));
}

/** PostgreSQL gave up on the transaction because of another one (deadlock, serialization). */
const isRetryable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string } | null)?.code ?? '');

async function addFor(ctx: Ctx, input: AddItemInput, customerId: string, guestUnverified: boolean) {
  const type = input.cartType;
  const def = await loadProductDefinition(ctx, input.item_code.replace(/^\/?pr\//, ''));
  const refuse = async (message: string) => {
    if (guestUnverified && !(await activeGuest(ctx, customerId))) return NOT_AN_ACTIVE_GUEST;
    const c = await counts(ctx, customerId);
    return { ...failed(message), line: null, customer: customerId, cart_count: c.cart, wish_count: c.wishlist };
  };
  if (!def || !def.product.is_active) return refuse('Product not exist.');
  const p = def.product;
  const sel = resolveSelection(def, input.attribute_id.length ? input.attribute_id : defaultOptionIds(def));
  if (!sel.ok) return refuse(sel.message);
  const planned: PlannedAdd = {
    input,
    type,
    customerId,
    guestUnverified,
    product: p,
    key: sel.selection.key,
    description: sel.selection.description,
    maxUnits: type === 'Shopping Cart' ? (await getStoreSettings(ctx)).max_cart_items : 0,
    byVariant: p.inventory_method === 'Track Inventory By Product Attributes',
  };
  const sqlite = ctx.app.sqlite;
  let result = sqlite ? sqlite.transaction(() => addNow(ctx, sqlite, planned)) : DECLINED;
  if (result === DECLINED)
    result =
      ctx.dialect === 'postgres' && !ctx.db.isTransaction
        ? await addOnPostgres(ctx, planned)
        : await inTransaction(ctx, (tx) => addLater(tx, planned));
  if (result === NOT_AN_ACTIVE_GUEST) return result;
  const { cart_count, wish_count, ...rest } = result;
  return { ...rest, customer: customerId, cart_count, wish_count };
}

async function ownLineOr404(ctx: Ctx, ref: string | undefined, lineId: string) {
  const customerId = await resolveShopper(ctx, ref);
  const line = customerId ? await ownLine(ctx, customerId, lineId) : null;
  if (!customerId || !line) throw notFound('Cart item not found.');
  return { customerId, line };
}

/**
 * The line update_cartitem changes: one of the caller's own, or, for an anonymous caller naming no
 * customer (the spec's `{name, qty, qty_type}`), a line of an active guest's cart by its
 * unguessable id alone (decision 021). Anything else is not found, as if it did not exist.
 * `byLineId`: the id is all the caller showed, so the answer carries no cart (it would hand over
 * the other lines' ids).
 */
async function lineToUpdate(ctx: Ctx, ref: string | undefined, lineId: string) {
  if (ctx.caller.kind === 'anonymous' && !ref) {
    const held = await guestLineById(ctx, lineId);
    if (!held) throw notFound('Cart item not found.');
    return { customerId: held.guestId, line: held.line, byLineId: true };
  }
  return { ...(await ownLineOr404(ctx, ref, lineId)), byLineId: false };
}

/** update_cartitem: a new quantity for one of the caller's lines, checked like an add. */
export async function updateItem(ctx: Ctx, input: { name: string; qty: number; qty_type: QtyType; note?: string; customer?: string }) {
  const { customerId, line, byLineId } = await lineToUpdate(ctx, input.customer, input.name);
  if (line.is_free_item) return { ...failed('Free items cannot be changed.'), cart: null };
  const quantity = nextQuantity(line.quantity, input.qty, input.qty_type);
  if (quantity < 1) throw invalid('Quantity must be at least 1', [{ field: 'qty', message: 'Quantity must be at least 1' }]);
  const outcome = await inTransaction(ctx, async (tx) => {
    if (line.cart_type === 'Shopping Cart') {
      const def = await loadProductDefinition(tx, line.product_id);
      if (!def) return failed('Product not exist.');
      const { stock, variantStock } = await currentStock(
        tx,
        def.product.id,
        line.attribute_key,
        def.product.inventory_method === 'Track Inventory By Product Attributes',
      );
      const verdict = checkStock({ ...def.product, stock }, quantity, variantStock);
      if (!verdict.ok) return failed(verdict.message);
      const max = (await getStoreSettings(tx)).max_cart_items;
      if ((await unitsInCart(tx, line.cart_id, line.id)) + quantity > max)
        return failed(`Maximum ${max} products can be added in your shopping cart.`);
    }
    await tx.db
      .updateTable('cart_item')
      .set({ quantity, ...(input.note !== undefined ? { note: input.note } : {}) })
      .where('id', '=', line.id)
      .execute();
    await touchCart(tx, line.cart_id);
    if (line.cart_type === 'Shopping Cart') await syncFreeLines(tx, customerId, null);
    return { status: 'success' as const, message: 'Cart updated' };
  });
  return { ...outcome, cart: byLineId ? null : await loadCart(ctx, customerId, line.cart_type) };
}

/** deleteCartItems: removes one of the caller's lines (and free lines its discount added). */
export async function deleteItem(ctx: Ctx, input: { name: string; customer?: string }) {
  const { customerId, line } = await ownLineOr404(ctx, input.customer, input.name);
  if (line.is_free_item)
    return {
      status: 'failed' as const,
      message: 'Free items go when the offer no longer applies.',
      cart: await loadCart(ctx, customerId, line.cart_type),
    };
  await inTransaction(ctx, async (tx) => {
    await tx.db.deleteFrom('cart_item').where('id', '=', line.id).execute();
    await touchCart(tx, line.cart_id);
    if (line.cart_type === 'Shopping Cart') await syncFreeLines(tx, customerId, null);
  });
  return { status: 'success' as const, message: 'Item removed', cart: await loadCart(ctx, customerId, line.cart_type) };
}

/** clear_cartitem: empties the caller's shopping cart (not the wishlist). */
export async function clearCart(ctx: Ctx, ref: string | undefined) {
  const customerId = await resolveShopper(ctx, ref);
  const cartId = customerId ? await findCartId(ctx, customerId, 'Shopping Cart') : null;
  if (!cartId) return failed('No cart items found.');
  const res = await ctx.db.deleteFrom('cart_item').where('cart_id', '=', cartId).executeTakeFirst();
  await ctx.db.updateTable('cart').set({ coupon_code: '' }).where('id', '=', cartId).execute();
  if (!Number(res.numDeletedRows)) return failed('No cart items found.');
  return { status: 'success' as const, message: 'Cart cleared' };
}

/** validate_product_cart_qty: may this many more of the product (combination) go in the cart? */
export async function validateCartQty(ctx: Ctx, input: { ProductId: string; attributeId: string[]; qty: number; customer?: string }) {
  const def = await loadProductDefinition(ctx, input.ProductId);
  if (!def || !def.product.is_active) return { status: 0 as const, message: 'Product not exist' };
  const sel = resolveSelection(def, input.attributeId.length ? input.attributeId : defaultOptionIds(def));
  if (!sel.ok) return { status: 0 as const, message: sel.message };
  const customerId = await resolveShopper(ctx, input.customer);
  const cartId = customerId ? await findCartId(ctx, customerId, 'Shopping Cart') : null;
  const inCart = cartId ? ((await findPaidLine(ctx, cartId, def.product.id, sel.selection.key))?.quantity ?? 0) : 0;
  const { stock, variantStock } = await currentStock(
    ctx,
    def.product.id,
    sel.selection.key,
    def.product.inventory_method === 'Track Inventory By Product Attributes',
  );
  const verdict = checkStock({ ...def.product, stock }, inCart + input.qty, variantStock);
  return verdict.ok ? { status: 1 as const, message: '' } : { status: 0 as const, message: verdict.message };
}

/** check_cartitems_stock: can every line be bought as it is? The first that cannot is named. */
export async function checkCartStock(ctx: Ctx, ref: string | undefined) {
  const customerId = await resolveShopper(ctx, ref);
  const cartId = customerId ? await findCartId(ctx, customerId, 'Shopping Cart') : null;
  const lines = cartId ? await priceLines(ctx, await cartLines(ctx, cartId), 'Shopping Cart') : [];
  if (!lines.length) return { status: false, message: 'Your cart is empty.', line: null };
  const bad = [...lines].reverse().find((l) => l.problem);
  return bad ? { status: false, message: bad.problem!, line: bad.row.id } : { status: true, message: '', line: null };
}
