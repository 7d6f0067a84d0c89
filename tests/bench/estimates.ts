/**
 * The upstream-call estimate against the truth: every web operation the screens send, alone, with
 * the simulator's counters read after it: cold (a gateway with the public cache off, so every
 * call is a first one) and warm (the gateway as shipped, the same request a second time), beside
 * the gateway's estimate of it (the count GRAPHQL_MAX_UPSTREAM_CALLS limits, computed from the
 * schema's declarations as the gateway does). Goal: every estimate at least the calls made, cold
 * and warm, and none above the limit (25).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse } from 'graphql';
import { estimateUpstreamCalls } from '@shopfront/gateway';
import type { BrowserLikeClient } from './lib/http-client';
import { operation, type WebOperations } from './lib/web-operations';
import type { SimCalls } from './page-data';
import { HERE, PAROW, type Fixture, type GraphqlCall, type Screen } from './screens';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));

export const UPSTREAM_CALL_LIMIT = 25;

const nearby = (query: string) => ({
  query,
  lat: HERE.latitude,
  lon: HERE.longitude,
  radiusKm: 15,
  page: 1,
  perPage: 20,
});

/**
 * Operations whose calls vary most with what is asked, measured here beside the screens' own:
 * price comparison's search and lists (a search per nearby branch, each listed product's offers),
 * a misspelt search (the catalogue's words, the corrected search) and one that finds nothing at
 * the branch (the search at the other branches near), and the catalogue in market mode.
 * (tests/integration/no-duplicate-calls.test.ts checks every web operation, cold and warm.)
 */
export const MORE_ESTIMATES: Array<Pick<Screen, 'name' | 'gateway'>> = [
  ['search (price comparison)', 'NearbyProductSearch', () => nearby('maize')],
  ['search (price comparison)', 'NearbyProductSearch', () => nearby('chiken')],
  ['search', 'OfferSearch', () => ({ query: 'chiken', supplierId: PAROW, page: 1, perPage: 20 })],
  [
    'search',
    'OfferSearch',
    () => ({ query: 'sorghum beer', supplierId: PAROW, page: 1, perPage: 20 }),
  ],
  [
    'promotions (price comparison)',
    'NearbyOffers',
    () => ({ list: 'PROMOTIONS', lat: HERE.latitude, lon: HERE.longitude, radiusKm: 15 }),
  ],
  ['category (price comparison)', 'CategoryPage', () => ({ id: '1', supplierId: null })],
  ['product (price comparison)', 'ProductPage', () => ({ id: '1', supplierId: null })],
].map(([name, operation, variables]) => ({
  name: name as string,
  gateway: [[{ operation, variables } as GraphqlCall]],
}));

export interface EstimateRow {
  screen: string;
  operation: string;
  variables: Record<string, unknown>;
  estimate: number;
  cold: number;
  warm: number;
  /** Calls by route, cold. */
  coldCalls: Record<string, number>;
}

function shopSchema() {
  return buildSchema(
    readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
      .join('\n'),
  );
}

export async function measureEstimates(
  screens: Screen[],
  sides: {
    cold: { client: BrowserLikeClient; fixture: Fixture };
    warm: { client: BrowserLikeClient; fixture: Fixture };
  },
  sim: SimCalls,
  operations: WebOperations,
): Promise<EstimateRow[]> {
  const schema = shopSchema();
  const rows: EstimateRow[] = [];
  const seen = new Set<string>();
  for (const screen of [...screens, ...MORE_ESTIMATES]) {
    for (const call of screen.gateway.flat()) {
      const variables = call.variables(sides.cold.fixture);
      const key = `${call.operation} ${JSON.stringify(variables)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const text = operation(operations, call.operation);
      await sim.reset();
      await sides.cold.client.graphql(text, variables);
      const cold = await sim.read();
      const warmVariables = call.variables(sides.warm.fixture);
      await sides.warm.client.graphql(text, warmVariables);
      await sim.reset();
      await sides.warm.client.graphql(text, warmVariables);
      const warm = await sim.read();
      rows.push({
        screen: screen.name,
        operation: call.operation,
        variables,
        estimate: estimateUpstreamCalls(schema, parse(text), call.operation),
        cold: cold.total,
        warm: warm.total,
        coldCalls: cold.calls,
      });
    }
  }
  return rows;
}
