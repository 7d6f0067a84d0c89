/** A list of offers with its loading, error and empty states. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { OfferCard } from './OfferCard';
import type { Offer } from './offer-model';

interface Props {
  offers: Offer[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  listName: string;
  label?: string;
  showSupplier?: boolean;
  empty?: ReactNode;
  /** False on a product's own page (see OfferCard). */
  linkToProduct?: boolean;
}

export function OfferList({
  offers,
  loading,
  error,
  onRetry,
  listName,
  label,
  showSupplier,
  empty,
  linkToProduct,
}: Props) {
  const { t } = useLingui();
  if (loading && !offers) return <ListSkeleton />;
  if (error && !offers) return <ErrorNotice onRetry={onRetry} />;
  if (!offers || offers.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="offer-list" aria-label={label ?? t`Offers`}>
      {offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          listName={listName}
          showSupplier={showSupplier}
          linkToProduct={linkToProduct}
        />
      ))}
    </ul>
  );
}
