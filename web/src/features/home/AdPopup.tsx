/**
 * The shop's ads popups (`/api/v2/ads`), each shown once on this device and at most one a day:
 * the first one not seen yet opens at the top of the catalogue home, and counts as seen as soon
 * as it is shown. It sits in the page rather than over it, as a slim strip on a phone, so it
 * never hides what the shopper came for. Not data-free.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isDataFree } from '../../core/config/data-free';
import type { AdPopupsQuery } from './AdPopups.generated';
import { bannerTarget } from '../catalogue/BannerStrip';
import { markPopupSeen, seenOnThisDevice, today, useSeenPopups } from './seen-popups';

type Popup = AdPopupsQuery['ads']['popups'][number];

/** `popups`: the shop's ads popups (the home loader asks for them, never in data-free mode). */
export function AdPopup({ popups }: { popups: readonly Popup[] }) {
  const { t } = useLingui();
  const dataFree = isDataFree();
  const seen = useSeenPopups();
  // The popup on screen stays until closed, even though it was marked seen when it appeared.
  const [shownId, setShownId] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const shownToday = seen.day === today();
  const popup =
    popups.find((candidate) => candidate.id === shownId) ??
    (shownId === null && !shownToday
      ? popups.find((candidate) => !seen.ids.includes(candidate.id))
      : undefined);

  // Kept on screen first, marked seen once that has rendered: marked in the same effect, the
  // seen store's update (rendered at once) came before the kept id's and the popup vanished for a
  // frame, moving the page under it (a layout shift of 0.18 while a server page hydrated).
  // A shared page's HTML carries an announcement whatever the device has seen; hydrating, it is
  // kept only if this device has not seen it (kept anyway, it came back on every visit).
  useEffect(() => {
    if (!popup) return;
    if (shownId === popup.id) markPopupSeen(popup.id);
    else if (!seenOnThisDevice(popup.id)) setShownId(popup.id);
  }, [popup, shownId]);

  if (dataFree || closed || !popup) return null;
  const to = bannerTarget(popup);
  return (
    <aside className="ad-popup" aria-label={t`Announcement`} data-ad-id={popup.id}>
      {/*
        The ad's picture is its message, title included: named by the title, never repeated. At
        the top of a first visit's home it is the largest picture on screen, so it is fetched first.
      */}
      <img src={popup.imageUrl} alt={popup.title} width="720" height="240" fetchPriority="high" />
      <div className="ad-popup-actions">
        {to && (
          <Link to={to} className="button">
            <Trans>Have a look</Trans>
          </Link>
        )}
        {/* Closing it is the script's: without one it is not offered (`needs-script`). */}
        <button
          type="button"
          className="button is-secondary needs-script"
          onClick={() => setClosed(true)}
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </aside>
  );
}
