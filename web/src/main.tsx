import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineCache } from './core/offline-cache';
import './app/styles.css';

// The service worker keeps the shop's shell and last catalogue pages for offline use; a new
// deployment takes over at once (see web/build/service-worker.ts).
startOfflineCache();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser in between (taps, paints), instead of one long task on a slow phone. The boot frame
// in index.html stays on screen until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
