import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main, scan } from './check-ownership.mjs';

// A tiny repo laid out like Larder: two modules owning one table each, plus one infra table.
const FIXTURE = {
  'server/src/db/database.ts': `
import type { OrderTable } from '../modules/orders/orders.table';
import type { SlotTable } from '../modules/slots/slots.table';
import type { LeaseTable } from './infra.table';
export interface Database {
  orders: OrderTable;
  slot: SlotTable;
  job_lease: LeaseTable;
}
`,
  'server/src/db/infra.table.ts': 'export interface LeaseTable { id: string }\n',
  'server/src/modules/orders/orders.table.ts': 'export interface OrderTable { id: string }\n',
  'server/src/modules/slots/slots.table.ts': 'export interface SlotTable { id: string }\n',
  'server/src/modules/orders/orders.service.ts': `
export async function place(db) {
  await db.insertInto('orders').values({ id: '1' }).execute();
  await db.insertInto('job_lease').values({ id: 'x' }).execute();
  await sql\`select * from slot for update\`.execute(db);
}
`,
  'server/src/modules/slots/slots.service.ts': `
export async function block(db) {
  await db.updateTable('slot as s').set({ id: '2' }).execute();
}
`,
  // Tests may write anything.
  'server/src/modules/slots/slots.int.test.ts': `await db.deleteFrom('orders').execute();\n`,
};

let root;
const put = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const run = () => {
  const out = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s) => out.push(s));
  const err = vi.spyOn(console, 'error').mockImplementation((s) => out.push(s));
  const code = main(['--root', root]);
  log.mockRestore();
  err.mockRestore();
  return { code, out: out.join('\n') };
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ownership-'));
  for (const [rel, text] of Object.entries(FIXTURE)) put(rel, text);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-ownership', () => {
  it('derives owners from where each row type is declared', () => {
    const { owners } = scan(root);
    expect(Object.fromEntries(owners)).toEqual({ orders: 'orders', slot: 'slots', job_lease: 'db' });
  });

  it('passes a clean tree (own writes, infra writes, "for update" reads, test files)', () => {
    expect(run().code).toBe(0);
  });

  it('fails on a Kysely write to a table another module owns', () => {
    put('server/src/modules/slots/slots.service.ts', `await db.updateTable('orders as o').set({ id: '2' }).execute();\n`);
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toMatch(/slots\.service\.ts:1: module 'slots' writes 'orders' \(updateTable\), which module 'orders' owns/);
  });

  it('fails on a raw SQL write inside a sql`` template', () => {
    put(
      'server/src/modules/orders/release.ts',
      'await sql`\n  delete from ${sql.id("x")} where 1; DELETE FROM slot where id = ${id}`.execute(db);\n',
    );
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toMatch(/module 'orders' writes 'slot' \(sql delete from\), which module 'slots' owns/);
  });

  it('fails on modules importing each other in a circle, through a third', () => {
    put('server/src/modules/orders/a.ts', `import { b } from '../slots/b';\nexport const a = b;\n`);
    put('server/src/modules/slots/b.ts', `import type { C } from '../cart/c';\nexport const b = 1;\n`);
    put('server/src/modules/cart/c.ts', `export { a } from '../orders/a';\n`);
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toMatch(/import circles: 1/);
    expect(out).toMatch(/cart -> orders -> slots -> cart/);
  });

  it('accepts what the baseline lists, and fails once a listed entry is gone', () => {
    put('server/src/modules/slots/slots.service.ts', `await db.deleteFrom('orders').execute();\n`);
    put('server/src/modules/orders/a.ts', `import { b } from '../slots/b';\n`);
    put('server/src/modules/slots/b.ts', `import { a } from '../orders/a';\n`);
    expect(main(['--root', root, '--write'])).toBe(0);
    expect(run().code).toBe(0);

    put('server/src/modules/slots/b.ts', 'export const b = 1;\n');
    const { code, out } = run();
    expect(code).toBe(1);
    expect(out).toMatch(/'orders' -> 'slots' is no longer part of a circle/);
    expect(out).toMatch(/'slots' -> 'orders' is no longer part of a circle/);
  });
});
