/**
 * One line under the branch bar saying whether the shop delivers where the shopper is: "Do we
 * deliver to you?" with "Check your area" until the shop knows (a first visit whose browser would
 * ask for the position: nothing is asked without a tap), then "We deliver to Goodwood", "We don't
 * deliver to Sandton yet" or "Collection only near you", with "Change". One line whatever it says,
 * so the page does not move when the answer comes; a shopper who never taps is not asked again.
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';
import { useAllowedDevicePosition } from '../../core/allowed-position';
import { useOptionalRequestContext } from '../../core/request-context';
import { useSelectedBranch } from '../../core/selected-supplier';
import { useServiceArea, type ServiceArea } from '../../core/service-area';
import './area-line.css';

export function AreaLine() {
  // On any page with the bar, not only the home page: where the browser already allows the
  // device's position it is read without a prompt (once a visit), so the line answers at once.
  useAllowedDevicePosition();
  const area = useServiceArea();
  const collectOnlyAt = useCollectionOnlyBranch();
  return <AreaLineView area={area} collectOnlyAt={collectOnlyAt} />;
}

/**
 * The branch chosen, when it delivers nowhere (Kaap Spens): its name. The area may be delivered
 * to by other branches, but not by this one. Read from the cache on the server, as the branch
 * cards do (BranchDeliveryNote).
 */
function useCollectionOnlyBranch(): string | null {
  const selected = useSelectedBranch();
  const onServer = useOptionalRequestContext()?.where === 'server';
  const { data } = useQuery(BranchDeliveryDocument, {
    variables: { supplierId: selected?.id ?? '' },
    skip: !selected,
    fetchPolicy: onServer ? 'cache-only' : 'cache-first',
  });
  const dispatch = selected ? data?.clientConfig.dispatch : undefined;
  if (!selected || !dispatch) return null;
  return dispatch.some((option) => option.method === 'DELIVER') ? null : selected.name;
}

export function AreaLineView({
  area,
  collectOnlyAt = null,
}: {
  area: ServiceArea;
  /** The branch chosen, when it does not deliver. */
  collectOnlyAt?: string | null;
}) {
  const { t } = useLingui();
  const problem = area.status === 'unserved' || area.status === 'collectionOnly';
  return (
    <div
      // Not a live region: it is said on every page with the bar; where nothing can be ordered
      // the page's own notice (a status) is announced.
      role="group"
      aria-label={t`Delivery area`}
      className={`area-line${problem ? ' is-problem' : ''}`}
    >
      <span className="area-line-text">
        {collectOnlyAt && area.status !== 'unserved' ? (
          <Trans>Collection only at {collectOnlyAt}</Trans>
        ) : (
          <AreaText area={area} />
        )}
      </span>
      <ChooseBranchButton className="link-button area-line-change">
        {area.status === 'unknown' ? <Trans>Check your area</Trans> : <Trans>Change</Trans>}
      </ChooseBranchButton>
    </div>
  );
}

function AreaText({ area }: { area: ServiceArea }) {
  if (area.status === 'unknown') return <Trans>Do we deliver to you?</Trans>;
  const place = area.placeName;
  if (area.status === 'served')
    return place ? <Trans>We deliver to {place}</Trans> : <Trans>We deliver to you</Trans>;
  if (area.status === 'unserved')
    return place ? (
      <Trans>We don't deliver to {place} yet</Trans>
    ) : (
      <Trans>We don't deliver to your area yet</Trans>
    );
  return place ? (
    <Trans>Collection only near {place}</Trans>
  ) : (
    <Trans>Collection only near you</Trans>
  );
}
