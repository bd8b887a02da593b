/**
 * Uploaded images: the bytes are checked to be a real image by decoding them (never trusting a
 * name or a declared type), then written as WebP and AVIF sizes under the media folder, the way
 * the demo artwork is (<stem>-640.webp / <stem>-320.webp, which the storefront's imageSizes uses).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TAdminImage } from '@larder/contract/admin-catalog';
import type Sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { type Ctx, inTransaction } from '../../ctx';
import { invalid, notFound } from '../../lib/errors';
import { randomId, slugify } from '../../lib/ids';
import { lazyModule } from '../../lib/lazy-module';
import { imageSizes } from './product-cards';
import { audit, staffOf } from '../audit/audit';

const sharp = lazyModule<typeof Sharp>('sharp');
const MAX_BYTES = 8 * 1024 * 1024;
/** Decompression bombs: refuse anything larger than 50 megapixels. */
const MAX_PIXELS = 50_000_000;
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 55, effort: 2 } as const;
const NOT_AN_IMAGE = 'This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF picture.';

/** Base64 (or a data: URL) or an uploaded file's bytes; refuses text that is not base64 and files over 8 MB. */
export function decodeImageData(data: string | Uint8Array, field = 'data'): Buffer {
  if (typeof data !== 'string') return checkedBytes(Buffer.from(data.buffer, data.byteOffset, data.byteLength), field);
  const b64 = data.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64) || b64.length === 0)
    throw invalid(`${field}: the image must be sent as base64 text.`, [{ field, message: 'not base64' }]);
  return checkedBytes(Buffer.from(b64, 'base64'), field);
}

function checkedBytes(buf: Buffer, field: string): Buffer {
  if (buf.length === 0) throw invalid(NOT_AN_IMAGE, [{ field, message: NOT_AN_IMAGE }]);
  if (buf.length > MAX_BYTES) throw invalid('The image is larger than 8 MB. Please use a smaller file.', [{ field, message: 'too large' }]);
  return buf;
}

/** Decodes the header with sharp: the real type, whatever the file claims to be. */
export async function sniffImage(buf: Buffer, field = 'data'): Promise<{ format: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp()(buf, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalid(NOT_AN_IMAGE, [{ field, message: NOT_AN_IMAGE }]);
  }
  if (!meta.format || !ALLOWED.has(meta.format) || !meta.width || !meta.height)
    throw invalid(NOT_AN_IMAGE, [{ field, message: NOT_AN_IMAGE }]);
  if (meta.width * meta.height > MAX_PIXELS)
    throw invalid('The image is too large (more than 50 megapixels).', [{ field, message: 'too many pixels' }]);
  return { format: meta.format, width: meta.width, height: meta.height };
}

interface Rendition {
  file: string;
  render: () => Promise<Buffer>;
}

/**
 * Writes `<dir>/<stem>-<size>.webp` (and .avif) into the media folder; returns the files written
 * (relative paths) so a failed save can remove them. Square sizes keep the whole picture on white.
 */
async function writeSquareSizes(ctx: Ctx, buf: Buffer, rel: string, sizes: number[], avifSizes: number[]): Promise<string[]> {
  const { width, height } = await sniffImage(buf);
  const master = Math.max(...sizes, Math.min(1280, Math.max(width, height)));
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp()(buf, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(master, master, { fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(NOT_AN_IMAGE, [{ field: 'data', message: NOT_AN_IMAGE }]);
  }
  const input = { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } } as const;
  const from = () => sharp()(raw.data, input);
  const jobs: Rendition[] = [
    ...sizes.map((s) => ({ file: `${rel}-${s}.webp`, render: () => from().resize(s, s).webp(WEBP).toBuffer() })),
    ...avifSizes.map((s) => ({ file: `${rel}-${s}.avif`, render: () => from().resize(s, s).avif(AVIF).toBuffer() })),
  ];
  if (master >= 1280) jobs.push({ file: `${rel}-1280.webp`, render: () => from().resize(1280, 1280).webp(WEBP).toBuffer() });
  return writeFiles(ctx, jobs);
}

async function writeFiles(ctx: Ctx, jobs: Rendition[]): Promise<string[]> {
  const dir = ctx.app.config.mediaDir;
  const written: string[] = [];
  try {
    for (const j of jobs) {
      const out = await j.render();
      const file = path.join(dir, j.file);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, out);
      written.push(j.file);
    }
  } catch (err) {
    removeMedia(ctx, written);
    throw err;
  }
  return written;
}

