// The schema's changes since the last release: the merged SDL of schema/*.graphql against the
// release's (release/schema.graphql), compared by @graphql-inspector/core.
//
//   node scripts/schema-changes.mjs            writes the changelog's unreleased part
//                                              (docs/schema-changelog.md; `npm run codegen` runs it)
//   node scripts/schema-changes.mjs --check    fails on a breaking change (`npm run schema:check`,
//                                              first stage of `npm test`)
//   node scripts/schema-changes.mjs --release=<name>   (npm run release:baseline runs it)
//                                              at a release: the current SDL becomes the baseline
//                                              and the unreleased changes a section of their own
//
// The rule: a change that can break a client (a field, argument, enum value, input field or type
// removed; a type changed; an argument or input field made required…) is refused, unless what
// is removed was deprecated in the last release (`@deprecated(reason: …)` first, removal in a
// later release), or it is listed in release/accepted-breaking-changes.json with the reason no
// client can be broken by it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ChangeType, CriticalityLevel, DiffRule, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { repoRoot } from './lib.mjs';
import { mergedSdl, schemaSources } from './schema-sdl.mjs';

export const baselineFile = 'release/schema.graphql';
export const acceptedFile = 'release/accepted-breaking-changes.json';
export const changelogFile = 'docs/schema-changelog.md';
const START = '<!-- unreleased changes: written by scripts/schema-changes.mjs -->';
const END = '<!-- end of unreleased changes -->';

const path = (file) => (isAbsolute(file) ? file : join(repoRoot, file));
const read = (file) => readFileSync(path(file), 'utf8');

/** Removed parts that the last release had deprecated, as the rule allows. */
function deprecatedFirst(oldSchema) {
  const deprecated = (change) => {
    const path = (change.path ?? '').split('.');
    const type = oldSchema.getType(path[0]);
    const member = path[1];
    switch (change.type) {
      case ChangeType.FieldRemoved:
        return (
          (isObjectType(type) || isInterfaceType(type)) &&
          !!type.getFields()[member]?.deprecationReason
        );
      case ChangeType.InputFieldRemoved:
        return isInputObjectType(type) && !!type.getFields()[member]?.deprecationReason;
      case ChangeType.EnumValueRemoved:
        return !!type?.getValue?.(member)?.deprecationReason;
      case ChangeType.FieldArgumentRemoved: {
        const field = (isObjectType(type) || isInterfaceType(type)) && type.getFields()[member];
        return !!field && !!field.args.find((arg) => arg.name === path[2])?.deprecationReason;
      }
      case ChangeType.TypeRemoved:
        // Removable once every field that returned it was deprecated (and is removed with it).
        return fieldsReturning(oldSchema, path[0]).every((field) => field.deprecationReason);
      default:
        return false;
    }
  };
  return ({ changes }) =>
    changes.map((change) =>
      change.criticality.level === CriticalityLevel.Breaking && deprecated(change)
        ? {
            ...change,
            criticality: {
              ...change.criticality,
              level: CriticalityLevel.Dangerous,
              reason: 'Deprecated in the last release, so removed as the rule allows.',
            },
          }
        : change,
    );
}

function fieldsReturning(schema, typeName) {
  const fields = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name === typeName) fields.push(field);
    }
  }
  return fields;
}

/** The changes since the last release, with the accepted breaking ones marked. */
export async function schemaChanges({
  baseline = baselineFile,
  schemaDir = 'schema',
  accepted: acceptedPath = acceptedFile,
} = {}) {
  const oldSchema = buildSchema(read(baseline));
  const newSchema = buildSchema(mergedSdl(schemaSources(path(schemaDir))));
  const accepted = existsSync(path(acceptedPath)) ? JSON.parse(read(acceptedPath)).accepted : [];
  const changes = await diff(oldSchema, newSchema, [
    DiffRule.ignoreDescriptionChanges,
    deprecatedFirst(oldSchema),
  ]);
  return changes.map((change) => {
    const acceptance = accepted.find((entry) => entry.change === change.message);
    return acceptance ? { ...change, accepted: acceptance.reason } : change;
  });
}

const levels = [
  [CriticalityLevel.Breaking, 'Breaking'],
  [CriticalityLevel.Dangerous, 'Dangerous (a client may behave differently)'],
  [CriticalityLevel.NonBreaking, 'Safe'],
];

