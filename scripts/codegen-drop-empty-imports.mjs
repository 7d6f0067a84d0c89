// Codegen hook for the web's `X.generated.ts` files. With masked fragment types, the
// typescript-operations plugin (its visitor-plugin-common 6.x) writes `import type * from '…';`
// for a fragment reached only through another fragment: nothing is imported from it, and the line
// is not valid TypeScript. visitor-plugin-common 7 skips such imports; until the plugins move to
// it, drop the line.
import { readFileSync, writeFileSync } from 'node:fs';

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(/^import type \* from '[^']*';\n/gm, '');
  if (fixed !== text) writeFileSync(file, fixed);
}
