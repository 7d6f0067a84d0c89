import type { FetcherParams } from '@graphiql/toolkit';
import { describe, expect, it } from 'vitest';
import { namingTheDocumentsOperation } from './operation-name';

/** What the wrapped fetcher passes on. */
function sent(params: FetcherParams): FetcherParams {
  let passed: FetcherParams | null = null;
  const fetcher = namingTheDocumentsOperation((given) => {
    passed = given;
    return Promise.resolve({ data: {} });
  });
  void fetcher(params);
  return passed!;
}

describe('the explorer’s operation name', () => {
  it('is the document’s one operation’s when the name given is another tab’s', () => {
    expect(
      sent({ query: 'query MyQuery { agencies { name } }', operationName: 'AccountSession' })
        .operationName,
    ).toBe('MyQuery');
    // An anonymous operation is sent without a name.
    expect(
      sent({ query: '{ agencies { name } }', operationName: 'AccountSession' }).operationName,
    ).toBeNull();
  });

  it('is left as given when the document has it, has several operations, or does not parse', () => {
    const two = 'query A { agencies { name } } query B { appVersion }';
    expect(sent({ query: two, operationName: 'B' }).operationName).toBe('B');
    expect(sent({ query: two, operationName: 'C' }).operationName).toBe('C');
    expect(sent({ query: '{ agencies {', operationName: 'X' }).operationName).toBe('X');
    expect(sent({ query: '{ appVersion }', operationName: null }).operationName).toBeNull();
  });
});
