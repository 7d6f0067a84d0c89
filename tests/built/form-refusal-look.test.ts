/**
 * The pages the gateway answers itself when a form's post is refused (a slot not chosen, a post
 * from another site, a malformed basket change) are the shop's pages too: dressed by the shop's
 * stylesheet, as its other pages are, where they were a browser's bare page before. Over the
 * real simulator, with the web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const ORIGIN = 'https://shop.test';

describe('a refused form’s page', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack({ PUBLIC_ORIGIN: ORIGIN });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    const filled = await thandi.request<{ setBasketLines: { errors: unknown[] } }>(
      `mutation ($input: SetBasketLinesInput!) { setBasketLines(input: $input) { errors { __typename } } }`,
      { input: { lines: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }] } },
    );
    expect(filled.data?.setBasketLines.errors).toEqual([]);
  });
  afterAll(async () => {
    await stack.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body,
      headers: {
        accept: 'text/html',
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    });

  /** The stylesheets the page links, each checked to be one the gateway serves. */
  const stylesheetsOf = async (html: string) => {
    const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    for (const href of hrefs) {
      const sheet = await fetch(`${stack.gatewayUrl}${href}`);
      expect({ href, status: sheet.status, type: sheet.headers.get('content-type') }).toEqual({
        href,
        status: 200,
        type: expect.stringContaining('text/css'),
      });
    }
    return hrefs;
  };

  it('is dressed by the shop’s stylesheet, for the checkout, the basket and the branch', async () => {
    const refusals = [
      // Continue without a time slot.
      {
        answer: await post('/checkout/dispatch', 'dispatch=COLLECT%3ACOLLECT', {
          cookie: thandi.cookieHeader,
        }),
        status: 422,
        text: 'Choose a time slot to continue.',
      },
      // A basket change posted from another site.
      {
        answer: await post('/basket', `offerId=${MAIZE_MEAL_OFFER}&atLeast=1`, {
          origin: 'https://elsewhere.example',
        }),
        status: 403,
        text: 'Items are added to the basket on the shop’s own pages.',
      },
      // A branch that is no branch.
      {
        answer: await post('/branch', 'branch=not-a-branch'),
        status: 400,
        text: 'Back to the branches',
      },
    ];
    for (const { answer, status, text } of refusals) {
      const html = await answer.text();
      expect({ url: answer.url, status: answer.status }).toEqual({ url: answer.url, status });
      expect(html).toContain(text);
      expect(html).toContain('class="notice is-error"');
      expect(await stylesheetsOf(html)).not.toEqual([]);
    }
  });

  it('carries the shop’s bar, as its other pages do: the menu, home and the basket, in the shopper’s language', async () => {
    const bar = (html: string) => /<header class="toolbar">([\s\S]*?)<\/header>/.exec(html)?.[1];
    const english = bar(await (await post('/branch', 'id=not-a-branch')).text());
    expect(english).toMatch(/<nav aria-label="The shop"/);
    expect(english).toMatch(/<a href="\/menu\?from=%2Fagencies"[^>]*aria-label="Menu"/);
    expect(english).toMatch(/<a href="\/" class="logo">[\s\S]*<span>Home<\/span><\/a>/);
    expect(english).toMatch(/<a href="\/basket"[^>]*aria-label="Basket"/);
    const afrikaans = bar(
      await (await post('/branch', 'id=not-a-branch', { cookie: 'sf_locale=af' })).text(),
    );
    expect(afrikaans).toMatch(/<nav aria-label="Die winkel"/);
    expect(afrikaans).toMatch(/<span>Tuis<\/span>/);
    expect(afrikaans).toMatch(/aria-label="Mandjie"/);
  });
});
