/**
 * A rolling deploy: replicas of the old and the new build answer side by side behind one load
 * balancer, with the safelist on as in production. The old client's operations reach new
 * replicas (which know the previous release's manifest), and the new client's reach old replicas
 * (which refuse them before anything runs, so the web's link sends them once more and the balancer
 * picks another replica). The clients here are the web's own links.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApolloLink, execute, gql, ApolloClient, InMemoryCache } from '@apollo/client';
import { buildASTSchema, parse, validate } from 'graphql';
import { BaseHttpLink } from '@apollo/client/link/http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { createPersistedLink } from '../../web/src/apollo/persisted-link';
import { createStaleBuildLink } from '../../web/src/apollo/stale-build-link';
import { loadTypeDefs } from '../../gateway/src/schema';
import { startGateway, type RunningGateway } from '../support/gateway';
import { webOperation, type ManifestOperation } from '../support/web-manifest';

const WEB_MANIFEST = new URL(
  '../../web/src/generated/persisted-query-manifest.json',
  import.meta.url,
).pathname;
const PARKLANDS = { lat: -33.9, lon: 18.57 };

/** The old build's SuppliersNear: the same query before the card's closed state was added. */
function oldBuildOperation(): ManifestOperation {
  const current = webOperation('SuppliersNear');
  const body = current.body.replace(
    '    disabled\n    closedText\n    ...SupplierCard_supplier',
    '    ...SupplierCard_supplier',
  );
  expect(body).not.toBe(current.body);
  return { ...current, id: sha256(body), body };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let sim: RunningSimulator;
let newReplica: RunningGateway;
let oldReplica: RunningGateway;
let newWithoutPrevious: RunningGateway;
let oldOperation: ManifestOperation;

beforeAll(async () => {
  oldOperation = oldBuildOperation();
  const folder = mkdtempSync(join(tmpdir(), 'rolling-deploy-'));
  // The old build: its manifest and its safelist, SuppliersNear in its old form.
  const oldManifest = join(folder, 'old-manifest.json');
  writeFileSync(
    oldManifest,
    JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [oldOperation],
    }),
  );
  const oldSafelist = join(folder, 'old-operations');
  mkdirSync(oldSafelist);
  writeFileSync(join(oldSafelist, 'suppliers-near.graphql'), oldOperation.body);

  sim = await startSimulator({ port: 0 });
  const production = { GRAPHQL_SAFELIST: 'true' };
  newReplica = await startGateway(sim.url, {
    ...production,
    GRAPHQL_PERSISTED_MANIFEST: WEB_MANIFEST,
    GRAPHQL_PREVIOUS_PERSISTED_MANIFEST: oldManifest,
  });
  newWithoutPrevious = await startGateway(sim.url, {
    ...production,
    GRAPHQL_PERSISTED_MANIFEST: WEB_MANIFEST,
  });
  oldReplica = await startGateway(sim.url, {
    ...production,
    GRAPHQL_PERSISTED_MANIFEST: oldManifest,
    GRAPHQL_SAFELIST_DIR: oldSafelist,
  });
});

afterAll(async () => {
  await Promise.all([newReplica?.close(), oldReplica?.close(), newWithoutPrevious?.close()]);
  await sim?.close();
});

/**
 * The web's links over a load balancer that sends each request to the replica `route` names
 * (by the request's position), counting where each went.
 */
function webClient(route: (request: number) => RunningGateway) {
  const sentTo: string[] = [];
  const balancer: typeof fetch = (input, init) => {
    const replica = route(sentTo.length);
    sentTo.push(
      replica === oldReplica ? 'old' : replica === newReplica ? 'new' : 'new without previous',
    );
    const url = new URL(String(input), 'http://balancer');
    return fetch(`${replica.url}${url.pathname}${url.search}`, init);
  };
  const check = vi.fn(() => Promise.resolve());
  const link = ApolloLink.from([
    createStaleBuildLink(check),
    createPersistedLink('/graphql'),
    new BaseHttpLink({
      uri: '/graphql',
      fetch: balancer,
      headers: { 'apollo-require-preflight': 'true' },
    }),
  ]);
  const run = (operation: ManifestOperation) =>
    new Promise<{ data?: unknown; errors?: unknown; error?: unknown }>((resolve) => {
      const client = new ApolloClient({ link, cache: new InMemoryCache() });
      const seen: { data?: unknown; errors?: unknown; error?: unknown } = {};
      execute(link, { query: gql(operation.body), variables: PARKLANDS }, { client }).subscribe({
        next: (result) => Object.assign(seen, result),
        error: (error: unknown) => resolve({ ...seen, error }),
        complete: () => resolve(seen),
      });
    });
  return { run, sentTo, check };
}

