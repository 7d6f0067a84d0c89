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

export const definitionsInNameOrder = new DocumentTransform((document) => ({
  ...document,
  definitions: [...document.definitions].sort(
    (a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b), 'en'),
  ),
}));
