import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium 156 builds its omnibox popups as WebUI pages, two renderers per window even when
 * headless: a quarter of a core each while a test opens its page, on a 2-core machine that also
 * runs two servers and the other width's browser. Chromium keeps only the last --disable-features,
 * so Playwright’s own list (as Playwright 1.64 passes it; see chrome://version) is repeated here.
 */
const DISABLED_FEATURES = [
  // Playwright's
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  // the omnibox's WebUI popups
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

// Debian's Chromium, never a downloaded browser. Background networking is off: this machine has no internet.
const CHROMIUM_ARGS = [
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  // One folder per server port: the phone and desktop runs go side by side (run.mjs).
  outputDir: `./test-results/port-${PORT}${process.env.E2E_OUTPUT ? `-${process.env.E2E_OUTPUT}` : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The CI machine runs these about half as fast as a developer's: the same journeys get twice the time there.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Each test's fresh browser would install the service worker and precache every storefront
    // chunk (about 250 files) again: a quarter to a third of a short browse's time here. The
    // journeys that are about the installed app, and the whole-visit journeys, allow it
    // (app.spec.ts, journeys.spec.ts).
    serviceWorkers: 'block',
    // A trace snapshots the page at every action: on CI about a fifth of a journey's time
    // (decision 051). There a failed journey is retried once, and the retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${BASE_URL}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
