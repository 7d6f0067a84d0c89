/** An address as the shopper reads it: the street address, then unit and complex, then the note for the driver. */
import { useLingui } from '@lingui/react/macro';
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import './addresses.css';

type Parts = Pick<
  AddressBook_AddressFragment,
  'streetAddress' | 'unit' | 'complex' | 'deliveryInstructions'
>;

/** "Unit 4B, Sunset Court", or null when neither is given. */
export function useBuildingLine(): (address: Parts) => string | null {
  const { t } = useLingui();
  return (address) =>
    [address.unit ? t`Unit ${address.unit}` : null, address.complex].filter(Boolean).join(', ') ||
    null;
}

/** The address on one line for labels: building first, then the street address. */
export function useAddressTitle(): (address: Parts) => string {
  const building = useBuildingLine();
  return (address) => [building(address), address.streetAddress].filter(Boolean).join(', ');
}

export function AddressLines({ address }: { address: Parts }) {
  const { t } = useLingui();
  const building = useBuildingLine()(address);
  const instructions = address.deliveryInstructions;
  return (
    <span className="address-lines">
      {building && <span className="address-building">{building}</span>}
      <span className="address-formatted">{address.streetAddress}</span>
      {instructions && (
        <span className="address-instructions">
          {/* A string, not <Trans>: Trans reads tags in the shopper's text as markup. */}
          {t`Delivery instructions: ${instructions}`}
        </span>
      )}
    </span>
  );
}
