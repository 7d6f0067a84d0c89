/**
 * Editing an order: change quantities, accept or remove stock-short items, add items from the
 * catalogue (the proxy order), then "Update order" to see what the changes do to the money and
 * "Confirm update". What it does is useOrderEditorModel's; this renders it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { ChangeReview } from './ChangeReview';
import { OrderEditLine } from './OrderEditLine';
import { useOrderEditorModel } from './useOrderEditorModel';
import { formatOrderQuantity } from './order-quantity';

export function OrderEditor({ order }: { order: OrderDetail_OrderFragment }) {
  const { t, i18n } = useLingui();
  const {
    money,
    modifications,
    added,
    pickNews,
    subtotalInCents,
    review,
    busy,
    problems,
    outOfStockOffers,
    update,
    confirm,
    addItems,
    dropAdded,
    purge,
    stop,
  } = useOrderEditorModel(order);
  // An added weight as the order's lines write it ("1.5 kg", "1,5 kg"), never "× 1.500".
  const addedQuantity = (quantity: number, perKg: boolean | undefined) =>
    formatOrderQuantity(
      quantity,
      { perKg: perKg ?? !Number.isInteger(quantity), unit: '' },
      i18n.locale,
    );

  return (
    <section className="order-editor" aria-labelledby="edit-heading">
      <h3 id="edit-heading">
        <Trans>Change your order</Trans>
      </h3>
      <ul className="order-items" aria-label={t`Order items`}>
        {order.items.map((item) => (
          <OrderEditLine
            key={item.id}
            orderId={order.id}
            item={item}
            modifications={modifications}
          />
        ))}
      </ul>
      {added.length > 0 && (
        <>
          <h4>
            <Trans>Items to add</Trans>
          </h4>
          <ul className="order-items" aria-label={t`Items to add`}>
            {added.map(({ modification, index }) => (
              <li key={index} className="order-item">
                <span className="order-item-main">
                  <span>{modification.item!.name}</span>
                  <span className="muted">
                    × {addedQuantity(modification.item!.quantity, modification.item!.perKg)}
                  </span>
                  <span className="price">{money(modification.item!.seenPriceInCents)}</span>
                </span>
                <button type="button" className="link-button" onClick={() => dropAdded(index)}>
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {pickNews && (
        <ul className="notice problem-list" role="status" aria-label={t`Added items checked`}>
          {pickNews.dropped.map((name) => (
            <li key={`gone-${name}`}>
              <Trans>{name} is out of stock and was not added.</Trans>
            </li>
          ))}
          {pickNews.repriced.map(({ name, priceInCents }) => (
            <li key={`price-${name}`}>
              <Trans>
                {name} now costs {money(priceInCents)}.
              </Trans>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Trans>Items after the changes: {money(subtotalInCents)}</Trans>
      </p>
      {problems.length > 0 && (
        <ul className="notice is-error problem-list" role="alert">
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {outOfStockOffers.size > 0 && (
        <button type="button" className="button is-secondary" onClick={purge}>
          <Trans>Remove the out-of-stock items</Trans>
        </button>
      )}
      {review && <ChangeReview order={order} preview={review} busy={busy} onConfirm={confirm} />}
      <div className="checkout-actions">
        <button type="button" className="button is-secondary" onClick={addItems}>
          <Trans>Add items</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={update}
        >
          <Trans>Update order</Trans>
        </button>
        <button type="button" className="link-button" onClick={stop}>
          <Trans>Stop updating</Trans>
        </button>
      </div>
    </section>
  );
}
