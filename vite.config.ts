import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { paintFirstPlugin } from './scripts/paint-first-plugin.ts';
import { precompressPlugin } from './scripts/precompress.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const machines = fileURLToPath(new URL('./machines', import.meta.url));
const qa = fileURLToPath(new URL('./qa', import.meta.url));
const plainTextMarkdown = fileURLToPath(
  new URL('./src/components/schema-form/plain-text-markdown.tsx', import.meta.url),
);
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
const rjsfSlim = (file: string) =>
  fileURLToPath(new URL(`./src/components/schema-form/rjsf-slim/${file}`, import.meta.url));

/**
 * rjsf carries parts the forms our adapter builds never reach: a URI library for `$ref`/`$id`,
 * an allOf merger, a general deep-equal library, and fields for anyOf/oneOf and layout grids.
 * The build swaps in the small stand-ins of src/components/schema-form/rjsf-slim (each one
 * tested against what it replaces, or failing loudly if ever reached). Only imports from rjsf's
 * own modules are touched: ajv on the server keeps the real fast-uri.
 */
const RJSF_SLIM: { importer: RegExp; source: RegExp; file: string }[] = [
  { importer: /[\\/]@rjsf[\\/]utils[\\/]/, source: /^fast-uri$/, file: 'uri.ts' },
  {
    importer: /[\\/]@rjsf[\\/]utils[\\/]/,
    source: /^@x0k\/json-schema-merge(\/lib\/array)?$/,
    file: 'all-of-merge.ts',
  },
  { importer: /[\\/]@rjsf[\\/]utils[\\/]/, source: /^fast-equals$/, file: 'deep-equal.ts' },
  {
    importer: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields[\\/]index\.js$/,
    source: /^\.\/(LayoutGridField|LayoutHeaderField|LayoutMultiSchemaField|MultiSchemaField)\.js$/,
    file: 'unsupported-field.tsx',
  },
];
const rjsfSlimPlugin: Plugin = {
  name: 'betframe:rjsf-slim',
  enforce: 'pre',
  apply: 'build',
  resolveId(source, importer) {
    const swap = importer
      ? RJSF_SLIM.find((s) => s.importer.test(importer) && s.source.test(source))
      : undefined;
    return swap ? rjsfSlim(swap.file) : null;
  },
};

/**
 * The stylesheet first in <head>: it holds back the first paint, so its request goes out before
 * the entry script and the preloads Vite writes ahead of it (on a slow line they share the
 * bandwidth).
 */
const stylesheetFirstPlugin: Plugin = {
  name: 'betframe:stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const sheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
      const scripts = /<script type="module"|<link rel="modulepreload"/;
      if (sheets.length === 0 || html.search(scripts) < 0) return html;
      let rest = html;
      for (const sheet of sheets) rest = rest.replace(sheet, '');
      const at = rest.search(scripts);
      return `${rest.slice(0, at)}${sheets.join('')}${rest.slice(at)}`;
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    rjsfSlimPlugin,
    stylesheetFirstPlugin,
    paintFirstPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // rjsf's markdown support is never used: field texts are plain text by contract.
    alias: {
      // React Router 7's package exports name its development build for every condition (its
      // issues #12532, #14102): a production build takes the production one, without the dev
      // warnings and their checks.
      ...(command === 'build' && { 'react-router': reactRouterProduction }),
      'markdown-to-jsx/react': plainTextMarkdown,
      '@machines': machines,
      '@qa': qa,
      '@': src,
    },
  },
  build: {
    target: 'es2022',
    // The platform's server bundle (dist-server/) serves nothing itself: public/ stays in dist/ only.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the chunks of each route module, which the platform preloads on a
    // page it renders (server/ssr/route-preloads.ts). The server bundle needs none.
    manifest: !isSsrBuild,
    // Maps would publish the source: only the QA build (VITE_QA=1, for debugging flows) writes them.
    sourcemap: process.env.VITE_QA === '1',
    // The first page's JavaScript budget is tracked by bench/bundle-size.ts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than the app: separate chunks stay cached across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'settings-validator', test: /generated[\\/]validate-site-settings/ },
            // The sportsbook's pieces that three or more pages share (game rows and lists, odds
            // buttons, statuses, the coupon's slot, search) and the odds library, with what they
            // import: one chunk instead of some thirty small ones, each of which a slow line pays
            // a request and its own compression for. The line route loads 14 files, not 40, and
            // 9 KB gzip less; the sign-in and registration pages 2 KB more (bench first-page-js).
            // The feed's page sizes and the selections' modules (with the coupon link's parameter)
            // join it: on their own, shared by the pages only, they were chunks of a few bytes,
            // each a request of its own.
            {
              name: 'sportsbook',
              test: /src[\\/](features[\\/]sportsbook[\\/](components[\\/]|feed-limits)|lib[\\/](odds|selections)[\\/])/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` serves the frontend with hot reload and forwards API calls to the reference server.
    proxy: Object.fromEntries(
      [
        '/frontend-api',
        '/translation-api',
        '/genfiles',
        '/web-api',
        '/api',
        '/__dev',
        '/user',
        '/sms-auth',
        '/puzzle-api',
        '/captcha-standin',
        '/standin',
        '/bank-standin',
        '/oauth',
        '/account-api',
        '/service-api',
        '/restcore',
        '/SiteService',
        '/seo-module-api',
        '/payment-standin',
      ].map((p) => [
        p,
        { target: `http://localhost:${process.env.API_PORT ?? '8080'}`, changeOrigin: false },
      ]),
    ),
  },
  test: {
    globalSetup: ['./tests/global-setup.ts'],
    // Vitest runs availableParallelism() - 1 files at a time: one on a 2-core machine (CI's), with
    // the other core idle but for PostgreSQL. The files' work is their own (a database each), so
    // they run two at a time here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['./tests/setup-dom.ts'],
          // Route tests walk whole flows (bank, captcha, registration) against the in-process server.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'machines/**/*.test.ts',
            'qa/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            // Browser code that needs Node's crypto on the server side of the test (jose under jsdom cannot sign).
            'src/**/*.node.test.ts',
          ],
          // Server tests hash real passwords (scrypt) dozens of times per test, and start whole servers
          // (migrations on an embedded database) before them: room for two busy cores.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
}));
