/**
 * "Save up to R 150 on these bulk buys": the most one stokvel offer saves when bought at its
 * minimum quantity (the saving per item times that minimum). Not the sum over the list: a
 * shopper buys one of them, not all.
 */
export function largestStokvelSaving(
  offers: ReadonlyArray<{ savingInCents: number; stokvelMinQuantity?: number | null }>,
): number {
  return offers.reduce(
    (most, offer) => Math.max(most, offer.savingInCents * (offer.stokvelMinQuantity ?? 1)),
    0,
  );
}
