// Fails when a user-facing string is missing from the catalogs or untranslated in af or fr.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run } from './lib.mjs';

const locales = ['en', 'af', 'fr'];
const catalog = (locale) => join(repoRoot, 'web/src/locales', locale, 'messages.po');
const before = locales.map((locale) => readFileSync(catalog(locale), 'utf8'));

await run('npx', ['--no-install', 'lingui', 'extract', '--clean'], {
  cwd: join(repoRoot, 'web'),
  stdio: ['ignore', 'ignore', 'inherit'],
});

const problems = [];
locales.forEach((locale, index) => {
  const after = readFileSync(catalog(locale), 'utf8');
  if (after !== before[index]) {
    problems.push(`${locale}: the catalog was out of date with the source (now re-extracted)`);
  }
  if (locale === 'en') return;
  const untranslated = [...after.matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1]);
  if (untranslated.length > 0) {
    problems.push(
      `${locale}: ${untranslated.length} untranslated: ${untranslated.slice(0, 5).join(' | ')}`,
    );
  }
});

if (problems.length > 0) {
  console.error(`Translation catalogs are incomplete:\n  - ${problems.join('\n  - ')}
Run \`npm run i18n:extract\`, translate the new af and fr entries, and commit the catalogs.`);
  process.exit(1);
}
console.log('✓ Translation catalogs (en, af, fr) are complete.');
