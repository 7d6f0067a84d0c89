/**
 * An order's South African tax invoice (VAT Act s20: the words "Tax invoice", the supplier's
 * name, address and VAT registration number, the buyer, an invoice number and date, each line's
 * description, quantity and price, and the VAT, here included in the prices at 15%), followed by
 * the discount, delivery, bags, the payments received and what is still due.
 */
import type { RestPaymentProvider } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { formatRand, lineTotal } from '../lib/money.js';
import { dateSast } from '../lib/time.js';
import {
  bagTotal,
  orderSubtotal,
  orderTotal,
  payableBalance,
  transactionsPaid,
} from '../rules/order-money.js';
import { lookup } from '../state/lookup.js';
import type { OrderRecord } from '../state/types.js';

export const VAT_RATE_PERCENT = 15;

const PAID_BY: Record<RestPaymentProvider, string> = {
  paygate: 'Card (PayGate)',
  shop2shop: 'Shop2Shop',
  moya: 'MoyaPay',
  yoco: 'Card (Yoco)',
  offline_eft: 'EFT',
  cash: 'Cash',
  debtorcard: 'Debtor card',
};

/** The VAT inside a VAT-inclusive amount, rounded to the cent. */
export function vatIncluded(totalInCents: number): number {
  return Math.round((totalInCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

/** A store group's VAT registration number: ten digits starting with 4, as SARS issues them. */
export function vatNumber(agencyId: number): string {
  return `4${String(agencyId * 123_456_789)
    .padStart(9, '0')
    .slice(-9)}`;
}

export interface Invoice {
  title: string;
  lines: string[];
}

export function taxInvoice(ctx: SimContext, order: OrderRecord): Invoice {
  const index = lookup(ctx.state);
  const supplier = index.suppliers.get(order.supplierId);
  const agency = ctx.state.agencies.find((candidate) => candidate.id === supplier?.agencyId);
  const buyer = ctx.state.accounts.find((account) => account.id === order.userId);
  const total = orderTotal(order);
  const cardPaid = transactionsPaid(ctx.state, order);
  const due = payableBalance(ctx.state, order);

  const lines: string[] = [
    `${agency?.name ?? ''} - ${supplier?.name ?? ''}`,
    supplier ? `${supplier.street}, ${supplier.suburb}, ${supplier.postalCode}` : '',
    `VAT registration number ${vatNumber(agency?.id ?? 0)}`,
    '',
    `Invoice number ${order.reference}    Date ${dateSast(order.createdAt)}`,
    `Customer ${buyer ? `${buyer.firstName} ${buyer.lastName}` : ''}`,
    ...(order.requiresShipping && order.shippingAddress
      ? [`Deliver to ${order.shippingAddress.formatted}`]
      : [`Collect at ${supplier?.name ?? ''}`]),
    '',
    'Qty  Description  Unit price  Amount (VAT incl.)',
    ...order.items.map(
      (item) =>
        `${item.qty}  ${index.sellables.get(item.sellableId)?.name ?? ''}  ${formatRand(item.unitPriceInCents)}  ${formatRand(lineTotal(item.unitPriceInCents, item.qty))}`,
    ),
    '',
    `Subtotal  ${formatRand(orderSubtotal(order))}`,
    ...(order.discountInCents > 0
      ? [
          `Discount${order.discountCode ? ` (${order.discountCode})` : ''}  -${formatRand(order.discountInCents)}`,
        ]
      : []),
    ...(order.shippingPriceInCents > 0
      ? [`Delivery  ${formatRand(order.shippingPriceInCents)}`]
      : []),
    ...(bagTotal(order) > 0 ? [`Bags (${order.bagQty})  ${formatRand(bagTotal(order))}`] : []),
    `Total (VAT incl.)  ${formatRand(total)}`,
    `VAT at ${VAT_RATE_PERCENT}% included  ${formatRand(vatIncluded(total))}`,
    '',
    'Payments',
    ...(order.creditInCents > 0 ? [`Wallet credit  ${formatRand(order.creditInCents)}`] : []),
    ...(cardPaid > 0
      ? [`${order.provider ? PAID_BY[order.provider] : 'Card'}  ${formatRand(cardPaid)}`]
      : []),
    ...(order.offlinePaidInCents !== 0
      ? [
          `${order.provider ? PAID_BY[order.provider] : 'Paid in store'}  ${formatRand(order.offlinePaidInCents)}`,
        ]
      : []),
    due > 0 ? `Amount due  ${formatRand(due)}` : `Paid in full`,
  ];
  return { title: `Tax invoice ${order.reference}`, lines };
}
