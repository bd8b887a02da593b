// Makes the PWA and app icons in web/public/icons/ from web/public/favicon.svg (run after changing
// the logo, then commit the PNGs): `node web/scripts/make-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(web, 'public', 'icons');
const svg = fs.readFileSync(path.join(web, 'public', 'favicon.svg'));
const BRAND = '#a51318';
fs.mkdirSync(out, { recursive: true });

/** The logo's "L" alone, white, on a transparent 32×32 canvas (same path as the favicon). */
const glyph = (fill) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M9 8h4v13h9v3H9z" fill="${fill}"/></svg>`);

async function png(name, size, input, { background, scale = 1 } = {}) {
  const inner = Math.round(size * scale);
  const art = await sharp(input, { density: Math.ceil((72 * inner) / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const pad = Math.floor((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: art, top: pad, left: pad }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log('wrote', path.join('web/public/icons', name));
}

// "any" icons: the favicon as it is (rounded square).
await png('icon-192.png', 192, svg);
await png('icon-512.png', 512, svg);
// Maskable: full-bleed brand colour, the glyph inside the 80% safe zone (it spans the middle 50%) (launchers crop to a shape).
await png('maskable-512.png', 512, glyph('#fff'), { background: BRAND });
await png('maskable-192.png', 192, glyph('#fff'), { background: BRAND });
// iOS home screen: opaque, square (iOS rounds the corners itself).
await png('apple-touch-icon-180.png', 180, glyph('#fff'), { background: BRAND, scale: 0.9 });
// Android status-bar badge for notifications: white on transparent.
await png('badge-96.png', 96, glyph('#fff'));
