/**
 * What is being checked out, beside the dispatch and address steps on a desktop (under them on a
 * phone): the branch, each line with its amount, the subtotal, and a way back to the basket.
 * The confirmation has its own summary with the totals the shop checked.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { inStock, useBasket } from '../basket/basket-view';
import { BasketSummaryList } from './BasketSummaryList';

export function BasketAside({ branchName }: { branchName: string }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const basket = useBasket();
  const lines = basket.lines.filter((line) => line.offer && line.rules && inStock(line));
  const count = basket.summary.inStockCount;

  return (
    <aside className="page-aside checkout-basket-aside" aria-label={t`Your basket`}>
      <section className="checkout-section">
        <h2>
          <Trans>Your basket</Trans>
        </h2>
        <p className="muted">
          <Plural value={count} one="# item" other="# items" /> · {branchName}
        </p>
        <BasketSummaryList lines={lines} money={money} />
        <dl className="summary-total">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(basket.summary.totalInCents)}</dd>
        </dl>
        <Link to="/basket">
          <Trans>Change the basket</Trans>
        </Link>
      </section>
    </aside>
  );
}
