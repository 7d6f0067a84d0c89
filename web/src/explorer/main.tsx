// The offline GraphiQL explorer: graphiql, its Monaco workers and fonts all come from this bundle.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import '@graphiql/react/font/roboto.css';
import '@graphiql/react/font/fira-code.css';
import './explorer.css';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { DocsFilledIcon, PlayIcon, type GraphiQLPlugin } from '@graphiql/react';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { ExamplesPanel } from './ExamplesPanel';
import { namingTheDocumentsOperation } from './operation-name';
import { rankingTypesByName } from './ranked-types';
import { StartHerePanel } from './StartHerePanel';

const fetcher = rankingTypesByName(
  namingTheDocumentsOperation(createGraphiQLFetcher({ url: `${window.location.origin}/graphql` })),
);

const startHere: GraphiQLPlugin = {
  title: 'Start here',
  icon: DocsFilledIcon,
  content: StartHerePanel,
};
const examples: GraphiQLPlugin = { title: 'Examples', icon: PlayIcon, content: ExamplesPanel };
// The query builder: the schema's fields as a tree of checkboxes that writes the operation.
const builder = explorerPlugin({ showAttribution: false });

const DEFAULT_QUERY = `# Shopfront GraphQL explorer.
# On the left: Start here,
# Examples (ready to run),
# Docs, and Explorer (tick
# fields to build a query).
query NearbyBranches {
  suppliersNear(lat: -33.8999547, lon: 18.5701029) {
    id
    name
    distanceKm
    formattedAddress
  }
}
`;

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      plugins={[startHere, examples, builder]}
      visiblePlugin={startHere}
      defaultEditorToolsVisibility="variables"
    />,
  );
}
