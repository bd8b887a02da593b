import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_CSV_COLUMNS } from '@larder/contract/admin-catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorMessage, type TestApp } from '../../../test/harness';
import { productCsvLine } from '../../../test/product-csv';
import { seedWorld } from '../../../test/world';
import { seedCategory, seedProduct, seedStaff } from '../../db/seed/factories';
import { fixedClock } from '../../lib/clock';

// Files come as multipart/form-data with the limits the console states (decision 019): a phone
// photo of a couple of MB and a CSV over the 1 MB JSON body limit both go through.
const media = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-upload-media-'));
let t: TestApp;
let manager: string;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T08:00:00Z'), config: { MEDIA_DIR: media } });
  await seedWorld(t);
  const meat = await t.db.db.selectFrom('category').select(['id', 'route', 'level']).where('route', '=', 'meat').executeTakeFirstOrThrow();
  await seedCategory(t.db.db, { name: 'Chicken', parent: meat });
  productId = (await seedProduct(t.db.db, { name: 'Lamb Shoulder', price: 1299 })).product.id;
  manager = (await seedStaff(t.db.db, { role: 'manager' })).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(media, { recursive: true, force: true });
});

/** A multipart/form-data body: text fields, then the one file. */
function formBody(fields: Record<string, string>, file: { field: string; name: string; type: string; bytes: Buffer }) {
  const boundary = '----larder-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(name: string, fields: Record<string, string>, file: Parameters<typeof formBody>[1]) {
  const { payload, contentType } = formBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/method/${name}`,
    headers: { 'content-type': contentType, authorization: `token ${manager}` },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A photo-like PNG of about 1.7 MB (noise does not compress). */
async function bigPhoto(): Promise<Buffer> {
  const [w, h] = [760, 760];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function csvOver1Mb(): string {
  const rows = [PRODUCT_CSV_COLUMNS.join(',')];
  for (let i = 1; i <= 1200; i++)
    rows.push(
      productCsvLine({
        route: `upload-chicken-${i}`,
        sku: `UP-${i}`,
        name: `Upload Chicken ${i}`,
        stock: 5,
        description: `Pack ${i}, "free range". ${'Reared slowly on grass. '.repeat(40)}`,
      }),
    );
  return `${rows.join('\r\n')}\r\n`;
}

describe('uploads as multipart/form-data', () => {
  it('a 1.7 MB photo is accepted (JSON would be refused at 1 MB); over 8 MB is a 413 in the contract shape', async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(1.6 * 1024 * 1024);
    const ok = await upload(
      'admin_upload_product_image',
      { product: productId, alt: 'Shoulder' },
      {
        field: 'data',
        name: 'shoulder.png',
        type: 'image/png',
        bytes: photo,
      },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message.image).toMatchObject({ alt: 'Shoulder', is_primary: 1 });

    const big = await upload(
      'admin_upload_product_image',
      { product: productId },
      {
        field: 'data',
        name: 'huge.jpg',
        type: 'image/jpeg',
        bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 7),
      },
    );
    expect(big.status).toBe(413);
    expect(errorMessage(big.body)).toBe('The file is larger than 8 MB. Please use a smaller file.');
    const images = await t.db.db.selectFrom('product_image').select('id').where('product_id', '=', productId).execute();
    expect(images).toHaveLength(1);
  });

  it('a CSV over 1 MB is read as it streams and imported; a file over 20 MB is a 413; calls without files refuse one', async () => {
    const csv = csvOver1Mb();
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024 * 1024);
    const res = await upload(
      'admin_import_products',
      { dry_run: '0' },
      {
        field: 'csv',
        name: 'products.csv',
        type: 'text/csv',
        bytes: Buffer.from(csv),
      },
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.message).toMatchObject({ rows: 1200, created: 1200, written: true });
    const p = await t.db.db
      .selectFrom('product')
      .select(['name', 'full_description'])
      .where('route', '=', 'upload-chicken-7')
      .executeTakeFirstOrThrow();
    expect(p.full_description).toMatch(/^Pack 7, "free range"\. Reared/);

    const huge = await upload(
      'admin_import_products',
      {},
      {
        field: 'csv',
        name: 'huge.csv',
        type: 'text/csv',
        bytes: Buffer.concat([Buffer.from(csv), Buffer.alloc(20 * 1024 * 1024, 'a')]),
      },
    );
    expect(huge.status).toBe(413);
    expect(errorMessage(huge.body)).toBe('The file is larger than 20 MB. Please use a smaller file.');

    const notHere = await upload(
      'admin_delete_product',
      { name: productId },
      { field: 'csv', name: 'x.csv', type: 'text/csv', bytes: Buffer.from('a') },
    );
    expect(notHere.status).toBe(417);
    expect(errorMessage(notHere.body)).toContain('does not take files');
  });

  it('a category picture and a brand logo of 1.7 MB go as files too, with every field of the save beside them', async () => {
    const photo = await bigPhoto();
    const category = await upload(
      'admin_save_category',
      {
        category_name: 'Game',
        slug: '',
        parent: '',
        image: '',
        default_view: '',
        description: 'Venison, pheasant and rabbit in season.',
        is_active: '1',
        meta_title: '',
        meta_description: '',
      },
      { field: 'image_data', name: 'game.png', type: 'image/png', bytes: photo },
    );
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    expect(category.body.message).toMatchObject({ category_name: 'Game', route: 'game', parent: null });
    expect(category.body.message.image).toMatch(/^\/media\/categories\/uploads\/game-/);

    const brand = await upload(
      'admin_save_brand',
      { brand_name: 'Moorland Game', route: '', description: '', logo: '', display_order: '3', is_active: '1' },
      { field: 'logo_data', name: 'moorland.png', type: 'image/png', bytes: photo },
    );
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    expect(brand.body.message).toMatchObject({ brand_name: 'Moorland Game', display_order: 3 });
    expect(brand.body.message.logo).toMatch(/^\/media\/brands\/uploads\/moorland-game-/);
  });
});
