/**
 * Settling a stock-short order where the shopper first sees it (the order page, the open-orders
 * prompt), without opening the editor: each short line is accepted (kept at what was supplied)
 * or removed, and once every one is decided the choices are saved in one call, with one key per
 * set of choices and the revision they were made for (ADR 0034), as "Confirm update" does.
 */
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { intentKeys } from '../../core/intent-keys';
import { MINIMUM_ORDER_IN_CENTS } from '../../core/minimum-order';
import { formatMoney } from '../../lib/money';
import { requestFailure } from '../../lib/request-failure';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { orderErrorText } from './order-error-text';
import { OrderSaveChangesDocument } from './OrderSaveChanges.generated';

export type ShortChoice = 'ACCEPT' | 'REMOVE';

type ShortOrder = Pick<OrderDetail_OrderFragment, 'id' | 'revision' | 'items'>;

export function useStockShortChoices(order: ShortOrder) {
  const { i18n } = useLingui();
  const { currencySymbol } = useAppConfig();
  const [save] = useMutation(OrderSaveChangesDocument);
  const [choices, setChoices] = useState<Record<string, ShortChoice>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lines = order.items.filter((item) => item.stockShort);

  const send = async (decided: Record<string, ShortChoice>) => {
    const input = {
      orderId: order.id,
      modifications: lines.map((line) => ({ action: decided[line.id]!, orderItemId: line.id })),
    };
    setBusy(true);
    setProblem(null);
    try {
      const result = (
        await intentKeys.sendAt(
          `save-order:${order.id}`,
          input,
          order.revision,
          (idempotencyKey, revision) =>
            save({ variables: { input: { ...input, idempotencyKey, revision } } }),
        )
      ).data?.saveOrderChanges;
      if (!result) throw new Error('No answer');
      const error = result.errors[0];
      if (error)
        setProblem(
          orderErrorText(i18n, error, formatMoney(MINIMUM_ORDER_IN_CENTS, currencySymbol)),
        );
    } catch (caught) {
      setProblem(requestFailure(i18n, caught, 'change'));
    } finally {
      setBusy(false);
    }
  };

  /** Records the choice for a line; the last one decided saves them all. */
  const choose = async (lineId: string, choice: ShortChoice) => {
    const decided = { ...choices, [lineId]: choice };
    setChoices(decided);
    if (lines.every((line) => decided[line.id])) await send(decided);
  };

  return { lines, choices, busy, problem, choose, retry: () => void send(choices) };
}
