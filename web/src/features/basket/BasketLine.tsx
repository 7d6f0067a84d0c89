/** One basket line: picture, name, price, the quantity stepper, remove (asked first), line total. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { quantityRules, shownFromStored, storedFromShown } from '../../lib/quantity';
import { useConfirm } from '../../ui/confirm';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { lineTotal, removeLine, setLine, type CartLine } from './cart-store';

export function BasketLine({
  line,
  showSupplier = false,
}: {
  line: CartLine;
  showSupplier?: boolean;
}) {
  const { t } = useLingui();
  const config = useAppConfig();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { offer } = line;
  const rules = quantityRules(offer);
  const shown = shownFromStored(line.qty, rules);
  const name = offer.name;

  const remove = async () => {
    const ok = await confirm({
      title: t`Remove from basket?`,
      message: t`Remove ${name} from your basket?`,
      okLabel: t`Yes`,
      cancelLabel: t`No`,
    });
    if (ok) removeLine(offer.id);
  };

  return (
    <li className="basket-line" aria-label={name}>
      <img src={offer.imageUrl} alt="" width="64" height="64" loading="lazy" />
      <div className="basket-line-body">
        <h3>{name}</h3>
        <p className="muted">
          {[offer.brand, offer.pack, showSupplier ? offer.supplierName : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="basket-line-price">
          {formatMoney(offer.priceInCents, config.currencySymbol)}
          {offer.perKg ? ` / ${rules.symbol}` : ''}
        </p>
        <div className="basket-line-controls">
          {!offer.outOfStock && (
            <QuantityStepper
              value={shown}
              rules={rules}
              label={name}
              onChange={(next) => {
                const editedOrderId = setLine(offer, storedFromShown(next, rules));
                if (editedOrderId) void navigate(`/orders/${editedOrderId}`);
              }}
            />
          )}
          <button type="button" className="link-button" onClick={() => void remove()}>
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
      <strong className="basket-line-total">
        {offer.outOfStock ? (
          <Trans>Out of stock</Trans>
        ) : (
          formatMoney(lineTotal(line), config.currencySymbol)
        )}
      </strong>
    </li>
  );
}
