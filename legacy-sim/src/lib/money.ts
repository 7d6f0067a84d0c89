/** Rand amounts as the legacy API formats them: `R 1 234.50` (space thousands separator). */
export function formatRand(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const rands = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}R ${rands}.${rest}`;
}

/** Line total in cents: unit price times quantity (quantities may be fractional kg). */
export function lineTotal(unitPriceInCents: number, qty: number): number {
  return Math.round(unitPriceInCents * qty);
}

/** Quantities are kept to 5 decimals, as the client rounds them. */
export function roundQty(qty: number): number {
  return Math.round(qty * 100_000) / 100_000;
}