const branchNames = (result: { data?: unknown }) =>
  (result.data as { suppliersNear?: Array<{ name: string }> } | undefined)?.suppliersNear?.map(
    (supplier) => supplier.name,
  ) ?? [];

describe('a rolling deploy', () => {
  it('serves the old client on a new replica, by hash alone', async () => {
    const { run, sentTo, check } = webClient(() => newReplica);
    const result = await run(oldOperation);
    expect(result.errors ?? result.error).toBeUndefined();
    expect(branchNames(result)).toContain('Mzansi Fresh Parow');
    expect(sentTo).toEqual(['new']);
    expect(check).not.toHaveBeenCalled();
  });

  it('refused the old client before: a new replica that knows only its own build', async () => {
    const { run, sentTo, check } = webClient(() => newWithoutPrevious);
    const result = await run(oldOperation);
    expect(branchNames(result)).toEqual([]);
    // Hash, text, then the link's one more try (hash and text again): refused each time.
    expect(sentTo).toHaveLength(4);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('serves the new client that reached an old replica, on its second try', async () => {
    // The balancer's first two requests (the hash, then the text) reach the old replica.
    const { run, sentTo, check } = webClient((request) => (request < 2 ? oldReplica : newReplica));
    const result = await run(webOperation('SuppliersNear'));
    expect(result.errors ?? result.error).toBeUndefined();
    expect(branchNames(result)).toContain('Mzansi Fresh Parow');
    expect(sentTo).toEqual(['old', 'old', 'new']);
    expect(check).not.toHaveBeenCalled();
  });

  it('checks for a new build once when only old replicas answer, and never loops', async () => {
    const { run, sentTo, check } = webClient(() => oldReplica);
    const result = await run(webOperation('SuppliersNear'));
    expect(branchNames(result)).toEqual([]);
    expect(sentTo).toEqual(['old', 'old', 'old', 'old']);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('still serves the old client on the old replica and the new one on the new', async () => {
    const old = webClient(() => oldReplica);
    expect(branchNames(await old.run(oldOperation))).toContain('Mzansi Fresh Parow');
    const current = webClient(() => newReplica);
    expect(branchNames(await current.run(webOperation('SuppliersNear')))).toContain(
      'Mzansi Fresh Parow',
    );
    expect([...old.sentTo, ...current.sentTo]).toEqual(['old', 'new']);
  });
});

describe('the last release, as the current gateway sees it', () => {
  const release = JSON.parse(
    readFileSync(new URL('../../release/persisted-query-manifest.json', import.meta.url), 'utf8'),
  ) as { operations: ManifestOperation[] };

  /**
   * Operations of the last release a breaking change accepted in release/accepted-breaking-changes.json
   * refuses: such a tab gets GRAPHQL_VALIDATION_FAILED, which the web's stale-build link retries
   * once and then answers by reloading into the new build (its pending order edits kept).
   */
  const ACCEPTED_INVALID = ['OrderCheckChanges'];

  it('every operation the last release shipped is still valid against this schema', () => {
    // Else a tab on the last release fails on every new replica; a breaking change needs a
    // deprecation first (docs/schema-changelog.md), or an accepted entry and a line here.
    const schema = buildASTSchema(
      parse(loadTypeDefs(new URL('../../schema', import.meta.url).pathname).join('\n')),
    );
    const invalid = release.operations.filter(
      (operation) => validate(schema, parse(operation.body)).length > 0,
    );
    expect(invalid.map((operation) => operation.name)).toEqual(ACCEPTED_INVALID);
    expect(release.operations.length).toBeGreaterThan(60);
  });
});
