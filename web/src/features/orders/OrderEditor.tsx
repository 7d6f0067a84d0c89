/**
 * Editing an order: change quantities, accept or remove stock-short items, add items from the
 * catalogue (the proxy order), then validate and "Update order". Every stock-short item must be
 * accepted or removed first; validation outcomes (out of stock, prices updated, payable amount
 * error) are shown, and added out-of-stock items can be purged.
 */
import { useMutation } from '@apollo/client/react';
import { intentKeys } from '../../core/intent-keys';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { OrderCheckChangesDocument } from './OrderCheckChanges.generated';
import { OrderSaveChangesDocument } from './OrderSaveChanges.generated';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { ChangeReview, type ChangePreview } from './ChangeReview';
import { formatMoney } from '../../lib/money';
import { MINIMUM_ORDER_IN_CENTS } from '../../core/minimum-order';
import { orderErrorText } from './order-error-text';
import { requestFailure } from '../../lib/request-failure';
import { modifiedSubtotal, toInput, unsettledStockShort } from '../../core/order-modifications';
import { OrderEditLine } from './OrderEditLine';
import {
  confirmCheckedPrices,
  dropModification,
  purgeOutOfStock,
  resetModifications,
  setProxy,
  stopEditing,
  useOrdersState,
} from '../../core/orders-store';
import { selectSupplier } from '../../core/selected-supplier';
import { usePickCheck } from './usePickCheck';

type CheckedPreview = {
  totalInCents: number;
  items: ReadonlyArray<{ added: boolean; offerId: string; unitPriceInCents: number }>;
};

export function OrderEditor({ order }: { order: OrderDetail_OrderFragment }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const config = useAppConfig();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const { modifications } = useOrdersState();
  // Added items are checked for stock and price as they arrive (validate_picks).
  const pickNews = usePickCheck(modifications);
  // "Update order" checks the changes and shows what they do to the total; "Confirm update" then
  // saves them (one call that checks again and saves). Both checks answer with an id-less
  // preview, so the order in the cache (and on the page) stays the order until it changes.
  const [checkChanges] = useMutation(OrderCheckChangesDocument);
  const [saveChanges] = useMutation(OrderSaveChangesDocument);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [outOfStockOffers, setOutOfStockOffers] = useState<Set<string>>(new Set());
  const [review, setReview] = useState<ChangePreview | null>(null);
  // Any further change makes the shopper check again.
  useEffect(() => setReview(null), [modifications]);
  // An addition stops the proxy and brings the shopper back here: while the editor is
  // open the proxy is on again, so the next Add anywhere in the catalogue adds to this order too.
  useEffect(() => setProxy(true), [modifications]);

  /** The check's problems as the shopper reads them; true when there are none. */
  const acceptCheck = (
    errors: ReadonlyArray<{ __typename: string; message: string }>,
    preview: CheckedPreview | null | undefined,
  ): boolean => {
    const found: string[] = [];
    for (const error of errors) {
      if (error.__typename === 'OrderOutOfStockError') {
        const kept = new Set(
          preview?.items.filter((item) => item.added).map((item) => item.offerId) ?? [],
        );
        const gone = modifications
          .filter((m) => m.action === 'ADD' && m.item && !kept.has(m.item.offerId))
          .map((m) => m.item!.offerId);
        setOutOfStockOffers(new Set(gone));
        found.push(t`Newly added items went out of stock`);
      } else if (error.__typename === 'OrderPriceChangedError' && preview) {
        confirmCheckedPrices(preview.items);
        const total = money(preview.totalInCents);
        found.push(
          t`The prices of newly added items changed: the new total is ${total}. Select "Update order" to confirm.`,
        );
      } else {
        found.push(orderErrorText(i18n, error, money(MINIMUM_ORDER_IN_CENTS)));
      }
    }
    setProblems(found);
    return found.length === 0;
  };

  const run = async (step: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblems([]);
    try {
      await step();
    } catch (error) {
      setProblems([requestFailure(i18n, error, 'change')]);
    } finally {
      setBusy(false);
    }
  };

  const update = () => {
    if (unsettledStockShort(order.items, modifications).length > 0) {
      setProblems([t`Accept or remove every stock short item, then select "Update order"`]);
      return;
    }
    if (modifications.length === 0) {
      stopEditing();
      return;
    }
    void run(async () => {
      const input = { orderId: order.id, modifications: toInput(modifications) };
      const result = (await checkChanges({ variables: { input } })).data
        ?.validateOrderModifications;
      if (!result) throw new Error('No answer');
      // The check reports changed prices as `updated` (saving reports them as an error).
      const errors = result.updated
        ? [...result.errors, { __typename: 'OrderPriceChangedError', message: '' }]
        : result.errors;
      if (acceptCheck(errors, result.preview) && result.preview)
        setReview({
          totalInCents: result.preview.totalInCents,
          payableBalanceInCents: result.preview.payableBalanceInCents,
        });
    });
  };

  const confirm = () =>
    void run(async () => {
      const input = { orderId: order.id, modifications: toInput(modifications) };
      // One key per set of changes confirmed: a retry of the same changes resends it.
      const result = (
        await intentKeys.send(`save-order:${order.id}`, input, (idempotencyKey) =>
          saveChanges({ variables: { input: { ...input, idempotencyKey } } }),
        )
      ).data?.saveOrderChanges;
      if (!result) throw new Error('No answer');
      if (!result.order) {
        setReview(null);
        acceptCheck(result.errors, result.check?.preview);
        return;
      }
      stopEditing();
      if (result.order.payableBalanceInCents > 0 && result.order.status === 'PENDING_PAYMENT')
        navigate(`/orders/${order.id}/pay`);
    });

  const addItems = () => {
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    setProxy(true);
    navigate('/');
  };

  const added = modifications
    .map((modification, index) => ({ modification, index }))
    .filter(({ modification }) => modification.action === 'ADD');

  return (
    <section className="order-editor" aria-labelledby="edit-heading">
      <h3 id="edit-heading">
        <Trans>Change your order</Trans>
      </h3>
      <ul className="order-items" aria-label={t`Order items`}>
        {order.items.map((item) => (
          <OrderEditLine key={item.id} item={item} modifications={modifications} />
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
                  <span className="muted">× {modification.item!.quantity}</span>
                  <span className="price">{money(modification.item!.seenPriceInCents)}</span>
                </span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => dropModification(index)}
                >
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
        <Trans>
          Items after the changes: {money(modifiedSubtotal(order.items, modifications))}
        </Trans>
      </p>
      {problems.length > 0 && (
        <ul className="notice is-error problem-list" role="alert">
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {outOfStockOffers.size > 0 && (
        <button
          type="button"
          className="button is-secondary"
          onClick={() => {
            purgeOutOfStock(outOfStockOffers);
            setOutOfStockOffers(new Set());
            setProblems([]);
          }}
        >
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
        <button
          type="button"
          className="link-button"
          onClick={() => {
            resetModifications();
            stopEditing();
          }}
        >
          <Trans>Stop updating</Trans>
        </button>
      </div>
    </section>
  );
}
