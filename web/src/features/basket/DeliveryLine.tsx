/**
 * The basket's delivery line, said before checkout: this basket's fee from its branch to where the
 * shopper is (free when the branch's rule makes it so), that the branch only offers collection or
 * does not deliver there, or that the fee is not known yet and what the shopper can do about it
 * (sign in, or say where to deliver). A basket spread over several branches gets no line: an order
 * comes from one branch, and the basket asks for that choice first.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { WHERE_YOU_ARE } from '../../core/where-you-are';
import { formatMoney } from '../../lib/money';
import { useHydrated } from '../../ui/use-hydrated';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import { inStock, useBasket } from './basket-view';
import { groupByBranch } from './BranchGroups';
import type { BasketDelivery } from './delivery-fee';
import type { DeliveryPoint } from './delivery-point';
import { useBasketDelivery } from './useBasketDelivery';

export function DeliveryLine() {
  const config = useAppConfig();
  const basket = useBasket();
  const groups = groupByBranch(basket.lines.filter(inStock));
  const branch = groups.length === 1 ? groups[0]! : null;
  const delivery = useBasketDelivery(branch?.supplierId ?? null);
  // Drawn once the page's scripts serve it, never while hydrating: the server knows neither the
  // device's position nor the branch's options (it draws no line), and an answer the browser
  // already has (the delivery-area line asks the same) would be a line React finds no HTML for.
  const hydrated = useHydrated();
  if (!branch) return null;
  // Until the line is known its place is kept: it comes above Checkout, which would otherwise move
  // down under a tap when the answer arrives. A line that could not be worked out leaves no place.
  if (!hydrated || delivery?.status === 'loading') return <DeliveryLinePending />;
  if (!delivery) return null;
  return (
    <DeliveryLineView
      delivery={delivery}
      branchName={branch.supplierName}
      itemsInCents={basket.summary.totalInCents}
      money={(cents) => formatMoney(cents, config.currencySymbol)}
    />
  );
}

/**
 * The fee line's box, empty and unseen: as high as the line it stands for. Only where the scripts
 * run (`needs-script`): without them the line never comes, and the box would be a gap for good.
 */
function DeliveryLinePending() {
  return (
    <dl className="totals delivery-line is-pending needs-script" aria-hidden="true">
      <div>
        <dt>{NO_BREAK_SPACE}</dt>
      </div>
      <div className="total">
        <dt>{NO_BREAK_SPACE}</dt>
      </div>
    </dl>
  );
}
const NO_BREAK_SPACE = '\u00a0';

/** "to 12 Main Road", "to Bellville", "to you". */
function DeliveredTo({ point }: { point: DeliveryPoint }) {
  if (point.kind === 'address' || point.kind === 'place') {
    const where = point.name;
    return <Trans>Delivery to {where}</Trans>;
  }
  return <Trans>Delivery to you</Trans>;
}

export function DeliveryLineView({
  delivery,
  branchName,
  itemsInCents,
  money,
}: {
  delivery: BasketDelivery;
  branchName: string;
  /** The basket's total for its items, before delivery. */
  itemsInCents: number;
  money: (cents: number) => string;
}) {
  const { t } = useLingui();
  if (delivery.status === 'loading') return null;
  if (delivery.status === 'fee') {
    const total = money(itemsInCents + delivery.feeInCents);
    return (
      <dl className="totals delivery-line" aria-label={t`Delivery`} {...WHERE_YOU_ARE}>
        <div>
          <dt>
            <DeliveredTo point={delivery.point} />
          </dt>
          <dd data-testid="delivery-fee">
            {delivery.feeInCents === 0 ? <Trans>Free</Trans> : money(delivery.feeInCents)}
          </dd>
        </div>
        <div className="total">
          <dt>
            <Trans>Total with delivery</Trans>
          </dt>
          <dd>{total}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section className="notice delivery-line" aria-label={t`Delivery`} {...WHERE_YOU_ARE}>
      {delivery.status === 'collection-only' ? (
        <p>
          <Trans>Collection only: {branchName} does not deliver. Collecting is free.</Trans>
        </p>
      ) : delivery.status === 'not-there' ? (
        <p>
          {delivery.point.kind === 'device' ? (
            <Trans>
              {branchName} does not deliver to where you are: collection only. Collecting is free.
            </Trans>
          ) : (
            <NotThere branchName={branchName} point={delivery.point} />
          )}
        </p>
      ) : delivery.needs === 'sign-in' ? (
        <>
          <p>
            <Trans>
              Delivery fee: not known yet. It depends on your address; sign in to see it for this
              basket. Collecting at {branchName} is free.
            </Trans>
          </p>
          <Link className="button is-secondary" to="/sign_in?redirect_to=%2Fbasket">
            <Trans>Sign in to see the delivery fee</Trans>
          </Link>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Delivery fee: not known yet. Say where to deliver to see it for this basket.
              Collecting at {branchName} is free.
            </Trans>
          </p>
          <ChooseBranchButton className="button is-secondary">
            <Trans>Say where to deliver</Trans>
          </ChooseBranchButton>
        </>
      )}
    </section>
  );
}

function NotThere({ branchName, point }: { branchName: string; point: DeliveryPoint }) {
  const where = point.kind === 'address' || point.kind === 'place' ? point.name : '';
  return (
    <Trans>
      {branchName} does not deliver to {where}: collection only. Collecting is free.
    </Trans>
  );
}
