/**
 * One line under the branch bar saying whether the shop delivers where the shopper is: "Do we
 * deliver to you?" with "Check your area" until the shop knows (a first visit whose browser would
 * ask for the position: nothing is asked without a tap), then "We deliver to Goodwood", "We don't
 * deliver to Sandton yet" or "Collection only near you", with "Change". One line whatever it says,
 * so the page does not move when the answer comes; a shopper who never taps is not asked again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import { useServiceArea, type ServiceArea } from './service-area';
import './area-line.css';

export function AreaLine() {
  const area = useServiceArea();
  return <AreaLineView area={area} />;
}

export function AreaLineView({ area }: { area: ServiceArea }) {
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
        <AreaText area={area} />
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
