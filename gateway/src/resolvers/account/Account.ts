import type {
  AccountResolvers,
  DebtorCardResolvers,
  ProfileResolvers,
} from '../../generated/resolvers-types.js';
import { paymentProviders } from '../config/enums.js';
import { debtorCardStatus, language } from './enums.js';

export const Account: AccountResolvers = {
  id: (account) => String(account.id),
  fullName: (account) => account.full_name,
  firstName: (account) => account.first_name,
  lastName: (account) => account.last_name,
  creditInCents: (account) => account.credit_in_cents,
  idNumber: (account) => account.id_number || null,
  businessAddress: (account) => account.business_address_1 || null,
  needsDebtorRegistration: (account) => !account.id_number && !account.business_address_1,
  betaTester: (account) => account.beta_tester,
};

export const Profile: ProfileResolvers = {
  smsMarketing: (profile) => profile.sms_marketing,
  termsAccepted: (profile) => profile.terms,
  businessName: (profile) => profile.business_name,
  language: (profile) => language(profile.language),
  favouredSupplierIds: (profile) => profile.favoured_suppliers.map(String),
  favouredNewSuppliers: (profile) => profile.favoured_new_suppliers,
  favouredPaymentProviders: (profile) => paymentProviders(profile.favoured_payment_providers),
};

export const DebtorCard: DebtorCardResolvers = {
  id: (card) => String(card.id),
  supplierId: (card) => String(card.supplier_id),
  supplierName: (card) => card.supplier_name,
  status: (card) => debtorCardStatus(card.status),
  cardNumber: (card) => card.debtor_card_number,
  balanceInCents: (card) => card.balance_in_cents,
  createdAt: (card) => card.created_at,
};
