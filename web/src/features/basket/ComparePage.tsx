/**
 * Best-basket comparison (`/basket/compare`, signed in: the route's loader sends visitors to sign
 * in; a page the server rendered for a visitor says why signing in is needed and links to it, and
 * goes on to sign in once its scripts run). The shopper chooses to collect or to have it delivered
 * (remembered in `compare-v1`), and every branch is compared like with like for that choice: the
 * items alone to collect, items plus delivery at the branches that deliver. The gateway ranks them
 * (open before closed, then cheaper, then nearer); each row names what the branch lacks and what
 * is much dearer there, and a closed branch says when it opens. "Shop here" shows which lines
 * leave or change price before the basket changes, and the basket offers to undo it.
 * `/basket/compare_debug` adds the cheapest-per-item basket.
 *
 * Round trips: `BasketComparison` is a query that saves the basket's lines and compares them in
 * one call, each branch summed up (its totals, what it lacks, what is much dearer); its answer is
 * cached per basket contents, position and choice (type policy keyArgs), so switching back and
 * forth or coming back to an unchanged basket asks nothing, and a changed basket asks again.
 * "Shop here" asks that one branch's lines (`BasketComparisonBranch`, cached beside the list; the
 * gateway answers it from the comparison it just made), and the branch's full offers come with the
 * answer to the call that replaces the basket's lines (`replaceBasket`).
 *
 * Rendered on the server for a signed-in shopper (their page alone, docs/adr/0049): collected, from
 * the shop's default point (the device's position and the stored collect/deliver choice are the
 * browser's), every "Shop here" a form that moves the basket before the scripts and with
 * JavaScript off (shop-here-form.tsx). The screen shows that comparison until the device says
 * where the shopper is.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  Link,
  Navigate,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { BasketComparisonBranchDocument } from './BasketComparisonBranch.generated';
import { formatMoney } from '../../lib/money';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { getAccountState, resetAccount, useAccount } from '../account/account-store';
import { signInReason } from '../account/sign-in-reason';
import { DEFAULT_POSITION } from '../../lib/geolocation';
import { useHydrated } from '../../ui/use-hydrated';
import { askedDispatch, type CompareLoaderData } from './compare-loader';
import { branchLines, ShopHereForm, type BranchLine } from './shop-here-form';
import { useComparison } from './use-comparison';
import { useCheckout } from '../../core/checkout-store';
import { usePosition } from '../../core/position';
import { getSelectedSupplier, selectSupplier } from '../../core/selected-supplier';
import { readBasket, useBasket, type BasketLineView } from './basket-view';
import {
  getCart,
  replaceLines,
  setCompareDispatch,
  useCart,
  type CompareDispatch,
} from './cart-store';
import { buildComparison, type ComparisonRow } from './comparison';
import { comparisonVariables } from './comparison-query';
import {
  CheapestSummary,
  ComparisonChart,
  ComparisonTableRow,
  type ShopForm,
} from './ComparisonParts';
import { CompareDebugSection } from './CompareDebugSection';
import { deliveryPoint } from './delivery-point';
import { linesMissingAt, linesRepricedAt, useConfirmShopHere } from './shop-here';
import { rememberSwap } from './shop-here-undo';
import { serverName } from '../../lib/server-text';
import type { I18n } from '@lingui/core';

/** A basket line as the "Shop here" preview compares it (known offers only). */
function previewLines(lines: BasketLineView[], i18n: I18n) {
  return lines.flatMap((line) =>
    line.offer
      ? [
          {
            offerId: line.offerId,
            totalInCents: line.totalInCents,
            offer: { name: serverName(i18n, line.offer.name), sellableId: line.offer.sellable.id },
          },
        ]
      : [],
  );
}

function unauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * Collect or have delivered. With the script the choice shows at once (and is kept on the
 * device); without it, the radios are a GET form whose "Compare" button asks the server for the
 * comparison the other way (`?dispatch=DELIVER`, compare-loader.ts).
 */
function DispatchSwitch({ value }: { value: CompareDispatch }) {
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname}>
      <fieldset className="compare-dispatch">
        <legend>
          <Trans>Compare baskets to</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name="dispatch"
            value="COLLECT"
            checked={value === 'COLLECT'}
            onChange={() => setCompareDispatch('COLLECT')}
          />
          <Trans>Collect</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="dispatch"
            value="DELIVER"
            checked={value === 'DELIVER'}
            onChange={() => setCompareDispatch('DELIVER')}
          />
          <Trans>Have delivered</Trans>
        </label>
        <noscript>
          <button type="submit" className="button is-secondary">
            <Trans>Compare</Trans>
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}

