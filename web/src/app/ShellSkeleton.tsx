import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MenuIcon, ShopLogo } from '../ui/icons';

/** The skeleton's accessible name. */
export const LOADING = msg`Loading`;

/**
 * Shown while the application starts (catalogs, configuration and the first screen loading): the
 * same frame index.html paints before any script, so the page does not flash or jump. Its styles
 * are inline in index.html. Icons and the logo but no text. Its accessible name is translated
 * once a catalog is active (the router's fallback); while the very first catalog loads there is
 * none yet, and it is only marked busy, as index.html's frame is.
 */
export function ShellSkeleton() {
  return (
    <div
      className="boot-shell"
      aria-busy="true"
      role="progressbar"
      aria-label={i18n.locale ? i18n._(LOADING) : undefined}
    >
      <div className="boot-toolbar">
        <MenuIcon />
        <ShopLogo />
      </div>
      <div className="boot-page">
        <div className="boot-block boot-title" />
        <div className="boot-block boot-bar" />
        {[0, 1, 2, 3, 4].map((card) => (
          <div key={card} className="boot-block boot-card" />
        ))}
      </div>
    </div>
  );
}
