/** Account, address and debtor card records to their REST shapes. */
import type { RestAccount, RestAddress, RestDebtorCard } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { isoSast } from '../lib/time.js';
import { lookup } from '../state/lookup.js';
import type { AccountRecord, AddressRecord, DebtorCardRecord } from '../state/types.js';

export function toRestAddress(address: AddressRecord): RestAddress {
  return {
    id: address.id,
    formatted: address.formatted,
    latitude: address.latitude,
    longitude: address.longitude,
    bridge_id: address.bridge_id,
    bridge_name: address.bridge_name,
    created_at: isoSast(address.createdAt),
  };
}

export function toRestDebtorCard(ctx: SimContext, card: DebtorCardRecord): RestDebtorCard {
  return {
    id: card.id,
    supplier_id: card.supplierId,
    supplier_name: lookup(ctx.state).suppliers.get(card.supplierId)?.name ?? '',
    status: card.status,
    debtor_card_number: card.number,
    balance_in_cents: card.status === 'accepted' ? card.balanceInCents : 0,
    created_at: isoSast(card.createdAt),
  };
}

export function toRestAccount(ctx: SimContext, account: AccountRecord): RestAccount {
  return {
    id: account.id,
    login: account.login,
    full_name: `${account.firstName} ${account.lastName}`.trim(),
    first_name: account.firstName,
    last_name: account.lastName,
    credit_in_cents: account.creditInCents,
    addresses: ctx.state.addresses
      .filter((address) => address.userId === account.id)
      .map(toRestAddress),
    debtor_cards: ctx.state.debtorCards
      .filter((card) => card.userId === account.id)
      .map((card) => toRestDebtorCard(ctx, card)),
    id_number: account.idNumber,
    business_address_1: account.businessAddress1,
    demo: account.demo,
    beta_tester: account.betaTester,
    profile: structuredClone(account.profile),
    push_subscriptions: [],
  };
}
