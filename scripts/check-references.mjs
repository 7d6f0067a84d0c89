// Fails when a committed file points at a work tracker's "issue N" or "spec N": documents that
// are not in the repository, so a reader cannot follow them. Say the behaviour meant instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const REFERENCE = /\b(?:issue|spec)[ #-]?#?\d+/gi;
// Generated or third-party text this project does not write.
const skipped = (path) =>
  path === 'package-lock.json' || /\.(png|jpe?g|svg|ico|woff2?)$/.test(path);

const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path && !skipped(path) && path !== 'scripts/check-references.mjs');

const found = [];
for (const path of files) {
  let text;
  try {
    text = readFileSync(join(repoRoot, path), 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(REFERENCE)) found.push(`${path}:${index + 1}: ${match[0]}`);
  });
}

if (found.length > 0) {
  console.error(
    `✗ ${found.length} reference(s) to tracker documents that are not in the repository; ` +
      `describe the behaviour instead:\n${found.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`✓ No file points at an issue or spec outside the repository (${files.length} files).`);
