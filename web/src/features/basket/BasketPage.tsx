/**
 * The basket (`/basket`): every line with its quantity stepper, price and line total; out-of-stock
 * lines set apart with their count; the lines grouped by branch (see BranchGroups); the total;
 * and in market mode the comparison across branches.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { CheckoutButton } from './CheckoutButton';
import { MinimumOrderNotice } from '../../ui/MinimumOrderNotice';
import { MINIMUM_ORDER_IN_CENTS, minimumShortfall } from '../../core/minimum-order';
import { Empty } from '../../ui/states';
import { inStock, useBasket } from './basket-view';
import { removeLines } from './cart-store';
import { useNotChangedNotice } from './use-not-changed-notice';
import { BasketLine } from './BasketLine';
import { BasketLinesForm } from './BasketLinesForm';
import { DeliveryLine } from './DeliveryLine';
import { BranchGroup, groupByBranch, SeveralBranchesNotice } from './BranchGroups';
import { undoSwap, useForgetSwapOnLeave, useShopHereSwap } from './shop-here-undo';

export function BasketPage() {
  const { t } = useLingui();
  const config = useAppConfig();
  const notChanged = useNotChangedNotice();
  // The route's loader (basketLoader) read the basket, each line's offer as sold now.
  const basket = useBasket();
  const { summary } = basket;
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const outOfStock = basket.lines.filter((line) => line.offer?.outOfStock);
  const unknown = basket.lines.filter((line) => !line.offer);
  const count = summary.outOfStockCount;
  const groups = groupByBranch(basket.lines.filter(inStock));
  // An order comes from one branch: a Price comparison basket spanning several needs a choice.
  const multiBranch = config.mode === 'MARKET' && groups.length > 1;
  const oneBranch =
    config.mode === 'MARKET' && groups.length === 1 ? groups[0]!.supplierName : null;
  const swap = useShopHereSwap();
  const swapBranch = swap?.branchName ?? '';
  // The undo is offered while the shopper stays on the basket after shopping at a branch.
  useForgetSwapOnLeave();
  const shortfall = minimumShortfall(summary.totalInCents, MINIMUM_ORDER_IN_CENTS);

  if (basket.lines.length === 0) {
    return (
      <>
        <Empty>
          <Trans>Your basket is empty.</Trans>
        </Empty>
        <p className="center">
          <Link className="button" to="/">
            <Trans>Start shopping</Trans>
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      {outOfStock.length > 0 && (
        <section className="notice is-error" aria-labelledby="out-of-stock-heading">
          <h2 id="out-of-stock-heading">
            <Plural value={count} one="# item is out of stock" other="# items are out of stock" />
          </h2>
          <ul className="basket-list" aria-label={t`Out of stock`}>
            {outOfStock.map((line) => (
              <BasketLine key={line.offerId} line={line} />
            ))}
          </ul>
          <BasketLinesForm
            lines={outOfStock.map((line) => ({ ...line, quantity: 0 }))}
            returnTo="/basket"
            onHydratedSubmit={() =>
              void removeLines(
                outOfStock.map((line) => line.offerId),
                notChanged(t`these items`),
              )
            }
          >
            <button type="submit" className="button is-secondary">
              <Trans>Remove out-of-stock items</Trans>
            </button>
          </BasketLinesForm>
        </section>
      )}
      {swap && (
        <section className="notice is-success" aria-labelledby="swap-heading">
          <h2 id="swap-heading">
            <Trans>Your basket is now at {swapBranch}.</Trans>
          </h2>
          <button type="button" className="button is-secondary" onClick={undoSwap}>
            <Trans>Undo</Trans>
          </button>
        </section>
      )}
      {multiBranch && <SeveralBranchesNotice count={groups.length} />}
      {oneBranch && (
        <p className="notice" data-testid="one-branch-note">
          <Trans>
            An order comes from one branch: these are {oneBranch}'s prices. Compare to see this
            basket at the others.
          </Trans>
        </p>
      )}
      {unknown.length > 0 && (
        <ul className="basket-list" aria-label={t`Items not shown yet`}>
          {unknown.map((line) => (
            <BasketLine key={line.offerId} line={line} />
          ))}
        </ul>
      )}
      {groups.map((group) => (
        <BranchGroup
          key={group.supplierId}
          group={group}
          // "Keep only these" keeps every line at the branch, out-of-stock ones too.
          atBranch={basket.lines.filter((line) => line.offer?.supplier.id === group.supplierId)}
          market={config.mode === 'MARKET'}
          several={multiBranch}
        />
      ))}
      {/* The summary: beside the lines on a desktop, under them on a phone. */}
      <div className="page-aside">
        <dl className="totals">
          {summary.savingsInCents > 0 && (
            <div className="saving">
              <dt>
                <Trans>You save</Trans>
              </dt>
              <dd>{money(summary.savingsInCents)}</dd>
            </div>
          )}
          <div className="total">
            <dt>
              <Plural value={summary.inStockCount} one="Total (# item)" other="Total (# items)" />
            </dt>
            <dd data-testid="basket-total">{money(summary.totalInCents)}</dd>
          </div>
        </dl>
        <DeliveryLine />
        {shortfall > 0 && (
          <MinimumOrderNotice
            minimum={money(MINIMUM_ORDER_IN_CENTS)}
            shortfall={money(shortfall)}
          />
        )}
        {/* Nothing in stock: checkout would only end in "All these items are out of stock". */}
        {!multiBranch && <CheckoutButton disabled={shortfall > 0 || summary.inStockCount === 0} />}
        {config.mode === 'MARKET' && (
          <p className="center">
            <Link className="button" to="/basket/compare">
              <Trans>Compare this basket at every branch</Trans>
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