/** Removes media files (relative to the media folder); missing files are fine. */
export function removeMedia(ctx: Ctx, files: string[]): void {
  for (const f of files) {
    fs.promises
      .rm(path.join(ctx.app.config.mediaDir, f), { force: true })
      .catch((err: unknown) => ctx.log.warn({ err }, 'media cleanup failed'));
  }
}

/** The files of an uploaded image stem ("/media/products/uploads/x"); none for demo artwork. */
function uploadedFiles(url: string): string[] {
  if (!/^\/media\/[a-z]+\/uploads\/[\w-]+$/.test(url)) return [];
  const rel = url.slice('/media/'.length);
  return ['320.webp', '640.webp', '1280.webp', '320.avif', '640.avif'].map((s) => `${rel}-${s}`);
}

/** Files behind a stored image path of a category or brand (uploads only). */
function uploadedFileOf(url: string): string[] {
  return /^\/media\/[a-z]+\/uploads\/[\w.-]+$/.test(url) ? [url.slice('/media/'.length)] : [];
}

/** A category tile from an upload: { image: …-640.webp, mobile_image: …-320.webp } and the files written. */
export async function writeCategoryImage(ctx: Ctx, data: string | Uint8Array, slug: string) {
  const buf = decodeImageData(data, 'image_data');
  const stem = `categories/uploads/${slugify(slug) || 'category'}-${randomId(4).toLowerCase()}`;
  const files = await writeSquareSizes(ctx, buf, stem, [640, 320], [640, 320]);
  return { image: `/media/${stem}-640.webp`, mobile_image: `/media/${stem}-320.webp`, files };
}

/** A brand logo from an upload: fitted inside 600×200 on white, as WebP. */
export async function writeBrandLogo(ctx: Ctx, data: string | Uint8Array, slug: string) {
  const buf = decodeImageData(data, 'logo_data');
  await sniffImage(buf, 'logo_data');
  const file = `brands/uploads/${slugify(slug) || 'brand'}-${randomId(4).toLowerCase()}.webp`;
  const files = await writeFiles(ctx, [
    {
      file,
      render: () =>
        sharp()(buf, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize(600, 200, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: WHITE })
          .webp(WEBP)
          .toBuffer(),
    },
  ]);
  return { logo: `/media/${file}`, files };
}

/** Removes the files of a replaced category image or brand logo (uploads only, after the change is saved). */
export function removeReplacedMedia(ctx: Ctx, urls: string[]): void {
  removeMedia(
    ctx,
    urls.flatMap((u) => uploadedFileOf(u)),
  );
}

// ----- product images -----

export function imageDto(r: { id: string; url: string; alt: string; is_primary: number; display_order: number }): TAdminImage {
  const s = imageSizes(r.url);
  return {
    name: r.id,
    url: r.url,
    thumb: s.small,
    large: s.large,
    alt: r.alt,
    is_primary: r.is_primary ? 1 : 0,
    display_order: r.display_order,
  };
}

async function productImages(ctx: Ctx, productId: string): Promise<TAdminImage[]> {
  const rows = await ctx.db
    .selectFrom('product_image')
    .select(['id', 'url', 'alt', 'is_primary', 'display_order'])
    .where('product_id', '=', productId)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(imageDto);
}

/** Writes display_order 0..n-1 in the given order; the first is the primary image. */
async function writeOrder(ctx: Ctx, productId: string, ordered: { id: string; alt?: string }[]): Promise<void> {
  for (const [i, img] of ordered.entries()) {
    await ctx.db
      .updateTable('product_image')
      .set({ display_order: i, is_primary: i === 0 ? 1 : 0, ...(img.alt !== undefined ? { alt: img.alt } : {}) })
      .where('id', '=', img.id)
      .where('product_id', '=', productId)
      .execute();
  }
}

