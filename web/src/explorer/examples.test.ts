import {
  buildSchema,
  parse,
  validate,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../../schema/generated/schema.graphql?raw';
import manifest from '../generated/persisted-query-manifest.json';
import { matching, screens, variablesText } from './examples';

const schema = buildSchema(sdl);
const all = screens.flatMap((screen) => screen.examples);

describe("the explorer's examples", () => {
  it('offer every operation the web sends, grouped by screen', () => {
    expect(all.map((example) => example.name).sort()).toEqual(
      manifest.operations.map((operation) => operation.name).sort(),
    );
    expect(screens.map((screen) => screen.screen)).toContain('checkout');
    expect(
      screens.find((screen) => screen.screen === 'checkout')?.examples.map((e) => e.name),
    ).toContain('CheckoutPlaceOrder');
  });

  it.each(all.map((example) => [example.name, example] as const))(
    '%s is valid against the schema, and so are its sample variables',
    (_name, example) => {
      const document = parse(example.query);
      expect(validate(schema, document)).toEqual([]);
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      )!;
      const variables = JSON.parse(variablesText(example, () => crypto.randomUUID()));
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
      expect(coerced.errors ?? []).toEqual([]);
    },
  );

  it('put a fresh idempotency key in each time one is opened', () => {
    const place = all.find((example) => example.name === 'CheckoutPlaceOrder')!;
    let n = 0;
    const key = () => `key-${++n}`;
    expect(JSON.parse(variablesText(place, key)).input.idempotencyKey).toBe('key-1');
    expect(JSON.parse(variablesText(place, key)).input.idempotencyKey).toBe('key-2');
  });

  it('filter by every word typed, across screen and name', () => {
    expect(
      matching(screens, 'orders cancel').flatMap((s) => s.examples.map((e) => e.name)),
    ).toEqual(['OrderCancel']);
  });
});
