import { MenuIcon } from '../ui/icons';

/**
 * Shown while the application starts (catalogs, configuration and the first screen loading): the
 * same frame index.html paints before any script, so the page does not flash or jump. Its styles
 * are inline in index.html. Icons and the logo but no text: no locale yet.
 */
export function ShellSkeleton() {
  return (
    <div className="boot-shell" aria-busy="true" role="progressbar" aria-label="Loading">
      <div className="boot-toolbar">
        <MenuIcon />
        <img src="/favicon.svg" alt="" width="28" height="28" />
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