/**
 * A visitor's comparison, as the server renders it: why an account is needed (the sign-in page's
 * own words) and the way to sign in and come back (the sign-in page's form works without the
 * scripts too). Once the scripts run, on to sign in.
 */
function SignInToCompare({ signInPath }: { signInPath: string }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const reason = signInReason('/basket/compare');
  if (hydrated) return <Navigate to={signInPath} replace />;
  return (
    <section className="account-page">
      {reason && (
        <p className="notice sign-in-reason" role="status">
          {i18n._(reason)}
        </p>
      )}
      <p className="account-links">
        <Link className="button" to={signInPath}>
          <Trans>Log in</Trans>
        </Link>{' '}
        <Link to={`/register${signInPath.slice('/sign_in'.length)}`}>
          <Trans>Register</Trans>
        </Link>
      </p>
    </section>
  );
}

export function ComparePage({ debug = false }: { debug?: boolean }) {
  const { signInPath } = useLoaderData<CompareLoaderData>();
  const account = useAccount();
  const hydrated = useHydrated();
  if (signInPath) return <SignInToCompare signInPath={signInPath} />;
  // Signed out while here (or the gateway forgot the session): home, or sign in again.
  if (hydrated && !account) {
    const back = `/sign_in?redirect_to=${encodeURIComponent('/basket/compare')}`;
    return <Navigate to={getAccountState().signedOut ? '/' : back} replace />;
  }
  return <Comparison debug={debug} />;
}

