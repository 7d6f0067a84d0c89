// One vitest run for every workspace: unit tests next to the code, integration tests in tests/.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { withinUsual } from './tests/support/time-scale';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources, so tests never need a build first.
const sourceAliases = [
  { find: /^@shopfront\/legacy-api$/, replacement: fromRoot('legacy-api/src/index.ts') },
  { find: /^@shopfront\/legacy-sim$/, replacement: fromRoot('legacy-sim/src/index.ts') },
  { find: /^@shopfront\/gateway$/, replacement: fromRoot('gateway/src/index.ts') },
  // One graphql module for our sources and Apollo (which Node loads as CommonJS), else graphql's
  // realm check fails ("Cannot use GraphQLObjectType from another module or realm").
  { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
];

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    // Four workers on two cores: the integration files mostly wait on their simulator and
    // gateway over HTTP. And no fresh module graph per file (`isolate: false` in each project,
    // web/vite.config.ts too): importing the gateway and building a jsdom for every one of 193
    // files was most of the run's CPU. Files set up what they rely on (each builds its own
    // gateway and simulator; web files start on a fresh device, test-support/fresh-device.ts).
    // Measured alternately on one tree (2 cores, load 3–15): 142–269 s before, 34–44 s after;
    // `--sequence.shuffle.files` runs pass, so no file depends on another's leftovers.
    maxWorkers: 4,
    // Vitest's own limits (5 s a test, 10 s a hook), and the projects' below, stretched when the
    // machine runs slower than CI's usual (tests/support/time-scale.ts, docs/adr/0071).
    testTimeout: withinUsual(5_000),
    hookTimeout: withinUsual(10_000),
    projects: [
      {
        extends: true,
        test: {
          name: 'legacy-sim',
          include: ['legacy-sim/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // With the tests' own helpers (tests/support), tested beside them.
          include: ['tests/integration/**/*.test.ts', 'tests/support/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: withinUsual(30_000),
          hookTimeout: withinUsual(30_000),
        },
      },
      {
        extends: true,
        test: {
          // Integration tests that render with the web's real build (`npm run build`): `npm test`
          // runs them after its build step (`npm run test:built`), not beside it.
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: withinUsual(30_000),
          hookTimeout: withinUsual(30_000),
        },
      },
      {
        extends: true,
        test: {
          // Deployment files (deploy/) checked against their schemas and the gateway's rules.
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Type-checking the manifests (TypeScript over kubernetes-models' types) takes seconds.
          testTimeout: withinUsual(60_000),
          hookTimeout: withinUsual(60_000),
        },
      },
      {
        // The web's own config (its jsdom, setup files, 30 s limits), those limits stretched here:
        // that file is the build's too, and a build must not need the tests' helpers (the
        // gateway's image holds none of tests/).
        extends: './web/vite.config.ts',
        root: fromRoot('web'),
        test: {
          name: 'web',
          testTimeout: withinUsual(30_000),
          hookTimeout: withinUsual(30_000),
        },
      },
    ],
  },
});
