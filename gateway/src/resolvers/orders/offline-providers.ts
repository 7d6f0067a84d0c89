/** The offline ways to pay, as the legacy API names them. */
import type { RestOfflinePaymentRequest } from '@shopfront/legacy-api';
import { PaymentProvider } from '../../generated/resolvers-types.js';

export const OFFLINE: Partial<Record<PaymentProvider, RestOfflinePaymentRequest['provider']>> = {
  [PaymentProvider.OfflineEft]: 'offline_eft',
  [PaymentProvider.Cash]: 'cash',
  [PaymentProvider.Debtorcard]: 'debtorcard',
};
