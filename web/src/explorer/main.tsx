// The offline GraphiQL explorer: graphiql, its Monaco workers and fonts all come from this bundle.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/react/font/roboto.css';
import '@graphiql/react/font/fira-code.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: `${window.location.origin}/graphql` });

const DEFAULT_QUERY = `# Welcome to the Shopfront GraphQL explorer.
# Open the docs (book icon) to browse every type and field.
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
if (root) createRoot(root).render(<GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />);
