/**
 * The basket (`/basket`): every line with its quantity stepper, price and line total; out-of-stock
 * lines set apart with their count; the lines grouped by branch (see BranchGroups); the total;
 * and in market mode the comparison across branches.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { CheckoutButton } from './CheckoutButton';
import { MinimumOrderNotice } from '../../ui/MinimumOrderNotice';
import { MINIMUM_ORDER_IN_CENTS, minimumShortfall } from '../../core/minimum-order';
import { Empty } from '../../ui/states';
import { removeOutOfStock, summarise, useCart } from './cart-store';
import { BasketLine } from './BasketLine';
import { BranchGroup, groupByBranch, SeveralBranchesNotice } from './BranchGroups';
import { undoSwap, useForgetSwapOnLeave, useShopHereSwap } from './shop-here-undo';
import { useBasketRecheck } from './useBasketRecheck';
import { useBasketSync } from './useBasketSync';

export function BasketPage() {
  const { t } = useLingui();
  const config = useAppConfig();
  const cart = useCart();
  useBasketSync();
  // Sent back by the confirmation's out-of-stock OK: its check is fresher than a re-read.
  const justChecked = !!(useLocation().state as { justChecked?: boolean } | null)?.justChecked;
  useBasketRecheck({ justChecked });
  const summary = summarise(cart);
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const inStock = cart.items.filter((line) => !line.offer.outOfStock);
  const outOfStock = cart.items.filter((line) => line.offer.outOfStock);
  const count = summary.outOfStockCount;
  const groups = groupByBranch(inStock);
  // An order comes from one branch: a Price comparison basket spanning several needs a choice.
  const multiBranch = config.mode === 'MARKET' && groups.length > 1;
  const oneBranch =
    config.mode === 'MARKET' && groups.length === 1 ? groups[0]!.supplierName : null;
  const swap = useShopHereSwap();
  const swapBranch = swap?.branchName ?? '';
  // The undo is offered while the shopper stays on the basket after shopping at a branch.
  useForgetSwapOnLeave();
  const shortfall = minimumShortfall(summary.totalInCents, MINIMUM_ORDER_IN_CENTS);

  if (cart.items.length === 0) {
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
              <BasketLine key={line.offer.id} line={line} />
            ))}
          </ul>
          <button type="button" className="button is-secondary" onClick={removeOutOfStock}>
            <Trans>Remove out-of-stock items</Trans>
          </button>
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
      {groups.map((group) => (
        <BranchGroup
          key={group.supplierId}
          group={group}
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
        {shortfall > 0 && (
          <MinimumOrderNotice
            minimum={money(MINIMUM_ORDER_IN_CENTS)}
            shortfall={money(shortfall)}
          />
        )}
        {!multiBranch && <CheckoutButton disabled={shortfall > 0} />}
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
