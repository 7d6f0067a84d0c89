/** The catalogue home (`/`): choose a branch, then browse its categories. */
import { Trans } from '@lingui/react/macro';
import { RootCategories } from '../catalogue/RootCategories';
import { NearbySuppliers } from '../suppliers/NearbySuppliers';
import { selectSupplier, useSelectedSupplier } from '../suppliers/selected-supplier';

export function HomePage() {
  const supplier = useSelectedSupplier();

  if (!supplier) return <NearbySuppliers />;
  const supplierName = supplier.name;

  return (
    <>
      <div className="supplier-bar">
        <span>
          <Trans>
            Shopping at <strong>{supplierName}</strong>
          </Trans>
        </span>
        <button type="button" className="button is-secondary" onClick={() => selectSupplier(null)}>
          <Trans>Change branch</Trans>
        </button>
      </div>
      <h1>
        <Trans>Categories</Trans>
      </h1>
      <RootCategories supplierId={supplier.id} />
    </>
  );
}
