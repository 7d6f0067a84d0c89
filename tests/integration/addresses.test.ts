/**
 * The address book through the gateway against the simulator: search the bundled
 * gazetteer, save an address with unit, complex and instructions (kept in the legacy line the
 * driver reads), edit it (create, then delete upstream), and what the legacy API then holds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPE_TOWN_SUBURBS } from '../../gateway/src/gazetteer/cape-town';
import { GraphqlClient } from '../support/gateway';
import { legacyAddresses } from '../support/legacy-addresses';
import { startStack, type TestStack } from '../support/stack';

const ADDRESS_FIELDS = `id formatted streetAddress unit complex deliveryInstructions
  location { latitude longitude } bridgeName`;

interface AddressResult {
  id: string;
  formatted: string;
  streetAddress: string;
  unit: string | null;
  complex: string | null;
  deliveryInstructions: string | null;
  location: { latitude: number; longitude: number };
  bridgeName: string | null;
}

async function newShopper(gatewayUrl: string) {
  const client = new GraphqlClient(gatewayUrl);
  const who = { login: `07${String(Date.now()).slice(-8)}`, password: 'secret123' };
  const result = await client.request<{ signUp: { errors: unknown[] } }>(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { errors { message } } }`,
    {
      input: { ...who, firstName: 'Ayesha', lastName: 'Davids', language: 'EN', acceptTerms: true },
    },
  );
  expect(result.data?.signUp.errors).toEqual([]);
  return { client, who };
}

describe('addresses', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('searches streets and suburbs with no upstream call, and refuses silly arguments', async () => {
    const result = await stack.graphql<{
      addressSearch: Array<{ kind: string; formatted: string; location: { latitude: number } }>;
    }>(
      `{ addressSearch(query: "main rd rondeb") { kind formatted location { latitude longitude } } }`,
    );
    expect(result.data?.addressSearch).toEqual([
      {
        kind: 'STREET',
        formatted: 'Main Road, Rondebosch, Cape Town, 7700',
        location: { latitude: -33.961, longitude: 18.475 },
      },
    ]);
    expect((await stack.calls()).total).toBe(0);

    const tooMany = await stack.graphql(`{ addressSearch(query: "parow", first: 500) { id } }`);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await stack.graphql(`query ($q: String!) { addressSearch(query: $q) { id } }`, {
      q: 'x'.repeat(101),
    });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds a town outside the delivery area, where no branch is near', async () => {
    const places = await stack.graphql<{
      placeSearch: Array<{
        name: string;
        formatted: string;
        location: { latitude: number; longitude: number };
      }>;
    }>(`{ placeSearch(query: "sandton") { name formatted location { latitude longitude } } }`);
    expect(places.data?.placeSearch).toEqual([
      {
        name: 'Sandton',
        formatted: 'Sandton, Johannesburg, 2196',
        location: { latitude: -26.1076, longitude: 28.0567 },
      },
    ]);
    const near = await stack.graphql<{ suppliersNear: unknown[] }>(
      `{ suppliersNear(lat: -26.1076, lon: 28.0567) { id } }`,
    );
    expect(near.data?.suppliersNear).toEqual([]);
    const bellville = await stack.graphql<{ placeSearch: Array<{ name: string }> }>(
      `{ placeSearch(query: "bellv", first: 1) { name } }`,
    );
    expect(bellville.data?.placeSearch).toEqual([{ name: 'Bellville' }]);
    const tooMany = await stack.graphql(`{ placeSearch(query: "parow", first: 21) { id } }`);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('saves unit, complex and instructions in the legacy line, and edits them', async () => {
    const { client, who } = await newShopper(stack.gatewayUrl);
    const added = await client.request<{ addAddress: { address: AddressResult } }>(
      `mutation ($input: AddAddressInput!) { addAddress(input: $input) {
        address { ${ADDRESS_FIELDS} } errors { message } } }`,
      {
        input: {
          formatted: '14 Fairfield Street, Parow, Cape Town, 7500',
          location: { latitude: -33.9, longitude: 18.585 },
          unit: '4B',
          complex: 'Fairfield Court',
          deliveryInstructions: 'Ring twice',
        },
      },
    );
    const first = added.data!.addAddress.address;
    expect(first).toMatchObject({
      formatted:
        'Unit 4B, Fairfield Court; 14 Fairfield Street, Parow, Cape Town, 7500 (Delivery instructions: Ring twice)',
      streetAddress: '14 Fairfield Street, Parow, Cape Town, 7500',
      unit: '4B',
      complex: 'Fairfield Court',
      deliveryInstructions: 'Ring twice',
      bridgeName: 'Mzansi Fresh Parow',
    });

    await stack.resetCalls();
    const updated = await client.request<{
      updateAddress: { address: AddressResult; replacedAddressId: string; errors: unknown[] };
    }>(
      `mutation ($input: UpdateAddressInput!) { updateAddress(input: $input) {
        address { ${ADDRESS_FIELDS} } replacedAddressId errors { message } } }`,
      {
        input: {
          addressId: first.id,
          formatted: '14 Fairfield Street, Parow, Cape Town, 7500',
          unit: '7',
          deliveryInstructions: 'Leave it with the guard',
        },
      },
    );
    const second = updated.data!.updateAddress;
    expect(second.errors).toEqual([]);
    expect(second.replacedAddressId).toBe(first.id);
    expect(second.address.id).not.toBe(first.id);
    expect(second.address).toMatchObject({
      unit: '7',
      complex: null,
      deliveryInstructions: 'Leave it with the guard',
      // No new position given: the address keeps its own.
      location: { latitude: -33.9, longitude: 18.585 },
    });
    // Created first, deleted after: a failure in between never loses the address.
    const { calls } = await stack.calls();
    expect(calls).toEqual({
      'GET /api/v1/users/{user_id}/addresses': 1,
      'POST /api/v1/users/{user_id}/addresses': 1,
      'DELETE /api/v1/users/{user_id}/addresses/{id}': 1,
    });

    // What the legacy API holds: one address, the new line.
    expect(await legacyAddresses(stack.sim.url, who)).toEqual([
      expect.objectContaining({
        id: Number(second.address.id),
        formatted:
          'Unit 7; 14 Fairfield Street, Parow, Cape Town, 7500 (Delivery instructions: Leave it with the guard)',
        latitude: -33.9,
        longitude: 18.585,
      }),
    ]);
  });

  it('keeps both addresses, and says so, when the old one cannot be deleted', async () => {
    const { client, who } = await newShopper(stack.gatewayUrl);
    const added = await client.request<{ addAddress: { address: { id: string } } }>(
      `mutation { addAddress(input: { formatted: "3 Kloof Street, Gardens, Cape Town, 8001",
        location: { latitude: -33.9366, longitude: 18.411 } }) { address { id } } }`,
    );
    const oldId = added.data!.addAddress.address.id;
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'DELETE /api/v1/users/{user_id}/addresses/{id}', status: 503, error_rate: 1 },
      ]),
    });
    try {
      const updated = await client.request<{
        updateAddress: { address: { id: string; complex: string }; replacedAddressId: null };
      }>(
        `mutation ($id: ID!) { updateAddress(input: { addressId: $id,
          formatted: "3 Kloof Street, Gardens, Cape Town, 8001", complex: "Kloof Mansions" }) {
          address { id complex } replacedAddressId errors { message } } }`,
        { id: oldId },
      );
      expect(updated.data?.updateAddress).toMatchObject({
        address: { complex: 'Kloof Mansions' },
        replacedAddressId: null,
      });
      expect(
        (await legacyAddresses(stack.sim.url, who)).map((address) => address.formatted),
      ).toEqual([
        '3 Kloof Street, Gardens, Cape Town, 8001',
        'Kloof Mansions; 3 Kloof Street, Gardens, Cape Town, 8001',
      ]);
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
  });

  it("refuses to edit another shopper's address, and too long parts, with no upstream write", async () => {
    const { client } = await newShopper(stack.gatewayUrl);
    await stack.resetCalls();
    const other = await client.request(
      `mutation { updateAddress(input: { addressId: "100", formatted: "1 Long Street" }) { replacedAddressId } }`,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const long = await client.request(
      `mutation ($u: String!) { addAddress(input: { formatted: "1 Long Street", unit: $u,
        location: { latitude: -33.92, longitude: 18.42 } }) { address { id } } }`,
      { u: '9'.repeat(21) },
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('input.unit may be at most 20 characters');
    const { calls } = await stack.calls();
    expect(Object.keys(calls).filter((route) => !route.startsWith('GET'))).toEqual([]);
  });

  it('every suburb of the gazetteer has an open branch within the 30 km delivery radius', async () => {
    for (const suburb of CAPE_TOWN_SUBURBS) {
      const near = await stack.graphql<{ suppliersNear: Array<{ disabled: boolean }> }>(
        `query ($lat: Float!, $lon: Float!) { suppliersNear(lat: $lat, lon: $lon, radiusKm: 30) { disabled } }`,
        { lat: suburb.latitude, lon: suburb.longitude },
      );
      const open = near.data?.suppliersNear.filter((branch) => !branch.disabled) ?? [];
      expect(open.length, suburb.name).toBeGreaterThan(0);
    }
  });
});
