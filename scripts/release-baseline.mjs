// `npm run release:baseline`: run when a release is cut. The release's persisted operations become
// the baseline the next build accepts beside its own during a rolling deploy
// (release/persisted-query-manifest.json, read by the container through
// GRAPHQL_PREVIOUS_PERSISTED_MANIFEST; docs/adr/0032-rolling-deploys.md). The schema's SDL becomes
// the baseline of the breaking-change check, and its unreleased changes a changelog section named
// by the argument, else the date (scripts/schema-changes.mjs, docs/schema-changelog.md).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib.mjs';
import { cutRelease } from './schema-changes.mjs';

const from = join(repoRoot, 'web/src/generated/persisted-query-manifest.json');
const to = join(repoRoot, 'release/persisted-query-manifest.json');
mkdirSync(join(repoRoot, 'release'), { recursive: true });
copyFileSync(from, to);
console.log(`The release's persisted operations are now the baseline: ${to}`);
const release = process.argv[2] ?? new Date().toISOString().slice(0, 10);
await cutRelease(release);
console.log(`The schema is the baseline of release ${release}: release/schema.graphql`);
