// Fails when the committed generated files differ from what codegen produces now, or when a
// `.generated.ts` is left behind by a web document that was moved or deleted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './lib.mjs';
import { codegenCommands, generatedFiles, generatedFor, webDocuments } from './generated-files.mjs';

const read = (file) => {
  try {
    return readFileSync(join(repoRoot, file), 'utf8');
  } catch {
    return null;
  }
};
const snapshot = () => new Map(generatedFiles().map((file) => [file, read(file)]));

const before = snapshot();
for (const command of codegenCommands) await run('npx', ['--no-install', ...command]);
const after = snapshot();
const stale = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
const expected = new Set(webDocuments().map(generatedFor));
const orphans = [...after.keys()].filter(
  (file) => file.endsWith('.generated.ts') && !expected.has(file),
);
if (stale.length > 0 || orphans.length > 0) {
  if (stale.length > 0) {
    console.error(`Generated files were stale and have been regenerated: ${stale.join(', ')}.
Run \`npm run codegen\` and commit the result.`);
  }
  if (orphans.length > 0) {
    console.error(
      `Generated files without their .graphql document (delete them): ${orphans.join(', ')}.`,
    );
  }
  process.exit(1);
}
console.log('✓ Generated GraphQL types are up to date.');
