// `npm run codegen` writes the persisted-operations manifest from the web's documents with this
// configuration (docs/adr/0011-persisted-operations.md): the same document transform as the client,
// so each entry's text and hash are exactly what the client sends.
import type { PersistedQueryManifestConfig } from '@apollo/generate-persisted-query-manifest';
import { definitionsInNameOrder } from './web/src/apollo/document-order';

const config: PersistedQueryManifestConfig = {
  documents: ['web/src/**/*.graphql'],
  output: 'web/src/generated/persisted-query-manifest.json',
  documentTransform: definitionsInNameOrder,
};

export default config;
