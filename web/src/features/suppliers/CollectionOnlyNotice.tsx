/**
 * "None of the branches near you delivers. Collection only, at Kaap Spens Goodwood, Kaap Spens
 * Edgemead or Kaap Spens Milnerton.": said where the branches near the shopper take orders but
 * none delivers, before a basket is filled. `children` says what they can do from there.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { intlLocale } from '../../lib/dates';
import { listFormat } from '../../lib/intl-formats';

export function CollectionOnlyNotice({
  place,
  branches,
  children,
}: {
  /** The suburb or town the shopper chose, or null for the device's position. */
  place: string | null;
  /** The nearest branches to collect from, nearest first. */
  branches: readonly string[];
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const names = listFormat(intlLocale(i18n.locale), { type: 'disjunction' }).format(branches);
  return (
    <div className="notice" role="status">
      <p>
        <strong>
          {place ? (
            <Trans>None of the branches near {place} delivers</Trans>
          ) : (
            <Trans>None of the branches near you delivers</Trans>
          )}
        </strong>
      </p>
      <p>
        <Trans>Collection only, at {names}.</Trans>
      </p>
      {children}
    </div>
  );
}