function Comparison({ debug }: { debug: boolean }) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const navigate = useNavigate();
  const client = useApolloClient();
  const cart = useCart();
  const basket = useBasket();
  const confirmShopHere = useConfirmShopHere();
  const [shopFailed, setShopFailed] = useState(false);
  // While the basket moves to a branch the screen is being left: its new lines are not compared.
  const [moving, setMoving] = useState(false);
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  // A choice the no-script switch sent (`?dispatch=`) is shown; once the scripts run it goes to
  // where the choice is kept (the device's), and the address loses it.
  const [params] = useSearchParams();
  const asked = askedDispatch(params.get('dispatch'));
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!hydrated || !asked) return;
    setCompareDispatch(asked);
    void navigate({ pathname, search: '' }, { replace: true });
  }, [hydrated, asked, navigate, pathname]);
  const dispatch: CompareDispatch = asked ?? cart.compareDispatch ?? 'COLLECT';
  const position = usePosition();
  // The route's loader (compare-loader.ts) started this query with the same variables. Until
  // the device says where the shopper is, the comparison the server made from the default point
  // is shown if the page carries it (never asked for here: the device's answer comes soon).
  const deliveryAddress = useCheckout().address;
  const variables = comparisonVariables(
    { ...cart, compareDispatch: dispatch },
    position ?? DEFAULT_POSITION,
    deliveryAddress,
  );
  const comparison = useComparison(variables, {
    asked: cart.items.length > 0 && !moving,
    positionKnown: position !== null,
  });
  const result = comparison.data?.basketComparison;
  const failedSignedOut = unauthenticated(comparison.error);
  useEffect(() => {
    // The gateway no longer knows the session: sign in again, then back here.
    if (failedSignedOut) resetAccount();
  }, [failedSignedOut]);

  const baskets = result?.baskets;
  const names = useMemo(
    () =>
      new Map(
        basket.lines.flatMap((line) =>
          line.offer ? [[line.offer.sellable.id, serverName(i18n, line.offer.name)] as const] : [],
        ),
      ),
    [basket.lines, i18n],
  );
  const view = useMemo(
    () =>
      buildComparison(
        (baskets ?? []).map((basket) => ({
          ...basket,
          missingNames: basket.missingItems.map((item) => names.get(item.sellableId) ?? ''),
          dearerNames: basket.dearerItems.map((item) => names.get(item.sellableId) ?? ''),
        })),
        basket.lines.flatMap((line) =>
          line.offer
            ? [
                {
                  supplierId: line.offer.supplier.id,
                  supplierName: line.offer.supplier.name,
                  totalInCents: line.totalInCents,
                },
              ]
            : [],
        ),
        // The cheapest is the gateway's pick, never computed again here.
        { dispatch, recommendedId: result?.recommended?.supplier.id ?? null },
      ),
    [baskets, basket.lines, names, dispatch, result?.recommended],
  );

  if (cart.items.length === 0) {
    return (
      <Empty>
        <Trans>Your basket is empty.</Trans>
      </Empty>
    );
  }
  if (comparison.error && !failedSignedOut)
    return <ErrorNotice onRetry={() => void comparison.refetch()} />;

  /** The branch's lines in this comparison (from the cache once asked). */
  const linesAt = async (supplierId: string): Promise<BranchLine[] | null> => {
    try {
      const { data } = await client.query({
        query: BasketComparisonBranchDocument,
        variables: { ...variables, supplierId },
      });
      return data?.basketComparison.basket?.items ?? null;
    } catch {
      return null;
    }
  };

  const shopAt = async (row: ComparisonRow) => {
    setShopFailed(false);
    const branchItems = await linesAt(row.supplierId);
    if (!branchItems) {
      setShopFailed(true);
      return;
    }
    const previousLines = getCart().items;
    const lines = previewLines(readBasket().lines, i18n);
    // What leaves and what changes price is shown first; the shopper agrees (or not).
    const missing = linesMissingAt(lines, branchItems);
    const repriced = linesRepricedAt(lines, (line) => line.totalInCents, branchItems);
    if (!(await confirmShopHere(row.supplierName, missing, repriced, money))) return;
    try {
      rememberSwap({
        branchName: row.supplierName,
        previousLines,
        previousBranch: getSelectedSupplier(),
      });
      // Rendered before the basket's lines change (a store update renders at once; a state
      // update here would come after it, and the new lines would be compared meanwhile).
      flushSync(() => setMoving(true));
      // One call saves the new lines and brings the branch's offers into the cache; the prices
      // the comparison showed are the ones agreed to (a change before placing stops the order).
      if ((await replaceLines(branchLines(branchItems, row.supplierId))) !== 'done')
        throw new Error('The basket was not moved');
      selectSupplier({ id: row.supplierId, name: row.supplierName });
      navigate('/basket');
    } catch {
      replaceLines(previousLines);
      setMoving(false);
      setShopFailed(true);
    }
  };

  /** A row's "Shop here" form: the server's until the page hydrates, then `shopAt`. */
  const shopForm =
    (row: ComparisonRow): ShopForm =>
    (button) => (
      <ShopHereForm
        variables={variables}
        supplierId={row.supplierId}
        onHydratedSubmit={() => void shopAt(row)}
      >
        {button}
      </ShopHereForm>
    );

  const cheapest = view.cheapest;

  return (
    <>
      <DispatchSwitch value={dispatch} />
      {!result || !baskets ? (
        <ListSkeleton rows={5} />
      ) : view.rows.length === 0 ? (
        <Empty>
          <Trans>No branch near you stocks these items.</Trans>
        </Empty>
      ) : (
        <>
          {shopFailed && (
            <p className="notice is-error" role="alert">
              <Trans>Your basket could not be moved to that branch. Try again.</Trans>
            </p>
          )}
          {cheapest && (
            <CheapestSummary
              cheapest={cheapest}
              cheaperClosed={view.cheaperClosed}
              dispatch={dispatch}
              deliveryPoint={deliveryPoint(deliveryAddress, position)}
              current={view.current}
              saving={view.saving}
              money={money}
              shopForm={shopForm(cheapest)}
            />
          )}

          <ComparisonChart rows={view.chartRows} dispatch={dispatch} money={money} />

          <table className="compare-table">
            <caption>
              <Trans>Your basket at each branch</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Branch</Trans>
                </th>
                <th scope="col">
                  <Trans>Subtotal</Trans>
                </th>
                <th scope="col">
                  <Trans>Shipping</Trans>
                </th>
                <th scope="col">
                  <Trans>Total</Trans>
                </th>
                <th scope="col">
                  <Trans>vs cheapest</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t`Action`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <ComparisonTableRow
                  key={row.supplierId}
                  row={row}
                  dispatch={dispatch}
                  money={money}
                  shopForm={shopForm(row)}
                />
              ))}
            </tbody>
          </table>
          <p className="muted">
            <Trans>
              "Much dearer" means more than {result.unitPriceThresholdPercent}% above the cheapest
              branch's price for that item.
            </Trans>
          </p>
        </>
      )}
      {debug && <CompareDebugSection names={names} money={money} />}
    </>
  );
}

export function CompareDebugPage() {
  return <ComparePage debug />;
}
