/**
 * One line of the order being edited. Its quantity follows the same rules as the basket (the
 * shared stepper: minimum, step, "0.500 kg", hold to repeat). A stock-short line shows what could
 * be supplied until the shopper accepts or removes it, and says so once they have; a removed
 * line can be put back. Each line shows its price and what it will cost after the change; Remove
 * is a quiet link, as in the basket, not a red button beside every line.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderItem_ItemFragment } from './OrderItem_item.generated';
import { formatStored, quantityRules, shownFromStored, storedFromShown } from '../../lib/quantity';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { modifiedQuantity, type PendingModification } from '../../core/order-modifications';
import { dropModification, modify } from '../../core/orders-store';
import { serverName } from '../../lib/server-text';
import { formatMoney } from '../../lib/money';
import { useAppConfig } from '../../core/config/app-config';

export function OrderEditLine({
  orderId,
  item,
  modifications,
}: {
  orderId: string;
  item: OrderItem_ItemFragment;
  modifications: PendingModification[];
}) {
  const { t, i18n } = useLingui();
  const rules = quantityRules({ perKg: item.perKg });
  const quantity = modifiedQuantity(item, modifications);
  const changeIndex = modifications.findIndex(
    (m) => m.action !== 'ADD' && m.orderItemId === item.id,
  );
  const change = changeIndex >= 0 ? modifications[changeIndex] : undefined;
  const undo = () => dropModification(orderId, changeIndex);
  const supplied = formatStored(item.quantity, rules, i18n.locale);
  const ordered = formatStored(item.quantityOrdered, rules, i18n.locale);
  const amount = formatStored(quantity, rules, i18n.locale);
  const name = serverName(i18n, item.name);
  const { currencySymbol } = useAppConfig();
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const unitPrice = `${money(item.unitPriceInCents)}${item.perKg ? ' / kg' : ''}`;
  const lineTotal = Math.round(item.unitPriceInCents * quantity);

  let state: React.ReactNode;
  if (change?.action === 'REMOVE') state = <Trans>Removed</Trans>;
  else if (item.stockShort && change?.action === 'ACCEPT')
    state = (
      <Trans>
        Accepted: {supplied} of {ordered}
      </Trans>
    );
  else if (item.stockShort)
    state = (
      <Trans>
        Only {supplied} of {ordered} available
      </Trans>
    );
  else state = <Trans>Quantity: {amount}</Trans>;

  return (
    <li className="order-item is-editing" aria-label={name}>
      <span className="order-item-main">
        <span>{name}</span>
        <span className="muted">{unitPrice}</span>
        {item.stockShort && (
          <span className="pill pill-red">
            <Trans>Stock short</Trans>
          </span>
        )}
        <span data-testid="modified-quantity">{state}</span>
      </span>
      <strong className="order-item-total" data-testid="edited-line-total">
        {quantity === 0 ? <s>{money(item.totalInCents)}</s> : money(lineTotal)}
      </strong>
      <span className="edit-buttons">
        {change?.action === 'REMOVE' || (item.stockShort && change?.action === 'ACCEPT') ? (
          <button type="button" className="button is-small is-secondary" onClick={undo}>
            <Trans>Undo</Trans>
          </button>
        ) : item.stockShort ? (
          <button
            type="button"
            className="button is-small"
            onClick={() => modify(orderId, { action: 'ACCEPT', orderItemId: item.id })}
          >
            <Trans>Accept</Trans>
          </button>
        ) : (
          <QuantityStepper
            value={shownFromStored(quantity, rules)}
            rules={rules}
            label={name}
            onChange={(shown) =>
              modify(orderId, {
                action: 'UPDATE',
                orderItemId: item.id,
                quantity: storedFromShown(shown, rules),
              })
            }
          />
        )}
        {change?.action !== 'REMOVE' && (
          <button
            type="button"
            className="link-button"
            aria-label={t`Remove ${name}`}
            onClick={() => modify(orderId, { action: 'REMOVE', orderItemId: item.id })}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </span>
    </li>
  );
}
