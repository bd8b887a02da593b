// Makes the PWA icons in web/public/icons/ and the native app's icons and splash screens in
// web/android and web/ios from web/public/favicon.svg (run after changing the logo, then commit the
// PNGs): `node web/scripts/make-icons.mjs`.
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

async function png(name, size, input, { background, scale = 1, height = size, dir = out, opaque = false } = {}) {
  const inner = Math.round(Math.min(size, height) * scale);
  const art = await sharp(input, { density: Math.ceil((72 * inner) / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  let image = sharp({ create: { width: size, height, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([
    { input: art, top: Math.floor((height - inner) / 2), left: Math.floor((size - inner) / 2) },
  ]);
  // The App Store refuses icons with an alpha channel.
  if (opaque) image = sharp(await image.png().toBuffer()).removeAlpha();
  await image.png({ compressionLevel: 9 }).toFile(path.join(dir, name));
  console.log('wrote', path.relative(path.dirname(web), path.join(dir, name)));
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

// The Android app: legacy launcher icons (before Android 8), the adaptive icon's foreground (the
// glyph inside the 66 dp safe zone of 108 dp; its background is @color/ic_launcher_background) and
// the launch screen.
const res = path.join(web, 'android', 'app', 'src', 'main', 'res');
const round = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${BRAND}"/><path d="M9 8h4v13h9v3H9z" fill="#fff"/></svg>`,
);
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
for (const [density, k] of Object.entries(densities)) {
  const dir = path.join(res, `mipmap-${density}`);
  await png('ic_launcher.png', 48 * k, svg, { dir });
  await png('ic_launcher_round.png', 48 * k, round, { dir });
  await png('ic_launcher_foreground.png', 108 * k, glyph('#fff'), { dir, scale: 0.8 });
}
const splashes = {
  drawable: [480, 320],
  'drawable-land-mdpi': [480, 320],
  'drawable-land-hdpi': [800, 480],
  'drawable-land-xhdpi': [1280, 720],
  'drawable-land-xxhdpi': [1600, 960],
  'drawable-land-xxxhdpi': [1920, 1280],
  'drawable-port-mdpi': [320, 480],
  'drawable-port-hdpi': [480, 800],
  'drawable-port-xhdpi': [720, 1280],
  'drawable-port-xxhdpi': [960, 1600],
  'drawable-port-xxxhdpi': [1280, 1920],
};
for (const [folder, [w, h]] of Object.entries(splashes)) {
  await png('splash.png', w, glyph('#fff'), { height: h, background: BRAND, scale: 0.5, dir: path.join(res, folder) });
}

// The iOS app: the 1024 px App Store icon (opaque; iOS rounds it) and the launch image (cropped to
// the screen's shape around its middle).
const assets = path.join(web, 'ios', 'App', 'App', 'Assets.xcassets');
await png('AppIcon-512@2x.png', 1024, glyph('#fff'), {
  background: BRAND,
  scale: 0.9,
  opaque: true,
  dir: path.join(assets, 'AppIcon.appiconset'),
});
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  await png(name, 2732, glyph('#fff'), { background: BRAND, scale: 0.3, dir: path.join(assets, 'Splash.imageset') });
}
