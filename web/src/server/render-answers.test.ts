import {
  ApolloClient,
  ApolloLink,
  gql,
  InMemoryCache,
  type TypedDocumentNode,
} from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RenderAnswers } from './render-answers';
import { ServerRenderCache } from './server-render-cache';
import { shareDocumentInfo } from './shared-document-info';

const PRODUCT: TypedDocumentNode<
  { product: { id: string; name: string } },
  { id: string; supplierId?: string }
> = gql`
  query ProductName($id: ID!, $supplierId: ID) {
    product(id: $id, supplierId: $supplierId) {
      id
      name
    }
  }
`;

function clientAnswering(answers: RenderAnswers, name: string) {
  const gateway = new ApolloLink(() =>
    of({ data: { product: { __typename: 'Product', id: '1', name } } }),
  );
  return new ApolloClient({
    cache: new ServerRenderCache(),
    link: ApolloLink.from([answers.link, gateway]),
  });
}

describe('RenderAnswers', () => {
  it('gives the head the answer its loader received, whatever the variables order', async () => {
    const answers = new RenderAnswers();
    const client = clientAnswering(answers, 'Maize meal');
    await client.query({ query: PRODUCT, variables: { supplierId: undefined, id: '1' } });
    expect(answers.get(PRODUCT, { id: '1', supplierId: undefined })?.product.name).toBe(
      'Maize meal',
    );
    expect(answers.get(PRODUCT, { id: '2' })).toBeUndefined();
    expect(answers.get(PRODUCT, { id: '1', supplierId: '101' })).toBeUndefined();
  });
});

describe('ServerRenderCache', () => {
  it('adds __typename to a document once for every request', () => {
    const first = new ServerRenderCache().transformDocument(PRODUCT);
    expect(new ServerRenderCache().transformDocument(PRODUCT)).toBe(first);
    expect(new InMemoryCache().transformDocument(PRODUCT)).not.toBe(first);
  });

  it('reads back what a query wrote without telling any watch', async () => {
    const answers = new RenderAnswers();
    const client = clientAnswering(answers, 'Maize meal');
    const result = await client.query({ query: PRODUCT, variables: { id: '1' } });
    expect(result.data?.product.name).toBe('Maize meal');
    expect(client.readQuery({ query: PRODUCT, variables: { id: '1' } })?.product.name).toBe(
      'Maize meal',
    );
  });
});

describe('shareDocumentInfo', () => {
  it("finds Apollo Client's document information and shares it between clients", async () => {
    const first = clientAnswering(new RenderAnswers(), 'Maize meal');
    const second = clientAnswering(new RenderAnswers(), 'Maize meal');
    expect(shareDocumentInfo(first)).toBe(true);
    expect(shareDocumentInfo(second)).toBe(true);
    const info = (client: ApolloClient) =>
      (client as unknown as { queryManager: { transformCache: unknown } }).queryManager
        .transformCache;
    expect(info(second)).toBe(info(first));
    const result = await second.query({ query: PRODUCT, variables: { id: '1' } });
    expect(result.data?.product.name).toBe('Maize meal');
  });
});
