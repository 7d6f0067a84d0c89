/**
 * What the order editor does: its pending changes and their figures come from the order in the
 * cache (client fields, type-policies.ts), so they survive a reload and agree with the order page
 * and another tab. "Update order" checks the changes and keeps the check's answer with them;
 * "Confirm update" saves them (one call that checks again and saves) with one idempotency key per
 * set of changes. The saved order comes back into the same normalised `Order`, which the page and
 * the history read. Every stock-short item must be accepted or removed first; validation outcomes
 * (out of stock, prices updated, payable amount error) are shown, and added out-of-stock items can
 * be purged.
 */
import { useFragment, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { requestFailure } from '../../lib/request-failure';
import { MINIMUM_ORDER_IN_CENTS } from '../../core/minimum-order';
import { selectSupplier } from '../../core/selected-supplier';
import { toInput, unsettledStockShort } from '../../core/order-modifications';
import { OrderCheckChangesDocument } from './OrderCheckChanges.generated';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { OrderEditor_OrderFragmentDoc } from './OrderEditor_order.generated';
import { orderErrorText } from './order-error-text';
import {
  changesChecked,
  confirmCheckedPrices,
  dropCheck,
  dropModification,
  editSaved,
  orderEdit,
  orderSaveKeys,
  purgeOutOfStock,
  resetModifications,
  setProxy,
  stopEditing,
} from '../../core/orders-store';
import {
  markSaveAnswered,
  markSaveSent,
  saveLostInThisTab,
} from '../../core/order-save-unanswered';
import { OrderSaveChangesDocument } from './OrderSaveChanges.generated';
import { pendingChangesOf } from './pending-changes';
import { usePickCheck } from './usePickCheck';

type CheckedPreview = {
  totalInCents: number;
  items: ReadonlyArray<{ added: boolean; offerId: string; unitPriceInCents: number }>;
};

export function useOrderEditorModel(order: OrderDetail_OrderFragment) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const config = useAppConfig();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const edited = useFragment({ fragment: OrderEditor_OrderFragmentDoc, from: order });
  const cached = edited.complete ? edited.data : undefined;
  const modifications = pendingChangesOf(cached);
  const changesKey = JSON.stringify(modifications);
  // Added items are checked for stock and price as they arrive (validate_picks).
  const pickNews = usePickCheck(order.id, modifications);
  const [checkChanges] = useMutation(OrderCheckChangesDocument);
  const [saveChanges] = useMutation(OrderSaveChangesDocument);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [outOfStockOffers, setOutOfStockOffers] = useState<Set<string>>(new Set());
  // An addition stops the proxy and brings the shopper back here: while the editor is
  // open the proxy is on again, so the next Add anywhere in the catalogue adds to this order too.
  useEffect(() => setProxy(true), [changesKey]);

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
        confirmCheckedPrices(order.id, preview.items);
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
        changesChecked(order.id, {
          totalInCents: result.preview.totalInCents,
          payableBalanceInCents: result.preview.payableBalanceInCents,
        });
    });
  };

  const confirm = () =>
    void run(async () => {
      const input = { orderId: order.id, modifications: toInput(modifications) };
      // One key per set of changes confirmed, kept with them (orders-v1): a retry of the same
      // changes resends it, after a reload too, with the revision they were first sent for.
      markSaveSent(order.id);
      const result = (
        await orderSaveKeys.sendAt(order.id, input, order.revision, (idempotencyKey, revision) =>
          saveChanges({ variables: { input: { ...input, idempotencyKey, revision } } }),
        )
      ).data?.saveOrderChanges;
      markSaveAnswered(order.id);
      if (!result) throw new Error('No answer');
      if (!result.order) {
        dropCheck(order.id);
        acceptCheck(result.errors, result.check?.preview);
        return;
      }
      // The saved order is in the cache already (the payload's `Order`): the changes go.
      editSaved(order.id);
      if (result.order.payableBalanceInCents > 0 && result.order.status === 'PENDING_PAYMENT')
        navigate(`/orders/${order.id}/pay`);
    });

  // A save the shopper confirmed in this tab whose answer never came (lost, or the tab reloaded
  // first): sent again with its key as the page opens, so the gateway makes it once and the page
  // shows the order as it now is. Shown as pending instead, the changes came again on top of an
  // order that already held them, every figure counting them twice until the shopper confirmed
  // again. Only as the page opens, and only this tab's (core/order-save-unanswered.ts): another
  // tab's save on its way is that tab's to finish.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !cached) return;
    opened.current = true;
    if (orderEdit(order.id).saving && saveLostInThisTab(order.id)) confirm();
  });

  const addItems = () => {
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    setProxy(true);
    navigate('/');
  };

  const added = modifications
    .map((modification, index) => ({ modification, index }))
    .filter(({ modification }) => modification.action === 'ADD');

  return {
    money,
    modifications,
    added,
    pickNews,
    subtotalInCents: cached?.editedSubtotalInCents ?? 0,
    review: cached?.editCheck ?? null,
    busy,
    problems,
    outOfStockOffers,
    update,
    confirm,
    addItems,
    dropAdded: (index: number) => dropModification(order.id, index),
    purge: () => {
      purgeOutOfStock(order.id, outOfStockOffers);
      setOutOfStockOffers(new Set());
      setProblems([]);
    },
    stop: () => {
      resetModifications(order.id);
      stopEditing();
    },
  };
}
