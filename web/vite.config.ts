/// <reference types="vitest/config" />
// Vite builds two pages: the shop (index.html) and the offline GraphiQL explorer (graphiql.html).
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlLanguage } from './build/graphql-language.ts';
import { precompress } from './build/precompress.ts';
import { keepPreviousBuild } from './build/keep-previous-build.ts';
import { preloadFont } from './build/preload-font.ts';
import { preloadFirstScreen } from './build/preload.ts';
import { serviceWorker } from './build/service-worker.ts';
import { SEEN_WITHIN } from './src/test-support/seen-within.ts';

// Load the Lingui config by path, so the macros work whichever folder vite or vitest starts in.
const linguiConfigPath = fileURLToPath(new URL('lingui.config.ts', import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// One id per build: baked into the bundle and written to dist/version.txt, which the client
// fetches on every navigation to notice a new deployment. The server render's build (which runs
// second: `npm run build`) takes the id of the browser's build it renders for.
const versionTxt = fileURLToPath(new URL('dist/version.txt', import.meta.url));
const buildId =
  process.env.BUILD_ID ??
  (process.argv.includes('--ssr') && existsSync(versionTxt)
    ? readFileSync(versionTxt, 'utf8').trim()
    : `${Date.now().toString(36)}`);
process.env.VITE_BUILD_ID = buildId;

/**
 * `npm run dev` serves the explorer where the gateway does, at `/graphiql` (Vite itself knows the
 * page only as /graphiql.html, and would answer /graphiql with the shop's index.html).
 */
function explorerPath(): Plugin {
  return {
    name: 'shopfront-explorer-path',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/graphiql' || request.url?.startsWith('/graphiql?')) {
          request.url = request.url.replace('/graphiql', '/graphiql.html');
        }
        next();
      });
    },
  };
}

function versionFile(): Plugin {
  return {
    name: 'shopfront-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${buildId}\n` });
    },
  };
}

/**
 * The libraries the shop's start-up imports, and Vite's preload helper (both pages use it). Listed
 * rather than "all of node_modules" so the explorer's (GraphiQL, Monaco, Prettier: megabytes) never
 * join; of graphql-js only the printer and visitor Apollo Client uses (with what they import).
 */
const SHOP_LIBRARIES =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|tslib|optimism|@wry[\\/][^\\/]+|@lingui[\\/][^\\/]+)[\\/]|graphql[\\/]language[\\/](printer|visitor|kinds|ast)\.m?js$)|vite[\\/]preload-helper/;
/**
 * The shop's own code, but not its entry (main.tsx stays the entry chunk that index.html and the
 * service worker's precache list name) and not the explorer's (src/explorer), which must never
 * load this chunk: it would run the shop's start-up code.
 */
const SHOP_SOURCES = /[\\/]web[\\/]src[\\/](?!explorer[\\/]|main\.tsx$)/;

/**
 * The parts the catalogue's screens (home, category, product, search) share: one chunk for them
 * (codeSplitting below). Not the parts only the later screens share (addresses, checkout,
 * payments, orders, leaflets): a first visit would download them for nothing.
 */
const SCREEN_PARTS =
  /[\\/]web[\\/]src[\\/](apollo|ui|core|features[\\/](catalogue|offers)|features[\\/]basket[\\/]BasketForm)/;
const LATER_PARTS = /leaflet|payment|dispatch|BankDetails|MinimumOrder|\.css$/i;
function isScreenPart(id: string): boolean {
  return SCREEN_PARTS.test(id) && !LATER_PARTS.test(id);
}

/**
 * The server render's build (`vite build --ssr`, docs/adr/0026): one self-contained module the
 * gateway imports (dist-server/entry.js), every library bundled in, so the gateway's container
 * needs none of the web's packages. Only the plugins that compile the shop's code apply.
 */
const serverBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ configPath: linguiConfigPath }),
    keepPreviousBuild(),
  ],
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/server/entry.tsx',
    outDir: 'dist-server',
    // A gateway running on the previous build imports its lazy screens later (keep-previous-build.ts).
    emptyOutDir: false,
    sourcemap: 'hidden',
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: { entryFileNames: 'entry.js' },
    },
  },
});

const browserBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ configPath: linguiConfigPath }),
    explorerPath(),
    versionFile(),
    // The shop's start-up takes graphql-js's language modules, not the whole of it (the explorer's).
    graphqlLanguage(),
    // The service worker and web app manifest (see build/service-worker.ts).
    VitePWA(serviceWorker),
    // The landing screen and the default locale's catalog download beside the entry files.
    preloadFirstScreen(['src/features/home/HomePage.tsx', 'src/locales/en/messages.po']),
    // The shop's font (src/app/font.css) downloads beside the stylesheet, on the first screen too.
    preloadFont('noto-sans-latin-wght-normal.woff2'),
    // .br and .gz next to each JS, CSS, HTML, SVG and JSON file, served as they are by the gateway.
    precompress(),
    keepPreviousBuild(),
  ],
  build: {
    outDir: 'dist',
    // A shop running on the previous build still sends its scripts (keep-previous-build.ts).
    emptyOutDir: false,
    // Maps written for error tooling, with no comment pointing browsers at them: the gateway
    // never serves them (gateway/src/plugins/web.ts).
    sourcemap: 'hidden',
    // .vite/manifest.json: the service worker precaches the shop's start-up files from it.
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill file.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // graphiql's React-compiler directives are harmless when bundled; keep the build log readable.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
      output: {
        // Fewer, larger start-up files: left to itself Rolldown split what the shop loads at
        // start into 22 files (every module shared by the shell and a lazy screen, or by the shop
        // and the explorer, became a chunk of its own), each a request more on a slow phone. Now
        // the start-up is two chunks beside the entry: the libraries it needs (the explorer loads
        // this one too, and runs none of the shop's code) and the shop's own start-up code. Screens
        // stay lazy, one chunk each plus one chunk of the shop's code several of them share
        // (screen-parts: price, offer card, basket form…): left to itself Rolldown made a file of
        // each such part, and a product page's first load asked for 12 of them, each a round trip
        // (2 s on slow 3G) holding one of the browser's six connections to the shop, so a tap on
        // Add, a form post, waited seconds for a free one.
        codeSplitting: {
          groups: [
            { name: 'libraries', test: SHOP_LIBRARIES, tags: ['$initial'], priority: 20 },
            { name: 'shop', test: SHOP_SOURCES, tags: ['$initial'], priority: 10 },
            { name: 'screen-parts', test: isScreenPart, minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // The dev server pre-bundles dependencies, and its bundler cannot load the `?worker` imports
    // in GraphiQL's Monaco worker set-up (UNLOADABLE_DEPENDENCY: `npm run dev` stopped at start).
    // Served as they are, those imports go through Vite's worker plugin, as in the build; the rest
    // of GraphiQL is still pre-bundled.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    proxy: {
      '/graphql': gatewayUrl,
      // The explorer's "Download the schema" link: the gateway serves the merged SDL.
      '/schema.graphql': gatewayUrl,
      '/healthz': gatewayUrl,
      '/readyz': gatewayUrl,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, not per file (see vitest.config.ts): files reset what they rely on.
    isolate: false,
    // The same as vitest.config.ts's (vitest refuses projects of one run that differ).
    maxWorkers: 4,
    setupFiles: ['src/test-support/fresh-device.ts', 'src/test-support/wait-on-what-is-seen.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A timeout catches a test that hangs, never a slow one (speed lives in `npm run bench`): a
    // component test that types and taps runs in 1 s alone and took 7-12 s in CI at load 18 on
    // two shared cores, over vitest's 5 s default (8 failures, each a timeout).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // `expect.poll` waits as long as the other waits.
    expect: { poll: { timeout: SEEN_WITHIN.timeout } },
  },
});

export default process.argv.includes('--ssr') ? serverBuild : browserBuild;
