// The explorer's examples: every operation of the web's persisted-operations manifest, with sample
// variables (scripts/explorer-sample-values.mjs), grouped by the screen folder its document lives
// in. `npm run codegen` writes them to web/src/explorer/generated/examples.json after the
// manifest; the explorer offers each one as a tab. The text is the manifest's, exactly what the
// web sends, so an example also runs on a gateway that admits only the safelist.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  Kind,
  TypeInfo,
  buildASTSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { webDocuments } from './generated-files.mjs';
import { repoRoot } from './lib.mjs';
import { schemaSources } from './schema-sdl.mjs';
import { sampleValues } from './explorer-sample-values.mjs';

export const examplesFile = 'web/src/explorer/generated/examples.json';
const manifestFile = 'web/src/generated/persisted-query-manifest.json';

const hasOwn = (key) => Object.prototype.hasOwnProperty.call(sampleValues, key);
const isNoted = (entry) =>
  typeof entry === 'object' && entry !== null && 'value' in entry && 'note' in entry;

/** The first sample among the keys, with its note; undefined when none. */
function lookUp(keys, notes) {
  for (const key of keys) {
    if (!hasOwn(key)) continue;
    const entry = sampleValues[key];
    if (isNoted(entry)) {
      notes.add(entry.note);
      return entry.value;
    }
    return entry;
  }
  return undefined;
}

/** A value of `type` for the place named by `keys` (most specific first). */
function sampleOf(type, keys, notes, where) {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  const found = lookUp(keys, notes);
  if (found !== undefined) return found;
  if (isListType(inner)) {
    const item = sampleOf(inner.ofType, keys, notes, where);
    return item === undefined ? undefined : [item];
  }
  if (isInputObjectType(inner)) {
    if (!required && !keys.some(hasOwn)) return undefined;
    const value = {};
    for (const field of Object.values(inner.getFields())) {
      const fieldKeys = [`${inner.name}.${field.name}`, field.name];
      const needed = isNonNullType(field.type) && field.defaultValue === undefined;
      if (!needed && !hasOwn(fieldKeys[0])) continue;
      const fieldValue = sampleOf(field.type, fieldKeys, notes, `${where} › ${field.name}`);
      if (fieldValue !== undefined) value[field.name] = fieldValue;
    }
    return value;
  }
  if (!required) return undefined;
  if (isEnumType(inner)) return inner.getValues()[0].value;
  throw new Error(
    `No sample value for ${where} (${inner.name}): add one of ${keys.join(', ')} to scripts/explorer-sample-values.mjs`,
  );
}

/** Each variable's lookup keys: the argument it is passed to (`Query.supplier.id`), then its name. */
function variableKeys(schema, document) {
  const keys = new Map();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind !== Kind.VARIABLE) return;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return;
        const name = node.value.name.value;
        keys.set(name, [
          ...(keys.get(name) ?? []),
          `${parent.name}.${field.name}.${node.name.value}`,
        ]);
      },
    }),
  );
  return keys;
}

/** Operation name → its document, and the screen folder it sits in (`checkout`, `core/session`). */
function documentsByOperation() {
  const found = new Map();
  for (const file of webDocuments()) {
    const document = parse(readFileSync(join(repoRoot, file), 'utf8'));
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const folder = relative('web/src', dirname(file)).replace(/^features\//, '');
      found.set(definition.name.value, { file: file.split('\\').join('/'), screen: folder });
    }
  }
  return found;
}

/** The examples, grouped by screen (screens and examples in name order). */
export function buildExamples() {
  const schema = buildASTSchema(parse(schemaSources().join('\n')));
  const manifest = JSON.parse(readFileSync(join(repoRoot, manifestFile), 'utf8'));
  const documents = documentsByOperation();
  const screens = new Map();
  for (const operation of manifest.operations) {
    const source = documents.get(operation.name);
    if (!source) throw new Error(`No web document defines the operation ${operation.name}`);
    const document = parse(operation.body);
    const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const keys = variableKeys(schema, document);
    const notes = new Set();
    const variables = {};
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const type = typeFromAST(schema, variable.type);
      const value = sampleOf(
        type,
        [...(keys.get(name) ?? []), name],
        notes,
        `${operation.name} › $${name}`,
      );
      if (value !== undefined) variables[name] = value;
    }
    const example = {
      name: operation.name,
      type: operation.type,
      file: source.file,
      query: operation.body,
      variables,
      notes: [...notes],
    };
    screens.set(source.screen, [...(screens.get(source.screen) ?? []), example]);
  }
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    screens: [...screens.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([screen, examples]) => ({
        screen,
        examples: examples.sort((a, b) => byName(a.name, b.name)),
      })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(repoRoot, dirname(examplesFile)), { recursive: true });
  writeFileSync(join(repoRoot, examplesFile), `${JSON.stringify(buildExamples(), null, 2)}\n`);
}
