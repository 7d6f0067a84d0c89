import { numberFormat } from './intl-formats';

/** Distance to a branch in km with one decimal, in the shopper's locale ("1.2 km", "1,2 km"). */
export function formatDistanceKm(km: number, locale: string): string {
  const number = numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
  return `${number} km`;
}
