/**
 * One branch in the list: name, distance, address, how it delivers (collection only, or the fee
 * delivery starts from), opening hours and the choose button.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  SupplierCard_SupplierFragmentDoc,
  type SupplierCard_SupplierFragment,
} from './SupplierCard_supplier.generated';
import { formatDistanceKm } from '../../lib/distance';
import { DAY_NAMES } from './day-names';
import { BranchDeliveryNote } from './BranchDeliveryNote';
import { ChooseButton } from './ChooseButton';
import { johannesburgClock, openingStatus, WEEK, type DayHours } from './opening-status';

interface Props {
  /** The branch as the list's query holds it: a reference this card reads its fields through. */
  supplier: FragmentType<typeof SupplierCard_SupplierFragmentDoc>;
  /** True when this is the branch the shopper already shops at. */
  current: boolean;
  onChoose: (supplier: SupplierCard_SupplierFragment) => void;
  /** Where "Shop here" goes once chosen without the scripts (ChooseButton); else home. */
  returnTo?: string;
}

/** Reads its own fields (`SupplierCard_supplier`) from the cache by the branch's id. */
export function SupplierCard({ supplier: from, current, onChoose, returnTo }: Props) {
  const { i18n } = useLingui();
  const today = WEEK[johannesburgClock(new Date()).dayIndex];
  const { data: supplier, complete } = useFragment({
    fragment: SupplierCard_SupplierFragmentDoc,
    from,
  });
  if (!complete) return null;
  return (
    <li
      className={`supplier-card${supplier.disabled ? ' is-disabled' : ''}`}
      aria-label={supplier.name}
    >
      <img
        className="supplier-image"
        src={supplier.imageUrl}
        alt=""
        width="56"
        height="56"
        loading="lazy"
      />
      <div className="supplier-body">
        <h3>{supplier.name}</h3>
        {supplier.distanceKm != null && (
          <p className="supplier-distance">{formatDistanceKm(supplier.distanceKm)}</p>
        )}
        <p className="supplier-address">{supplier.formattedAddress}</p>
        {!supplier.disabled && <BranchDeliveryNote supplierId={supplier.id} />}
        {supplier.closedText ? (
          <p className="supplier-closed">{supplier.closedText}</p>
        ) : supplier.disabled ? (
          // Its "Unavailable" button says why here: its hours would say "Open now" beside it.
          <p className="supplier-closed">
            <Trans>This branch is not taking orders at the moment.</Trans>
          </p>
        ) : (
          <OpeningStatusLine hours={supplier.openingHours} />
        )}
        <details className="supplier-hours">
          <summary>
            <Trans>Opening hours</Trans>
          </summary>
          <dl>
            {supplier.openingHours.map(({ day, hours }) => (
              <div key={day} className={day === today ? 'is-today' : undefined}>
                <dt>{DAY_NAMES[day] ? i18n._(DAY_NAMES[day]) : day}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      {supplier.disabled ? (
        <button type="button" className="button" disabled>
          <Trans>Unavailable</Trans>
        </button>
      ) : (
        <ChooseButton
          chosen={current}
          branchId={supplier.id}
          returnTo={returnTo}
          onChoose={() => onChoose(supplier)}
        />
      )}
    </li>
  );
}

/** "Open now · closes 19:00" or "Closed · opens Monday 07:30", from the weekly hours. */
function OpeningStatusLine({ hours }: { hours: DayHours[] }) {
  const { i18n } = useLingui();
  const status = openingStatus(hours);
  if (!status) return null;
  if (status.open) {
    const time = status.closesAt;
    return (
      <p className="supplier-status is-open">
        <Trans>Open now · closes {time}</Trans>
      </p>
    );
  }
  const time = status.opensAt;
  const day = DAY_NAMES[status.day] ? i18n._(DAY_NAMES[status.day]!) : status.day;
  return (
    <p className="supplier-status">
      {status.inDays === 0 ? (
        <Trans>Closed · opens {time}</Trans>
      ) : status.inDays === 1 ? (
        <Trans>Closed · opens tomorrow {time}</Trans>
      ) : (
        <Trans>
          Closed · opens {day} {time}
        </Trans>
      )}
    </p>
  );
}
