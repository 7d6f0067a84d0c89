/**
 * Checkboxes of the branches near the shop's default position, for the favoured suppliers.
 * Without `selected` the boxes keep their own state and post as `name` (the register form, which
 * the server renders and which works before the scripts: the submit reads the form).
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { NearbyBranchesDocument } from './NearbyBranches.generated';

export function FavouredSuppliers({
  idPrefix,
  name,
  selected,
  onChange,
}: {
  idPrefix: string;
  /** The boxes' form name. */
  name?: string;
  /** The ids ticked; without it the boxes keep their own state. */
  selected?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { defaultPosition } = useAppConfig();
  const { data, loading } = useQuery(NearbyBranchesDocument, {
    variables: { lat: defaultPosition.lat, lon: defaultPosition.lon },
  });
  const branches = data?.suppliersNear ?? [];
  const toggle = (id: string, on: boolean) => {
    if (!selected || !onChange) return;
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  };

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
            name={name}
            value={branch.id}
            checked={selected ? selected.includes(branch.id) : undefined}
            disabled={branch.disabled && !selected?.includes(branch.id)}
            onChange={(event) => toggle(branch.id, event.target.checked)}
          />
          <label htmlFor={`${idPrefix}-${branch.id}`}>{branch.name}</label>
        </div>
      ))}
    </fieldset>
  );
}
