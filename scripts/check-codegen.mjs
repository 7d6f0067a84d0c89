// Fails when the committed generated files differ from what codegen produces now.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './lib.mjs';

const files = ['gateway/src/generated/resolvers-types.ts', 'web/src/generated/graphql.ts'];
const read = (file) => {
  try {
    return readFileSync(join(repoRoot, file), 'utf8');
  } catch {
    return null;
  }
};
const before = files.map(read);
await run('npx', ['--no-install', 'graphql-codegen', '--config', 'codegen.yml', '--silent']);
const stale = files.filter((file, index) => read(file) !== before[index]);
if (stale.length > 0) {
  console.error(`Generated files were stale and have been regenerated: ${stale.join(', ')}.
Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
try {
  execFileSync('git', ['ls-files', '--error-unmatch', ...files], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
} catch {
  // Outside git or not yet committed: the content check above is what matters.
}
console.log('✓ Generated GraphQL types are up to date.');
