import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSafelist, operationKey } from './safelist.js';

function keyOf(source: string): string {
  const document = parse(source);
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
  }
  return operationKey(operation as OperationDefinitionNode, fragments);
}

describe('safelist', () => {
  const dir = mkdtempSync(join(tmpdir(), 'safelist-'));
  mkdirSync(join(dir, 'feature'));
  writeFileSync(
    join(dir, 'feature', 'Near.graphql'),
    'query Near($lat: Float!) { near(lat: $lat) { id ...Card_s } }',
  );
  writeFileSync(join(dir, 'Card.graphql'), 'fragment Card_s on S { name }');

  it('knows the operations of the documents, with fragments from other files', () => {
    const safelist = loadSafelist(dir);
    expect(safelist.size).toBe(1);
    // What Apollo Client sends: reformatted, fragments after, __typename added.
    const sent = `query Near($lat: Float!) {
      near(lat: $lat) { id ...Card_s __typename }
    }
    fragment Card_s on S { name __typename }`;
    expect(safelist.has(keyOf(sent))).toBe(true);
  });

  it('does not match a changed operation', () => {
    const safelist = loadSafelist(dir);
    expect(
      safelist.has(
        keyOf(
          'query Near($lat: Float!) { near(lat: $lat) { id secret ...Card_s } } fragment Card_s on S { name }',
        ),
      ),
    ).toBe(false);
    expect(
      safelist.has(
        keyOf(
          'query Near($lat: Float!) { near(lat: $lat) { id ...Card_s } } fragment Card_s on S { name password }',
        ),
      ),
    ).toBe(false);
  });

  it('matches a document spreading a fragment with @unmask, which Apollo Client removes', () => {
    const unmaskDir = mkdtempSync(join(tmpdir(), 'safelist-unmask-'));
    writeFileSync(
      join(unmaskDir, 'Near.graphql'),
      'query Near($lat: Float!) { near(lat: $lat) { id ...Card_s @unmask } }',
    );
    writeFileSync(join(unmaskDir, 'Card.graphql'), 'fragment Card_s on S { name }');
    const sent = `query Near($lat: Float!) { near(lat: $lat) { id ...Card_s __typename } }
    fragment Card_s on S { name __typename }`;
    expect(loadSafelist(unmaskDir).has(keyOf(sent))).toBe(true);
  });
});