async function productName(ctx: Ctx, productId: string): Promise<string> {
  const p = await ctx.db.selectFrom('product').select('name').where('id', '=', productId).executeTakeFirst();
  if (!p) throw notFound('Product not found.');
  return p.name;
}

/**
 * admin_upload_product_image: sniffs the bytes, writes 320/640 (and 1280) WebP plus 320/640 AVIF,
 * then records the image at the asked position. The files are removed again if saving fails.
 */
export async function uploadProductImage(
  ctx: Ctx,
  input: { product: string; data: string | Uint8Array; alt: string; display_order?: number },
) {
  staffOf(ctx);
  const name = await productName(ctx, input.product);
  const buf = decodeImageData(input.data);
  const id = `${input.product}-img-${randomId(6)}`;
  const stem = `products/uploads/${id.toLowerCase().replace(/[^a-z0-9-]/g, '')}`;
  const files = await writeSquareSizes(ctx, buf, stem, [640, 320], [640, 320]);
  const url = `/media/${stem}`;
  try {
    return await inTransaction(ctx, async (tx) => {
      await productName(tx, input.product);
      const existing = await productImages(tx, input.product);
      if (existing.length >= 30) throw invalid('A product can have at most 30 images.');
      await tx.db
        .insertInto('product_image')
        .values({ id, product_id: input.product, url, alt: input.alt || name, is_primary: 0, display_order: existing.length })
        .execute();
      const order = existing.map((e) => ({ id: e.name }));
      order.splice(Math.min(input.display_order ?? existing.length, existing.length), 0, { id });
      await writeOrder(tx, input.product, order);
      await audit(tx, 'upload_image', 'product', input.product, null, { image: id, url, alt: input.alt || name });
      await tx.app.cache.bump(tx.db, 'catalog');
      const images = await productImages(tx, input.product);
      return { image: images.find((i) => i.name === id)!, images };
    });
  } catch (err) {
    removeMedia(ctx, files);
    throw err;
  }
}

/** admin_update_product_images: the full list of the product's images in their new order, with alt texts. */
export async function updateProductImages(ctx: Ctx, productId: string, images: { name: string; alt: string }[]) {
  staffOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const name = await productName(tx, productId);
    const before = await productImages(tx, productId);
    const ids = new Set(before.map((b) => b.name));
    const given = new Set(images.map((i) => i.name));
    if (given.size !== images.length) throw invalid('images lists an image twice.');
    if (images.some((i) => !ids.has(i.name)) || given.size !== ids.size)
      throw invalid('images must list exactly the product’s images (reload the page and try again).');
    await writeOrder(
      tx,
      productId,
      images.map((i) => ({ id: i.name, alt: i.alt || name })),
    );
    const after = await productImages(tx, productId);
    await audit(
      tx,
      'update_images',
      'product',
      productId,
      before.map((b) => ({ image: b.name, alt: b.alt })),
      after.map((a) => ({ image: a.name, alt: a.alt })),
    );
    await tx.app.cache.bump(tx.db, 'catalog');
    return after;
  });
}

/** admin_delete_product_image: removes the image (its uploaded files after the change is saved). */
export async function deleteProductImage(ctx: Ctx, productId: string, imageId: string) {
  staffOf(ctx);
  const { images, url } = await inTransaction(ctx, async (tx) => {
    await productName(tx, productId);
    const img = await tx.db
      .selectFrom('product_image')
      .selectAll()
      .where('id', '=', imageId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!img) throw notFound('Image not found.');
    await tx.db.deleteFrom('product_image').where('id', '=', imageId).execute();
    const rest = await productImages(tx, productId);
    await writeOrder(
      tx,
      productId,
      rest.map((r) => ({ id: r.name })),
    );
    await audit(tx, 'delete_image', 'product', productId, { image: img.id, url: img.url, alt: img.alt }, null);
    await tx.app.cache.bump(tx.db, 'catalog');
    return { images: await productImages(tx, productId), url: img.url };
  });
  removeMedia(ctx, uploadedFiles(url));
  return images;
}

/** Uploaded files of every image of a product (for removal after the product is deleted). */
export function uploadedFilesOfImages(urls: string[]): string[] {
  return urls.flatMap(uploadedFiles);
}
