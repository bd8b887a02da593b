import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PRODUCT_CSV_COLUMNS } from '@larder/contract/admin-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { productCsvLine } from '../../../test/product-csv';
import { seedWorld } from '../../../test/world';
import { seedCategory, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// CSV import and export stream (decision 029): an upload is read row by row as it arrives and
// never held whole; an export is sent as it is read from the database.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T08:00:00Z') });
  await seedWorld(t);
  const meat = await t.db.db.selectFrom('category').select(['id', 'route', 'level']).where('route', '=', 'meat').executeTakeFirstOrThrow();
  await seedCategory(t.db.db, { name: 'Chicken', parent: meat });
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(() => t.close());

const BOUNDARY = '----larder-stream-boundary';

function row(i: number, description: string): string {
  return productCsvLine({
    route: `stream-pack-${String(i).padStart(6, '0')}`,
    sku: `ST-${i}`,
    name: `Stream Pack ${i}`,
    stock: 5,
    description,
  });
}

/** The live heap after a full collection, sampled when asked: its peak above where it started. */
function heapProbe() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  return {
    sample: () => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    },
    growth: () => peak - base,
  };
}

/**
 * A multipart upload of `rows` product rows made as it is sent, in 64 KB pieces as a network
 * delivers them (the test never holds the file either); `everyMb` is called at each megabyte sent.
 */
function streamedUpload(fields: Record<string, string>, rows: number, description: (i: number) => string, everyMb: () => void) {
  let sent = 0;
  function* body() {
    let head = '';
    for (const [k, v] of Object.entries(fields)) head += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    head += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="csv"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\n`;
    yield Buffer.from(`${head}${PRODUCT_CSV_COLUMNS.join(',')}\r\n`);
    let piece = '';
    for (let i = 1; i <= rows; i++) {
      piece += `${row(i, description(i))}\r\n`;
      if (piece.length >= 64 * 1024) {
        if (Math.floor(sent / 2 ** 20) !== Math.floor((sent + piece.length) / 2 ** 20)) everyMb();
        sent += Buffer.byteLength(piece);
        yield Buffer.from(piece);
        piece = '';
      }
    }
    sent += Buffer.byteLength(piece);
    yield Buffer.from(`${piece}\r\n--${BOUNDARY}--\r\n`);
  }
  return { stream: Readable.from(body(), { objectMode: false }), sent: () => sent };
}

describe('streaming CSV', () => {
  it('an upload of 12 MB is checked row by row as it arrives: the heap grows far less than the file', async () => {
    const rows = 12_000;
    const heap = heapProbe();
    const description = (i: number) => `Pack ${i}. ${'Reared slowly on grass, hung for flavour. '.repeat(24)}`;
    const upload = streamedUpload({ dry_run: '1' }, rows, description, heap.sample);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/method/admin_import_products',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `token ${manager}` },
      payload: upload.stream,
    });
    heap.sample();
    const body = JSON.parse(res.body);
    expect(res.statusCode, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.message).toMatchObject({ status: 'dry_run', rows, created: rows, updated: 0, rejected_rows: 0, written: false });
    expect(upload.sent()).toBeGreaterThan(12 * 1024 * 1024);
    // Holding the file (as bytes, text or records) would take more than its size.
    expect(heap.growth()).toBeLessThan(upload.sent() / 4);
  }, 120_000);

  it('a field sent after the file is refused before anything is written; a malformed row names its line', async () => {
    const late = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="csv"; filename="a.csv"\r\ncontent-type: text/csv\r\n\r\n${PRODUCT_CSV_COLUMNS.join(',')}\r\n${row(1, 'x')}\r\n--${BOUNDARY}\r\ncontent-disposition: form-data; name="dry_run"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`;
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/method/admin_import_products',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `token ${manager}` },
        payload,
      });
    const refused = await send(late);
    expect(refused.statusCode).toBe(417);
    expect(errorMessage(JSON.parse(refused.body))).toBe('Send the file last: "dry_run" came after it.');
    const made = await t.db.db.selectFrom('product').select('id').where('route', '=', 'stream-pack-000001').execute();
    expect(made).toHaveLength(0);

    const broken = late.replace(`${row(1, 'x')}\r\n`, `${row(1, 'x')}\r\n${row(2, 'y')}\r\n"open,${row(3, 'z')}\r\n`);
    const bad = await send(
      broken.slice(0, broken.indexOf(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="dry_run"`)) + `--${BOUNDARY}--\r\n`,
    );
    expect(bad.statusCode).toBe(417);
    expect(errorMessage(JSON.parse(bad.body))).toBe('The CSV file cannot be read: A quoted field that starts on line 4 is never closed.');
  });

  it('an export asked for as text/csv is streamed: the last rows are read from the database after the first bytes are sent', async () => {
    const lines = [PRODUCT_CSV_COLUMNS.join(',')];
    for (let i = 1; i <= 1300; i++) lines.push(row(i, `Export pack ${i}, ${'cut to order. '.repeat(10)}`));
    const imported = await t.call('admin_import_products', { csv: lines.join('\n') }, { token: manager });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
    const json = await t.call('admin_export_products', {}, { token: manager });
    expect(json.status).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/method/admin_export_products',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `token ${manager}` },
      payload: '{}',
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${json.body.message.filename}"`);
    const reader = res.stream()[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(first.done).toBe(false);
    // Renamed once the download has begun: a file made whole before sending would have the old name.
    await t.db.db.updateTable('product').set({ name: 'Renamed while downloading' }).where('route', '=', 'stream-pack-001300').execute();
    const chunks = [Buffer.from(first.value as Buffer)];
    for (let next = await reader.next(); !next.done; next = await reader.next()) chunks.push(Buffer.from(next.value as Buffer));
    const streamed = Buffer.concat(chunks).toString('utf8');
    expect(streamed).toContain('stream-pack-001300,ST-1300,Renamed while downloading,');
    expect(streamed).toBe((json.body.message.csv as string).replace('ST-1300,Stream Pack 1300,', 'ST-1300,Renamed while downloading,'));
  }, 60_000);
});
