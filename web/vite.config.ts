/// <reference types="vitest/config" />
// Vite builds two pages: the shop (index.html) and the offline GraphiQL explorer (graphiql.html).
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

// Load the Lingui config by path, so the macros work whichever folder vite or vitest starts in.
const linguiConfigPath = fileURLToPath(new URL('lingui.config.ts', import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// One id per build: baked into the bundle and written to dist/version.txt, which the client
// fetches on every navigation to notice a new deployment.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;
process.env.VITE_BUILD_ID = buildId;

function versionFile(): Plugin {
  return {
    name: 'shopfront-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${buildId}\n` });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ configPath: linguiConfigPath }),
    versionFile(),
    // The service worker and web app manifest (see build/service-worker.ts).
    VitePWA(serviceWorker),
    // .br and .gz next to each JS, CSS, HTML, SVG and JSON file, served as they are by the gateway.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the service worker precaches the shop's start-up files from it.
    manifest: true,
    rollupOptions: {
      // graphiql's React-compiler directives are harmless when bundled; keep the build log readable.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gatewayUrl,
      '/healthz': gatewayUrl,
      '/readyz': gatewayUrl,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
