// Fails when web/src's modules import each other in a circle (docs/adr/0023-web-layout.md).
// Every import that loads a module counts: static, re-exports and dynamic import(); only
// `import type` / `export type` (erased at build) and test files do not. A circle through a lazy
// route chunk is still a circle: it ties the modules' load order together.
// It also fails when two features import each other (features/a → features/b and back, through
// any files): features depend in one direction; what both need goes down a layer.
// Usage: node scripts/check-import-circles.mjs [folder]   (default web/src)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './lib.mjs';

const root = resolve(repoRoot, process.argv[2] ?? 'web/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name);
    return source ? [path] : [];
  });
}

/** The relative module specifiers a file loads at run time. */
function loadedSpecifiers(path) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveModule(from, specifier) {
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate),
  );
}

const files = sourceFiles(root);
const edges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  for (const specifier of loadedSpecifiers(file)) {
    const target = resolveModule(file, specifier);
    if (target && edges.has(target)) edges.get(file).add(target);
  }
}

// Tarjan's strongly connected components: each component of more than one file is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file)) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file).has(file)) circles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

// Features importing each other, whatever the files: a pair in both directions.
const featureOf = (file) => /^features\/([^/]+)\//.exec(relative(root, file))?.[1];
const featureEdges = new Map();
for (const [file, targets] of edges) {
  const from = featureOf(file);
  for (const target of targets) {
    const to = featureOf(target);
    if (!from || !to || from === to) continue;
    const key = `${from} → ${to}`;
    if (!featureEdges.has(key))
      featureEdges.set(key, `${relative(root, file)} → ${relative(root, target)}`);
  }
}
const mutualPairs = [...featureEdges.keys()]
  .map((key) => key.split(' → '))
  .filter(([from, to]) => from < to && featureEdges.has(`${to} → ${from}`));

const where = relative(repoRoot, root) || '.';
if (mutualPairs.length > 0) {
  for (const [a, b] of mutualPairs) {
    console.error(
      `Features ${a} and ${b} import each other: ${featureEdges.get(`${a} → ${b}`)}; ` +
        `${featureEdges.get(`${b} → ${a}`)}`,
    );
  }
  console.error(
    `${where}: ${mutualPairs.length} pair(s) of features importing each other. Move what both ` +
      `need down a layer (core/, lib/, ui/) or into the feature that owns its data: ` +
      `docs/adr/0023-web-layout.md.`,
  );
  process.exit(1);
}
if (circles.length > 0) {
  for (const circle of circles) {
    const names = circle.map((file) => relative(root, file)).sort();
    console.error(`Import circle of ${circle.length} files: ${names.join(', ')}`);
  }
  console.error(
    `${where}: ${circles.length} import circle(s). Move what both sides need down a layer ` +
      `(core/, lib/, ui/) or let them talk through the Apollo cache: docs/adr/0023-web-layout.md.`,
  );
  process.exit(1);
}
console.log(
  `✓ ${where}: ${files.length} modules, no import circle, no two features importing each other.`,
);
