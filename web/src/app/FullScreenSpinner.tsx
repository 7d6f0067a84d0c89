/** Shown while the application starts (catalogs and configuration loading). No text: no locale yet. */
export function FullScreenSpinner() {
  return (
    <div className="full-screen-spinner" role="progressbar" aria-busy="true" aria-label="Loading">
      <div className="spinner" />
    </div>
  );
}
