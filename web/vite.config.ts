/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The dev server proxies the API; API_PORT picks another local server (default :3000).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const BRAND = '#a51318';
// React Router's package exports only its development build; production builds use its
// production bundle instead (smaller, no dev warnings): see bench via web/scripts/bundle-report.mjs.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[/\\]development[/\\]index\.m?js$/, '/production/index.mjs');
const isAdminModule = (id: string | null) => !!id && (id.includes('/web/src/admin/') || /\/contract\/src\/admin-[^/]+$/.test(id));

/**
 * The first paint of home, category and product pages is the server's first view, which needs
 * only src/first-view.css: the build puts that in a <style> in index.html, and marks the app's
 * stylesheet print-only, so it no longer holds up that paint (nor does Lighthouse count it as
 * render-blocking). start.tsx makes it apply to the screen and waits for it before the app renders.
 * The app's scripts are fetched at low priority: on a slow link the first view's picture (fetched
 * at high priority) goes first, and Lighthouse no longer counts high-priority scripts that happen
 * to finish before the first paint as holding it up.
 */
function firstPaint(): Plugin {
  return {
    name: 'larder-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const css = await transform(fs.readFileSync(new URL('./src/first-view.css', import.meta.url), 'utf8'), {
          loader: 'css',
          minify: true,
        });
        const appStyles = /<link rel="stylesheet"([^>]*) href="(\/assets\/index-[\w-]+\.css)">/;
        if (!appStyles.test(html)) throw new Error('larder-first-paint: no app stylesheet link in index.html');
        return html
          .replace(appStyles, '<link rel="stylesheet"$1 href="$2" media="print" data-app-styles>')
          .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"')
          .replace('</head>', () => `  <style>${css.code.trim()}</style>\n  </head>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  plugins: [
    react(),
    tailwindcss(),
    firstPaint(),
    // Installable app: the manifest and our own service worker (src/sw.ts: offline shell,
    // last-seen catalogue, push). The page registers it itself (src/app/pwa/sw-register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The notification badge, the iOS icon and the shop's back office are not part of the
        // shoppers' offline app.
        globIgnores: ['icons/badge-*.png', 'icons/apple-touch-icon-*.png', 'assets/admin/**'],
      },
      devOptions: { enabled: false },
      manifest: {
        id: '/',
        name: 'Larder — fresh meat & groceries',
        short_name: 'Larder',
        description: "Halal butcher's cuts, fish, fruit & veg, dairy, rice and spices delivered across London in the slot you choose.",
        lang: 'en-GB',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND,
        background_color: BRAND,
        categories: ['shopping', 'food'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Your cart', short_name: 'Cart', url: '/yourcart', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          { name: 'My orders', short_name: 'Orders', url: '/my-orders', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
    }),
  ],
  build: {
    // Chunks imported later (the app's start, src/start.tsx, and each page) are fetched by the
    // browser's own module loader as it reads their imports, not preloaded through <link> elements
    // made by script: ~40 links for the start and ~45 for a product page cost 25–70 ms of main
    // thread on this machine (4x that on a slow phone), and Lighthouse's TBT fell by about 100–150 ms
    // in interleaved runs. The cost is a round trip per level of imports on a page's first visit;
    // the installed app has every storefront chunk in its service worker's precache.
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[], ctx: { hostType: string }) => (ctx.hostType === 'js' ? [] : deps),
    },
    rollupOptions: {
      output: {
        // Back-office chunks (its entry, or only its code) go to assets/admin/, out of the precache.
        chunkFileNames: (chunk) =>
          isAdminModule(chunk.facadeModuleId) || (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isAdminModule))
            ? 'assets/admin/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // React, its DOM renderer, the router and the query cache, which every page needs, in one
        // chunk rather than nine.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget } },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/setup-tests.ts'] },
}));
