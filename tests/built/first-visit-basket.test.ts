/**
 * A first visitor's basket is named by the first page she loads (docs/adr/0079), not by her first
 * Add's answer. Without scripts a second Add tapped before the first one's answer has come back
 * is a second form post; the browser drops the first answer (and any cookie it carried), so a
 * basket named by that answer was lost with it: the second Add made a basket of its own and the
 * first line was gone. Played here as a browser does: the cookie jar holds what each answer set,
 * the last answer's cookie winning. Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../support/form-post';
import { GraphqlClient } from '../support/gateway';
import { signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

/** The `POST /basket` Add forms of a page, as their hidden fields. */
function addForms(html: string): URLSearchParams[] {
  return [...html.matchAll(/<form [^>]*action="\/basket" method="post"[^>]*>(.*?)<\/form>/gs)]
    .map(([, inner = '']) =>
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
        ([, name = '', value = '']) => [name, value.replaceAll('&amp;', '&')] as [string, string],
      ),
    )
    .filter((fields) => fields.some(([name, value]) => name === 'atLeast' && value === '1'))
    .map((fields) => new URLSearchParams(fields));
}

/** A browser's cookies for the shop: each answer's `Set-Cookie` replaces the one of that name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
  }

  get header(): string {
    return [...this.cookies.values()].join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

describe("a first visitor's basket, named by her first page", () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ SSR_CACHE_SECONDS: '60', PUBLIC_ORIGIN: 'https://shop.test' });
  });
  afterAll(async () => {
    await stack.close();
  });

  const load = (path: string, jar: CookieJar) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(jar.header ? { cookie: jar.header } : {}) },
    });
  const post = (form: URLSearchParams, jar: CookieJar) =>
    postForm(stack, '/basket', form.toString(), jar.header ? { cookie: jar.header } : {});
  const linesOf = async (jar: CookieJar) => {
    const client = new GraphqlClient(stack.gatewayUrl, { cookie: jar.header });
    const { data } = await client.request<{
      basket: { lines: Array<{ quantity: number; offer: { id: string } }> };
    }>('{ basket { lines { quantity offer { id } } } }');
    return data!.basket.lines.map((line) => line.offer.id).sort();
  };

  /** The page's first two Adds posted at once: both lines are in the basket the jar names. */
  async function expectTwoAddsAtOnceKept(page: Response, jar: CookieJar) {
    const [first, second] = addForms(await page.text());
    expect(first && second, 'the product page offers Add at two branches at least').toBeTruthy();
    // Both posts leave with the cookies the page left; the browser keeps the last answer only.
    const answers = await Promise.all([post(first!, jar), post(second!, jar)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    jar.take(answers[1]!);
    expect(await linesOf(jar)).toEqual([first!.get('offerId'), second!.get('offerId')].sort());
  }

  it('keeps both lines when a second Add is sent before the first one has been answered', async () => {
    const jar = new CookieJar();
    const page = await load('/product/1', jar);
    expect(page.status).toBe(200);
    jar.take(page);
    await expectTwoAddsAtOnceKept(page, jar);
  });

  it('names a new basket in place of a cookie that no longer opens (the shop changed its key)', async () => {
    const jar = new CookieJar();
    const stale = new Response(null, {
      headers: { 'set-cookie': 'sf_basket=sealed-with-a-key-the-shop-no-longer-has; Path=/' },
    });
    jar.take(stale);
    const page = await load('/product/1', jar);
    jar.take(page);
    expect(jar.header).toMatch(/^sf_basket=/);
    expect(jar.header).not.toContain('sealed-with-a-key-the-shop-no-longer-has');
    await expectTwoAddsAtOnceKept(page, jar);
  });

  it("sends the shared page with the visitor's own cookie, never kept by a cache on the way", async () => {
    const one = new CookieJar();
    const two = new CookieJar();
    const first = await load('/category/1', one);
    const second = await load('/category/1', two);
    one.take(first);
    two.take(second);
    expect(one.has('sf_basket') && two.has('sf_basket')).toBe(true);
    expect(one.header).not.toBe(two.header);
    // The same page for both (the shared HTML cache answers the second), each with her cookie.
    expect(second.headers.get('x-render')).toBe('cached');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    for (const answer of [first, second]) {
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    }
    // Her next page names nothing new: the cookie she has is her basket's.
    const again = await load('/category/1', one);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // Her basket page before any Add: the empty basket, hers alone.
    const basket = await load('/basket', one);
    expect(basket.headers.get('x-render')).toBe('rendered; private');
    expect(await basket.text()).toContain('Your basket is empty');
  });

  it('names a basket for a shopper whose session has ended, with the page that drops it', async () => {
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const ended = thandi.cookieHeader;
    const out = await thandi.request('mutation { signOut { signedOut } }');
    expect(out.errors).toBeUndefined();
    const jar = new CookieJar();
    jar.take(new Response(null, { headers: { 'set-cookie': `${ended}; Path=/` } }));
    // The page that tells her she was signed out drops the session and names her basket.
    const signedOutPage = await load('/product/1', jar);
    expect(signedOutPage.status).toBe(200);
    expect(signedOutPage.headers.get('x-render')).toMatch(/session names nobody/);
    jar.take(signedOutPage);
    expect(jar.has('sf_session')).toBe(false);
    expect(jar.has('sf_basket')).toBe(true);
    // Her next page is a visitor's and names nothing new: its two Adds land in that basket.
    const page = await load('/product/1', jar);
    expect(page.headers.getSetCookie()).toEqual([]);
    await expectTwoAddsAtOnceKept(page, jar);
  });

  it('names no basket for a signed-in shopper, whose basket is her account’s', async () => {
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const page = await fetch(`${stack.gatewayUrl}/category/1`, {
      headers: { accept: 'text/html', cookie: thandi.cookieHeader },
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().filter((line) => line.startsWith('sf_basket='))).toEqual([]);
  });
});
