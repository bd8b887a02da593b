import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MOTIF_NAMES,
  pictureKey,
  productImageJob,
  productSvg,
  SERVINGS,
  servingOf,
  shortName,
  svgToWebp,
  wrap,
  writeMedia,
} from './images';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-images-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const thighs = { name: 'Chicken Thigh Fillets, Skinless', art: { motif: 'fillet' as const }, theme: 'meat' };
const mango = { name: 'Mango Juice', art: { motif: 'carton' as const }, theme: 'drinks' };

describe('product images', () => {
  it('renders a valid WebP at 640 and a 320 copy', async () => {
    const [big, small] = await svgToWebp(productSvg(thighs), [640, 320]);
    const a = await sharp(big).metadata();
    const b = await sharp(small).metadata();
    expect([a.format, a.width, a.height]).toEqual(['webp', 640, 640]);
    expect([b.format, b.width, b.height]).toEqual(['webp', 320, 320]);
  });

  it('gives different products different images', async () => {
    const [a] = await svgToWebp(productSvg(thighs), [320]);
    const [b] = await svgToWebp(productSvg(mango), [320]);
    expect(a && b && a.equals(b)).toBe(false);
    // Same motif, different name: still told apart.
    const [c] = await svgToWebp(productSvg({ ...thighs, name: 'Chicken Thigh Fillets, Skin On' }), [320]);
    expect(a && c && a.equals(c)).toBe(false);
  });

  it('draws every motif as SVG that renders', async () => {
    for (const motif of MOTIF_NAMES) {
      const [img] = await svgToWebp(productSvg({ name: motif, art: { motif }, theme: 'meat' }), [64]);
      expect((await sharp(img).metadata()).width, motif).toBe(64);
    }
  });

  it('serves one motif in SERVINGS different ways, and draws no pack size', async () => {
    const keys = new Set(Array.from({ length: SERVINGS }, (_, v) => pictureKey({ motif: 'drumstick', variant: v })));
    expect(keys.size).toBe(SERVINGS);
    expect(servingOf(0)).toEqual({ base: 'none', garnish: 'none', mirrored: false });
    const plain = productSvg({ ...thighs, art: { motif: 'drumstick', variant: 0 } });
    const served = productSvg({ ...thighs, art: { motif: 'drumstick', variant: 7 } });
    expect(served).not.toBe(plain);
    expect(plain).not.toContain('1 kg');
    const [img] = await svgToWebp(served, [64]);
    expect((await sharp(img).metadata()).width).toBe(64);
  });

  it('escapes text and drops the pack size from the title', () => {
    expect(productSvg({ ...thighs, name: 'Fish & Chips <Special>' })).toContain('Fish &amp; Chips &lt;Special&gt;');
    expect(shortName('Basmati Rice Extra Long Grain, 5 kg')).toBe('Basmati Rice Extra Long Grain');
    expect(shortName('Cola, 6 x 330 ml')).toBe('Cola');
    expect(shortName('Free Range Eggs Large x12')).toBe('Free Range Eggs Large');
    expect(wrap('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
  });
});

describe('writeMedia', () => {
  it('writes files once and skips unchanged ones on the next run', async () => {
    const jobs = [productImageJob('chicken-thigh-fillets-skinless', thighs), productImageJob('mango-juice', mango)];
    const first = await writeMedia(tmp, jobs);
    expect(first).toEqual({ written: 2, skipped: 0 });
    expect(fs.existsSync(path.join(tmp, 'products/mango-juice-640.webp'))).toBe(true);
    expect(fs.existsSync(path.join(tmp, 'products/mango-juice-320.webp'))).toBe(true);
    const progress: number[] = [];
    const second = await writeMedia(tmp, jobs, { onProgress: (done) => progress.push(done) });
    expect(second).toEqual({ written: 0, skipped: 2 });
    expect(progress.at(-1)).toBe(2);
    // A deleted file is written again even though the manifest knows its hash.
    fs.rmSync(path.join(tmp, 'products/mango-juice-320.webp'));
    expect(await writeMedia(tmp, jobs)).toEqual({ written: 1, skipped: 1 });
  });
});
