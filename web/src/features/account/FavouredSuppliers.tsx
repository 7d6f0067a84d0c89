/** Checkboxes of the branches near the shop's default position, for the favoured suppliers. */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { NearbyBranchesDocument } from './NearbyBranches.generated';

export function FavouredSuppliers({
  idPrefix,
  selected,
  onChange,
}: {
  idPrefix: string;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { defaultPosition } = useAppConfig();
  const { data, loading } = useQuery(NearbyBranchesDocument, {
    variables: { lat: defaultPosition.lat, lon: defaultPosition.lon },
  });
  const branches = data?.suppliersNear ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <fieldset className="form-fieldset">
      <legend>
        <Trans>Favoured suppliers</Trans>
      </legend>
      {loading && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {!loading && branches.length === 0 && (
        <p className="muted">
          <Trans>No branches nearby</Trans>
        </p>
      )}
      {branches.map((branch) => (
        <div className="form-check" key={branch.id}>
          <input
            type="checkbox"
            id={`${idPrefix}-${branch.id}`}
            checked={selected.includes(branch.id)}
            disabled={branch.disabled && !selected.includes(branch.id)}
            onChange={(event) => toggle(branch.id, event.target.checked)}
          />
          <label htmlFor={`${idPrefix}-${branch.id}`}>{branch.name}</label>
        </div>
      ))}
    </fieldset>
  );
}
