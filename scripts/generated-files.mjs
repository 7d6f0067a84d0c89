// The files codegen writes (see codegen.yml): the gateway's resolver types, the web's shared schema
// types, one `X.generated.ts` beside each web document `X.graphql`, and the persisted-operations
// manifest (hash → the exact text the web sends), which the gateway loads as its safelist; the
// merged SDL (schema/generated), the explorer's examples made from the manifest, and the schema
// changelog's unreleased part (docs/schema-changelog.md).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './lib.mjs';

export const fixedGeneratedFiles = [
  'gateway/src/generated/resolvers-types.ts',
  'web/src/generated/types.ts',
  'web/src/generated/persisted-query-manifest.json',
  'schema/generated/schema.graphql',
  'web/src/explorer/generated/examples.json',
  'docs/schema-changelog.md',
];

/** The commands `npm run codegen` runs, in order (arguments for `npx --no-install`). */
export const codegenCommands = [
  ['graphql-codegen', '--config', 'codegen.yml', '--silent'],
  ['generate-persisted-query-manifest', '--config', 'persisted-query-manifest.config.ts'],
  ['node', 'scripts/schema-sdl.mjs'],
  ['node', 'scripts/explorer-examples.mjs'],
  ['node', 'scripts/schema-changes.mjs'],
];

function filesUnder(dir, suffix) {
  const found = [];
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, suffix));
    else if (entry.name.endsWith(suffix)) found.push(relative('.', path));
  }
  return found;
}

/** Every web document (`.graphql`, one operation or fragment each). */
export const webDocuments = () => filesUnder('web/src', '.graphql');

/** Every generated file present now, fixed ones first. */
export const generatedFiles = () => [
  ...fixedGeneratedFiles,
  ...filesUnder('web/src', '.generated.ts').sort(),
];

/** The generated file codegen writes for a web document. */
export const generatedFor = (document) => document.replace(/\.graphql$/, '.generated.ts');
