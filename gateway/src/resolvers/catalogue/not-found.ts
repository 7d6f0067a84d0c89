/** Moved to upstream/not-found.ts (404 answers of the legacy API): import it from there. */
export { emptyWhenNotFound, nullWhenNotFound } from '../../upstream/not-found.js';
