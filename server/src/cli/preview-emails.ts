/**
 * Renders every customer e-mail with sample data to .tmp/emails/<name>.html (plus <name>.txt, the
 * plain-text part) and screenshots each in Chromium at a phone width (390×844) and a desktop
 * width (1280×800), full page: .tmp/emails/<name>-390.png and <name>-1280.png.
 *   npm run emails:preview -w @larder/server [-- --no-screenshots]
 * Chromium is the system one (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sampleEmails } from '../modules/notifications/email/samples';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/emails');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const files: { name: string; file: string }[] = [];
  for (const e of sampleEmails()) {
    const r = await e.render();
    const file = path.join(OUT, `${e.name}.html`);
    fs.writeFileSync(file, r.html);
    fs.writeFileSync(path.join(OUT, `${e.name}.txt`), `Subject: ${r.subject}\n\n${r.text}\n`);
    files.push({ name: e.name, file });
    console.log(`${e.name}: ${r.subject}`);
  }
  if (process.argv.includes('--no-screenshots')) return;
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH): HTML written, no screenshots.`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    for (const vp of VIEWPORTS) {
      const page = await browser.newPage({ viewport: vp, deviceScaleFactor: 1 });
      for (const f of files) {
        await page.goto(pathToFileURL(f.file).href);
        await page.screenshot({ path: path.join(OUT, `${f.name}-${vp.width}.png`), fullPage: true });
        // Anything wider than the viewport would scroll sideways on a phone.
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        if (overflow > 0) console.warn(`${f.name} at ${vp.width}px: ${overflow}px wider than the screen`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Written to ${OUT}`);
}

await main();
