import { forgetLegacyToken } from '../lib/legacy-token';
import { startOffline } from './offline';

// Loaded by the router once the first screen is up and the browser is idle (router.tsx): work no
// first paint waits for. The service worker starts after the page's load event, so that its
// downloads never compete with the page's own.

forgetLegacyToken();
// Only the production build has a worker (dist/sw.js); the development server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
