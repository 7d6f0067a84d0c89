/**
 * The safelist keys of the operations in a persisted-operations manifest: the previous release's
 * operations join the safelist while a rolling deploy settles, so a tab still on the old build may
 * send them as hashes or as text to a new replica.
 */
import { Kind, parse, type FragmentDefinitionNode } from 'graphql';
import { operationKey } from './safelist.js';

export function safelistKeysOf(manifest: ReadonlyMap<string, string>): string[] {
  return [...manifest.values()].flatMap((body) => {
    const { definitions } = parse(body);
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }
    return definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [operationKey(definition, fragments)] : [],
    );
  });
}
