/** The stock and bulk labels an offer shows on its card and in the add-to-basket dialog. */
import { Trans } from '@lingui/react/macro';

/** "Stokvel from 6": the bulk price needs at least that many. */
export function StokvelLabel({ minimum }: { minimum: number | null }) {
  const count = minimum ?? 0;
  return (
    <span className="label is-stokvel">
      {count > 1 ? <Trans>Stokvel from {count}</Trans> : <Trans>Stokvel</Trans>}
    </span>
  );
}

/** "Only 3 left" from the count (translated), else "Low stock" when the branch says so. */
export function LowStockLabel({
  offer,
}: {
  offer: { stockLeft?: number | null; lowStockLabel?: string | null; lowStockText?: string | null };
}) {
  const left = offer.stockLeft ?? null;
  if (left !== null)
    return (
      <span className="label is-warning">
        <Trans>Only {left} left</Trans>
      </span>
    );
  if (!offer.lowStockLabel && !offer.lowStockText) return null;
  return (
    <span className="label is-warning">
      <Trans>Low stock</Trans>
    </span>
  );
}