/**
 * The changes a reader needs: a type or directive added is one line, not one more per field,
 * argument, location or description it came with; a deprecation is one line too.
 */
function summarised(changes) {
  const added = new Set(
    changes
      .filter((change) => [ChangeType.TypeAdded, ChangeType.DirectiveAdded].includes(change.type))
      .map((change) => change.path),
  );
  return changes.filter((change) => {
    if ([ChangeType.TypeAdded, ChangeType.DirectiveAdded].includes(change.type)) return true;
    const owner = (change.path ?? '').split('.')[0];
    // Directive usages repeat what the deprecation lines say (`@deprecated` added, its reason).
    return (
      !added.has(owner) &&
      !/description/i.test(change.type) &&
      !change.type.startsWith('DIRECTIVE_USAGE')
    );
  });
}

/** The changelog's unreleased part, in markdown. */
export function unreleasedSection(all) {
  const changes = summarised(all);
  const lines = [START, '', '## Unreleased (since the last release)', ''];
  if (changes.length === 0) lines.push('No change to the schema.', '');
  for (const [level, title] of levels) {
    const ofLevel = changes
      .filter((change) => change.criticality.level === level)
      .sort(
        (a, b) => (a.path ?? '').localeCompare(b.path ?? '') || a.message.localeCompare(b.message),
      );
    if (ofLevel.length === 0) continue;
    lines.push(`### ${title}`, '');
    for (const change of ofLevel) {
      const why =
        change.accepted ??
        (level === CriticalityLevel.Dangerous ? change.criticality.reason : null);
      lines.push(`- ${change.message}${why ? ` — ${why}` : ''}`);
    }
    lines.push('');
  }
  lines.push(END);
  return lines.join('\n');
}

function withUnreleased(changelog, section) {
  const start = changelog.indexOf(START);
  const end = changelog.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${changelogFile} lacks its markers (${START})`);
  return changelog.slice(0, start) + section + changelog.slice(end + END.length);
}

/** At a release: the current SDL becomes the baseline, the unreleased changes a section `name`. */
export async function cutRelease(name) {
  const changes = await schemaChanges();
  const changelog = read(changelogFile);
  const released = unreleasedSection(changes)
    .replace(START, '')
    .replace(END, '')
    .replace('## Unreleased (since the last release)', `## ${name}`)
    .trim();
  const next = withUnreleased(changelog, unreleasedSection([]));
  writeFileSync(join(repoRoot, changelogFile), next.replace(END, `${END}\n\n${released}`));
  writeFileSync(join(repoRoot, baselineFile), mergedSdl(schemaSources()));
  writeFileSync(join(repoRoot, acceptedFile), `${JSON.stringify({ accepted: [] }, null, 2)}\n`);
}

async function main() {
  // --baseline, --schema-dir and --accepted point elsewhere (tests/integration/schema-changes.test.ts).
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean' },
      release: { type: 'string' },
      baseline: { type: 'string' },
      'schema-dir': { type: 'string' },
      accepted: { type: 'string' },
    },
  });
  const changes = await schemaChanges({
    ...(values.baseline ? { baseline: values.baseline } : {}),
    ...(values['schema-dir'] ? { schemaDir: values['schema-dir'] } : {}),
    ...(values.accepted ? { accepted: values.accepted } : {}),
  });
  if (values.check) {
    const refused = changes.filter(
      (change) => change.criticality.level === CriticalityLevel.Breaking && !change.accepted,
    );
    if (refused.length > 0) {
      console.error(
        `Breaking schema changes since the last release (${values.baseline ?? baselineFile}):`,
      );
      for (const change of refused) console.error(`  ✗ ${change.path ?? ''}: ${change.message}`);
      console.error(`A client may be using what changed. Deprecate first (@deprecated(reason: "…")) and
remove in a later release, or keep the old field beside a new one. A change no client can be broken
by goes in ${acceptedFile} with the reason.`);
      process.exit(1);
    }
    console.log(`✓ No breaking schema change since the last release (${changes.length} changes).`);
    return;
  }
  if (values.release) {
    await cutRelease(values.release);
    return;
  }
  const changelog = read(changelogFile);
  writeFileSync(
    join(repoRoot, changelogFile),
    withUnreleased(changelog, unreleasedSection(changes)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
