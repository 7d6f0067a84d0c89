/**
 * One order for the definitions of every document: the operation first, then its fragments by
 * name. The persisted-operations manifest (persisted-query-manifest.config.ts) and the client both
 * apply it, so the text the client hashes is exactly the manifest's, whatever order codegen wrote
 * the fragments in: no hash misses the gateway's manifest (docs/adr/0011-persisted-operations.md).
 */
import { DocumentTransform } from '@apollo/client';
import { Kind, type DefinitionNode } from 'graphql';

const rank = (definition: DefinitionNode) => (definition.kind === Kind.FRAGMENT_DEFINITION ? 1 : 0);
const name = (definition: DefinitionNode) =>
  definition.kind === Kind.FRAGMENT_DEFINITION ? definition.name.value : '';

// Names compare by code unit, not `localeCompare`: the order is then the same in Node (which
// writes the manifest) and in every browser whatever its ICU version, and the client's first
// document no longer starts up ICU's collator on a phone's first load.
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const definitionsInNameOrder = new DocumentTransform((document) => ({
  ...document,
  definitions: [...document.definitions].sort(
    (a, b) => rank(a) - rank(b) || byName(name(a), name(b)),
  ),
}));
