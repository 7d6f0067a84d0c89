/**
 * What the confirmation screen does (`/checkout/confirmation`): checks the basket with
 * `validateCart` whenever what the page shows changes (out-of-stock and changed-price lines update
 * the basket itself), works out the totals, wallet credit and payment choices, collects every
 * validation message the legacy client showed, and places the order with an idempotency key kept in
 * `checkout-v1` so a double tap or a retry never places two orders. The screen
 * (ConfirmationPage.tsx) only renders what this returns.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { CheckoutPlaceOrderDocument } from './CheckoutPlaceOrder.generated';
import { CheckoutSetupDocument } from './CheckoutSetup.generated';
import {
  CheckoutValidateCartDocument,
  type CheckoutValidateCartMutation,
} from './CheckoutValidateCart.generated';
import { CheckoutViewerDocument } from './CheckoutViewer.generated';
import type { PaymentProvider } from '../../generated/types';
import { analyticsItem, trackPurchase } from '../../lib/analytics';
import { formatMoney } from '../../lib/money';
import { orderErrorText } from '../orders/order-error-text';
import { requestFailure } from '../../lib/request-failure';
import { refreshAccountMoney } from '../account/session';
import {
  analyticsOfLine,
  inStock as isInStock,
  noteCheckedOffers,
  useBasket,
} from '../basket/basket-view';
import { acceptPrices, clearCart } from '../basket/cart-store';
import { noteOrderPlaced } from '../basket/email-cart-tracking';
import { creditSplit } from './checkout-model';
import { paymentChoices } from '../../core/payment-choices';
import {
  beginPlaceOrder,
  getCheckout,
  orderPlaced,
  placeOrderRefused,
  updateCheckout,
  useCheckout,
  type CheckoutState,
} from '../../core/checkout-store';
import { useClientStores } from '../../core/client-state';
import type { CheckState } from './CheckoutTotals';
import { discountRefusal } from './DiscountCode';
import { useDispatchWords } from '../../core/dispatch-name';
import { markPlacedThisVisit } from '../../core/placed-this-visit';
import { stokvelRefusal } from './stokvel';
import { checkInput, serverCheck, type CheckAnswer, type CheckInput } from './check-input';
import { useOptionalRequestContext } from '../../core/request-context';

type Payload = CheckoutValidateCartMutation['validateCart'];

const NO_PROBLEMS = { key: '', list: [] as string[] };

export function useConfirmationModel() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const config = useAppConfig();
  const basket = useBasket();
  const checkout = useCheckout();
  const stores = useClientStores();
  const supplierId = checkout.supplierId ?? '';
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const dispatchWords = useDispatchWords(checkout.dispatch);
  const setup = useQuery(CheckoutSetupDocument, { variables: { supplierId } });
  const viewer = useQuery(CheckoutViewerDocument);
  const [validateCart] = useMutation(CheckoutValidateCartDocument);
  const [placeOrder] = useMutation(CheckoutPlaceOrderDocument);
  const client = useApolloClient();
  const context = useOptionalRequestContext();
  /**
   * The last answer of the basket check, with the input it answers: at first the one the page
   * was rendered with on the server (check-input.ts), if any. `code`: the discount code that
   * answer was about ('' for none).
   */
  const [answer, setAnswer] = useState<CheckAnswer | null>(() => serverCheck(context));
  /** Why the check of an input failed last: its figures are not known. */
  const [failure, setFailure] = useState<{ key: string; reason: string } | null>(null);
  /**
   * What the last "Place order" found wrong, with the check input it was found for: shown while
   * the page shows that input. What blocked the press may no longer hold once the order changes
   * (e.g. the code was removed): the next press says again what is wrong, if anything. Not
   * cleared by the check that follows a change: a way to pay tapped before the scripts is taken
   * up at the press itself (use-early-radio.ts), so the press can be about an input the page
   * checks only after it, and a check of the input before, started as the page hydrated, may
   * still come after the press.
   */
  const [problems, setProblems] = useState<{ key: string; list: string[] }>(NO_PROBLEMS);
  const [notices, setNotices] = useState<string[]>(() =>
    answer?.payload?.errors.some((error) => error.__typename === 'PriceChangedError')
      ? [t`Some item prices have changed. Confirm the order.`]
      : [],
  );
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  /** The input of the last check asked for (`validate`). */
  const lastAsked = useRef<string | null>(null);

  const inStock = basket.lines.filter(isInStock);
  const outOfStockCount = basket.lines.length - inStock.length;
  const items = inStock.map((line) => ({
    offerId: line.offerId,
    quantity: line.quantity,
    seenPriceInCents: line.seenPriceInCents,
  }));
  const input = checkInput(checkout, items);
  const inputKey = JSON.stringify(input);

  /** Checks the basket; out-of-stock and changed-price lines update the basket itself. */
  const validate = useCallback(async (): Promise<Payload | null> => {
    const current = JSON.parse(inputKey) as CheckInput;
    lastAsked.current = inputKey;
    // Answers may arrive in any order: one for an input asked for before the last is left out
    // (it replaced the newer answer, and the totals said "Working out…" until the next change).
    const outdated = () => lastAsked.current !== inputKey;
    setFailure(null);
    if (current.items.length === 0) {
      // Nothing left to check: an earlier answer ("Minimum order"...) no longer applies.
      setAnswer({ key: inputKey, code: current.discountCode ?? '', payload: null });
      return null;
    }
    try {
      const response = await validateCart({ variables: { input: current } });
      const payload = response.data?.validateCart ?? null;
      if (outdated()) return payload;
      setAnswer({ key: inputKey, code: current.discountCode ?? '', payload });
      if (!payload) setFailure({ key: inputKey, reason: requestFailure(i18n, null, 'other') });
      const checked = payload?.validation?.items ?? [];
      const lines = new Map(basket.lines.map((line) => [line.offerId, line.offer]));
      const changed = checked.filter((item) => {
        const offer = lines.get(item.offerId);
        return offer && (item.outOfStock || item.priceInCents !== offer.priceInCents);
      });
      const kinds = new Set(payload?.errors.map((error) => error.__typename));
      const next: string[] = [];
      // Out-of-stock lines are flagged in the basket (below) and shown with the OK step.
      if (kinds.has('PriceChangedError'))
        next.push(t`Some item prices have changed. Confirm the order.`);
      if (next.length) setNotices(next);
      if (changed.length) noteCheckedOffers(changed);
      return payload;
    } catch (error) {
      if (!outdated()) setFailure({ key: inputKey, reason: requestFailure(i18n, error, 'other') });
      return null;
    }
    // The basket lines are read through inputKey; `basket` is only looked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputKey, validateCart, t]);

  useEffect(() => {
    void validate();
  }, [validate]);

  if ((setup.loading && !setup.data) || (viewer.loading && !viewer.data))
    return { state: 'loading' as const };
  if (!setup.data || !viewer.data?.viewer)
    return { state: 'failed' as const, retry: () => void setup.refetch() };

  const { clientConfig, checkoutConfig } = setup.data;
  const account = viewer.data.viewer.account;
  const result = answer?.payload ?? null;
  // Totals only from a check of what the page shows now; until then they are not known.
  const current = answer?.key === inputKey;
  const validation = current ? (result?.validation ?? null) : null;
  const check: CheckState =
    validation || (current && items.length === 0)
      ? 'checked'
      : failure?.key === inputKey
        ? 'failed'
        : 'checking';
  const credit = validation?.creditInCents ?? account?.creditInCents ?? 0;
  const subtotal = validation?.subtotalInCents ?? inStock.reduce((s, l) => s + l.totalInCents, 0);
  const split = creditSplit({
    subtotalInCents: subtotal,
    totalInCents: validation?.totalInCents ?? subtotal,
    creditInCents: credit,
    useCredit: checkout.useCredit,
  });
  const usableCredit = money(Math.min(credit, Math.max(0, validation?.totalInCents ?? subtotal)));
  const walletCredit = money(credit);
  const choices = paymentChoices({
    dispatch: checkout.dispatch,
    shippingProvider: checkout.shippingProvider,
    clientProviders: clientConfig.paymentProviders,
    shipping: clientConfig.shipping,
    checkoutProviders: checkoutConfig.paymentProviders,
    debtorCards: viewer.data.viewer.debtorCards ?? [],
    supplierId,
  });
  const bagPrice = checkoutConfig.bagPriceInCents || clientConfig.bagPriceInCents;
  const discountError = result?.errors.find((e) => e.__typename === 'DiscountCodeError');
  // A refusal is about the code it answered: a code entered since is not refused until checked.
  const codeAnswered = !!checkout.discountCode && answer?.code === checkout.discountCode;
  const refusal =
    codeAnswered && discountError?.__typename === 'DiscountCodeError' ? discountError : null;
  const serverProblems = (result?.errors ?? [])
    .filter((error) => error.__typename !== 'DiscountCodeError')
    .map((error) => {
      switch (error.__typename) {
        case 'MinimumOrderError':
          return t`Minimum order amount is ${money(checkoutConfig.minimumOrderInCents)}`;
        case 'OffersExpiredError':
          return t`These price offers have expired`;
        case 'DispatchSlotError':
          return checkout.timeslot ? dispatchWords.dateGone : dispatchWords.timeSlotRequired;
        case 'StokvelError':
          // The legacy English text ("Stokvel orders are collected, not delivered"), translated.
          return stokvelRefusal(i18n, checkout.dispatch, error.message);
        case 'OutOfStockError':
        case 'PriceChangedError':
          return null;
        default:
          // A kind this client does not know yet: a general line, never the server's English.
          return t`Something went wrong, try again`;
      }
    })
    .filter((text): text is string => !!text);

  const localProblems = (now: CheckoutState): string[] => {
    const found: string[] = [];
    if (basket.lines.length > 0 && inStock.length === 0)
      found.push(t`All these items are out of stock`);
    if (!now.timeslot) found.push(dispatchWords.timeSlotRequired);
    if (!split.creditOnly && !now.paymentProvider) found.push(t`A payment method is required`);
    // Placing it now would charge a total the shopper has not seen.
    if (check === 'failed')
      found.push(t`The total is not known yet. Check again before you place the order.`);
    // A refused code blocks the order: say so here, beside the button, not only at the field.
    if (refusal) found.push(discountRefusal(i18n, refusal, checkout.discountCode, money));
    return found;
  };

  // The check found prices moved since the shopper agreed to them, and the page shows the new
  // ones (its figures are the check's) with "Some item prices have changed. Confirm the order.":
  // "Place order" confirms them (the basket's agreed prices become these, on the gateway), so the
  // order is placed at the prices shown, not refused again for the prices agreed before. A price
  // that moves again before the order is placed stops it once more.
  const shownPrices = new Map(
    validation && result?.errors.some((error) => error.__typename === 'PriceChangedError')
      ? validation.items.map((item) => [item.offerId, item.priceInCents] as const)
      : [],
  );
  const itemsAsShown = items.map((item) => ({
    ...item,
    seenPriceInCents: shownPrices.get(item.offerId) ?? item.seenPriceInCents,
  }));

  const place = async () => {
    if (placingRef.current) return;
    // The choices as they are now, not as this render had them: a way to pay tapped before the
    // scripts is taken up at the submit, just before this (use-early-radio.ts).
    const now = getCheckout(stores);
    const nowKey = JSON.stringify(checkInput(now, items));
    const local = localProblems(now);
    setProblems({ key: nowKey, list: local });
    if (local.length) return;
    placingRef.current = true;
    setPlacing(true);
    try {
      if (shownPrices.size > 0 && (await acceptPrices()) === 'failed')
        throw new Error('The new prices were not agreed');
      const key = updateCheckout(beginPlaceOrder).pendingOrderKey!;
      // A credit-only order lets the gateway record it with an offline provider.
      const provider: PaymentProvider | null = split.creditOnly
        ? null
        : (now.paymentProvider ?? null);
      const response = await placeOrder({
        variables: {
          input: {
            idempotencyKey: key,
            supplierId,
            items: itemsAsShown,
            paymentProvider: provider,
            dispatch: now.dispatch,
            shippingProvider: now.dispatch === 'DELIVER' ? now.shippingProvider : undefined,
            shippingAddressId: now.dispatch === 'DELIVER' ? now.address?.id : undefined,
            discountCode: now.discountCode || undefined,
            requiresBags: now.requiresBags,
            bagQuantity: now.requiresBags ? now.bagQuantity : 0,
            timeslot: now.timeslot ?? undefined,
            useCredit: split.creditCheckout,
          },
        },
      });
      const payload = response.data?.placeOrder;
      if (!payload) throw new Error('No answer');
      const order = payload.order;
      if (!order) {
        updateCheckout(placeOrderRefused);
        if (payload.validationErrors.length > 0) {
          // The check found something: show it as the page's own check does.
          await validate();
          return;
        }
        const minimum = money(checkoutConfig.minimumOrderInCents);
        setProblems({
          key: nowKey,
          list: payload.errors.map((error) => orderErrorText(i18n, error, minimum)),
        });
        return;
      }
      updateCheckout((state) => orderPlaced(state, order.id));
      markPlacedThisVisit(order.id);
      refreshAccountMoney(client);
      const bought = inStock.map((line) =>
        analyticsItem(analyticsOfLine(line.offer!), line.quantity),
      );
      // Online payments send the purchase event once the provider confirms them.
      if (payload.paymentRecorded)
        trackPurchase(order.id, bought, order.totalInCents, order.shippingPriceInCents);
      // EFT and cash still show how to pay (bank details) on the payment page.
      if (order.payableBalanceInCents <= 0 || provider === 'DEBTORCARD')
        await navigate(`/orders/${order.id}`, { replace: true });
      else await navigate('/checkout/payment', { replace: true });
      // Only now that the order exists and the shopper has moved on.
      noteOrderPlaced();
      clearCart();
    } catch (error) {
      // The key stays: trying again resends it and cannot place a second order.
      setProblems({ key: nowKey, list: [requestFailure(i18n, error, 'order')] });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const checkProblem = check === 'failed' && failure ? [failure.reason] : [];
  const pressProblems = problems.key === inputKey ? problems.list : [];
  const allProblems = [...new Set([...checkProblem, ...pressProblems, ...serverProblems])];

  return {
    state: 'ready' as const,
    money,
    checkout,
    supplierName: setup.data.supplier?.name ?? '',
    clientConfig,
    checkoutConfig,
    inStock,
    outOfStockCount,
    hasItems: items.length > 0,
    validation,
    check,
    credit,
    subtotal,
    split,
    usableCredit,
    walletCredit,
    choices,
    bagPrice,
    refusal,
    codeAnswered,
    notices,
    allProblems,
    placing,
    place,
    itemsAsShown,
    // Checked again: the next press says again what is wrong, if anything.
    checkAgain: () => {
      setProblems(NO_PROBLEMS);
      void validate();
    },
  };
}

export type ConfirmationModel = Extract<
  ReturnType<typeof useConfirmationModel>,
  { state: 'ready' }
>;
