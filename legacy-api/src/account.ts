/** Account resources (`/api/v1/account/{scope}/...`, `/api/v2/account/{scope}/...`, addresses). */
import type { RestDateTime, RestStatus } from './common.js';

export interface RestAddress {
  id: number;
  formatted: string;
  latitude: number;
  longitude: number;
  bridge_id: number | null;
  bridge_name: string | null;
  created_at: RestDateTime;
}

export type RestDebtorCardStatus = 'pending' | 'accepted' | 'rejected';

/** A store credit account with one supplier; `accepted` means active. */
export interface RestDebtorCard {
  id: number;
  supplier_id: number;
  supplier_name: string;
  status: RestDebtorCardStatus;
  debtor_card_number: string | null;
  /** Available balance in cents on an accepted card. */
  balance_in_cents: number;
  created_at: RestDateTime;
}

export interface RestProfile {
  sms_marketing: boolean;
  terms: boolean;
  business_name: string | null;
  occupation: string | null;
  /** `en`, `af` or `fr`. */
  language: string;
  favoured_suppliers: number[];
  favoured_new_suppliers: boolean;
  favoured_payment_providers: string[];
  bank: string | null;
  address: string | null;
}

export interface RestAccount {
  id: number;
  /** The mobile number the shopper signs in with, e.g. `0821234567`. */
  login: string;
  full_name: string;
  first_name: string;
  last_name: string;
  /** Wallet credit in cents. */
  credit_in_cents: number;
  addresses: RestAddress[];
  debtor_cards: RestDebtorCard[];
  id_number: string | null;
  business_address_1: string | null;
  demo: boolean;
  beta_tester: boolean;
  profile: RestProfile;
  push_subscriptions: string[];
}

/** Fields a shopper may change; the client never sends addresses, full_name or push_subscriptions. */
export type RestAccountUpdate = Partial<
  Pick<RestAccount, 'first_name' | 'last_name' | 'login' | 'id_number' | 'business_address_1'>
> & { profile?: Partial<RestProfile>; password?: string };

export interface RestSignInPayload {
  login: string;
  password: string;
}

export interface RestSignUpPayload {
  login: string;
  password: string;
  first_name: string;
  last_name: string;
  profile: {
    business_name: string | null;
    occupation: string | null;
    language: string;
    favoured_suppliers: number[];
    terms: boolean;
  };
}

/** Sign in, sign up, reset and update: `ok` with the account (and a token), or messages. */
export interface RestAccountResponse {
  status: RestStatus;
  account?: RestAccount;
  /** Bearer token for user-scoped calls; set by sign in, sign up and reset. */
  auth_token?: string;
  messages?: string[];
}

export interface RestValidateTokenResponse {
  status: RestStatus;
  /** Id to send with the new password to reset_password. */
  token_id?: string;
  message: string;
}
