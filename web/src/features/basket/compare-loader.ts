/**
 * `/basket/compare`'s loader. The comparison needs a session (the legacy API compares a signed-in
 * shopper's cart only), so:
 * - in the browser it is the sign-in guard's (a visitor goes to sign in, a shopper who just signed
 *   out goes home) and then starts the comparison where the shopper is, as every screen starts
 *   its data;
 * - on the server (docs/adr/0049), for a signed-in shopper it reads the basket, the comparison
 *   (collected, or delivered when the no-script switch asks for it with `?dispatch=DELIVER`;
 *   measured from the shop's default point: the server knows neither the device's position nor
 *   the choice kept on it) and each branch's lines, so the page carries every
 *   branch's "Shop here" form, working before the scripts and with JavaScript off; for a visitor
 *   it asks nothing, and the page says why signing in is needed, with a link to sign in.
 * While the browser hydrates a page the server rendered for a visitor, it leaves the page as
 * served (the screen goes on to sign in once hydrated): a redirect there would hydrate another
 * page than the one on screen.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { getCheckout } from '../../core/checkout-store';
import { getPosition } from '../../core/position';
import { readRenderData } from '../../core/render-data';
import { contextOf, type RequestContext } from '../../core/request-context';
import { DEFAULT_POSITION } from '../../lib/geolocation';
import { getAccountState } from '../account/account-store';
import { requireAccountLoader } from '../account/require-account';
import { BasketComparisonDocument } from './BasketComparison.generated';
import { BasketComparisonBranchDocument } from './BasketComparisonBranch.generated';
import { loadBasket, type CompareDispatch } from './cart-store';
import { comparisonVariables } from './comparison-query';

/** What the screen is told: a visitor's page says why to sign in, and where. */
export interface CompareLoaderData {
  /** `/sign_in?redirect_to=<this page>` for a visitor; null for a signed-in shopper. */
  signInPath: string | null;
}

/** The way the no-script switch asked for (`?dispatch=`), or null. */
export function askedDispatch(value: string | null): CompareDispatch | null {
  return value === 'COLLECT' || value === 'DELIVER' ? value : null;
}

export function signInPathFor(url: string): string {
  const { pathname, search } = new URL(url);
  return `/sign_in?redirect_to=${encodeURIComponent(pathname + search)}`;
}

export async function compareLoader(args: LoaderFunctionArgs): Promise<CompareLoaderData> {
  const context = contextOf(args);
  if (context.where === 'server') {
    if (!context.signedIn) return { signInPath: signInPathFor(args.request.url) };
    await compareOnServer(
      context,
      askedDispatch(new URL(args.request.url).searchParams.get('dispatch')),
    );
    return { signInPath: null };
  }
  try {
    await requireAccountLoader(args);
  } catch (thrown) {
    if (thrown instanceof Response && hydratingServedPage()) {
      return { signInPath: signInPathFor(args.request.url) };
    }
    throw thrown;
  }
  const cart = await loadBasket(context);
  // A page the server rendered carries the comparison it made (asked for a moment ago).
  if (getAccountState().account && cart.items.length > 0 && !hydratingServedPage()) {
    void getPosition()
      .then((position) =>
        // Asked again on each arrival, not read from the cache: a branch may have closed or
        // changed a price since. Cheap for an unchanged basket (the gateway reuses the legacy
        // answer it had a moment ago, ADR 0022); switching collect/deliver on the screen stays
        // cached.
        context.client.query({
          query: BasketComparisonDocument,
          variables: comparisonVariables(cart, position, getCheckout().address),
          fetchPolicy: 'network-only',
        }),
      )
      .catch(() => {
        // The screen shows the failure and offers a retry.
      });
  }
  return { signInPath: null };
}

/** The browser's first navigation over a page the server rendered, before hydration. */
function hydratingServedPage(): boolean {
  return readRenderData() !== null && !('hydrated' in document.documentElement.dataset);
}

/**
 * The comparison as the screen asks for it on the server, and every compared branch's lines (the
 * gateway answers those from the comparison it just made): all of it in the render's cache, which
 * the page carries to the browser.
 */
async function compareOnServer(
  context: RequestContext,
  asked: CompareDispatch | null,
): Promise<void> {
  const { client } = context;
  const basket = await loadBasket(context);
  if (basket.items.length === 0) return;
  // Collected unless the page's switch asked otherwise (the device's choice is not known here),
  // and from the default point, as the screen shows it.
  const variables = comparisonVariables(
    { ...basket, compareDispatch: asked ?? undefined },
    DEFAULT_POSITION,
    null,
  );
  const { data, error } = await client.query({ query: BasketComparisonDocument, variables });
  if (error) throw error;
  const branches = data?.basketComparison.baskets ?? [];
  await Promise.all(
    branches.map(async ({ supplier }) => {
      const answer = await client.query({
        query: BasketComparisonBranchDocument,
        variables: { ...variables, supplierId: supplier.id },
      });
      if (answer.error) throw answer.error;
    }),
  );
}
