/** Finds the shopper (or falls back to the default position) and lists the branches nearby. */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SuppliersNearDocument, type SupplierCard_SupplierFragment } from '../../generated/graphql';
import { locateShopper, type Position } from '../../lib/geolocation';
import { SupplierCard } from './SupplierCard';
import { selectSupplier, useSelectedSupplier } from './selected-supplier';

export function NearbySuppliers() {
  const [position, setPosition] = useState<Position | null>(null);
  const selected = useSelectedSupplier();

  useEffect(() => {
    let cancelled = false;
    void locateShopper().then((found) => {
      if (!cancelled) setPosition(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const { data, loading, error, refetch } = useQuery(SuppliersNearDocument, {
    variables: position ? { lat: position.lat, lon: position.lon } : { lat: 0, lon: 0 },
    skip: !position,
  });

  const choose = (supplier: SupplierCard_SupplierFragment) =>
    selectSupplier({ id: supplier.id, name: supplier.name });

  if (!position || loading) {
    return (
      <div className="skeleton-list" aria-busy="true">
        <p className="muted">
          {position ? (
            <Trans>Finding branches near you…</Trans>
          ) : (
            <Trans>Finding your location…</Trans>
          )}
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton-row" />
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <div className="notice is-error" role="alert">
        <p>
          <Trans>We could not load the branches near you.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  const suppliers = data?.suppliersNear ?? [];
  return (
    <section aria-labelledby="nearby-heading">
      <h2 id="nearby-heading">
        <Trans>Choose a branch</Trans>
      </h2>
      {position.source === 'default' && (
        <p className="muted">
          <Trans>
            We could not get your location, so these branches are near Cape Town's northern suburbs.
          </Trans>
        </p>
      )}
      {suppliers.length === 0 ? (
        <p className="empty">
          <Trans>No branches nearby</Trans>
        </p>
      ) : (
        <ul className="supplier-list">
          {suppliers.map((supplier) => (
            <SupplierCard
              key={supplier.id}
              supplier={supplier}
              current={supplier.id === selected?.id}
              onChoose={choose}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
