// `npm start`: build whatever is missing or stale (codegen, TypeScript, web bundle), then run the
// gateway, which starts the embedded simulator when LEGACY_API_URL is not set.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mtime, newestMtime, repoRoot, run } from './lib.mjs';

const at = (path) => join(repoRoot, path);
const npx = (...args) => run('npx', ['--no-install', ...args]);

const generated = ['gateway/src/generated/resolvers-types.ts', 'web/src/generated/graphql.ts'];
if (generated.some((file) => !existsSync(at(file)))) {
  console.log('› Generating GraphQL types (codegen)…');
  await npx('graphql-codegen', '--config', 'codegen.yml');
}

console.log('› Compiling TypeScript (gateway, simulator)…');
await npx('tsc', '-b');

const webBuilt = mtime(at('web/dist/index.html'));
const webSources = Math.max(
  newestMtime(at('web/src')),
  newestMtime(at('web/public')),
  mtime(at('web/index.html')),
  mtime(at('web/graphiql.html')),
  mtime(at('web/vite.config.ts')),
);
// WEB_DIST_DIR means the caller serves a web build of its own: leave web/dist alone.
if (!process.env.WEB_DIST_DIR && (webBuilt === 0 || webSources > webBuilt)) {
  console.log('› Building the web client…');
  await run('npm', ['run', 'build', '-w', 'web', '--silent']);
}

// Run the gateway in this process so Ctrl-C reaches it directly and it can drain cleanly.
await import(new URL('../gateway/dist/main.js', import.meta.url).href);
