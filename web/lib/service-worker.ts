// The installable app: the service worker that vite-plugin-pwa builds (dist/web/sw.js, see vite.config.ts)
// keeps the app's own files so an installed GigTally opens without a connection. Registered by the app's pages
// only, and only once the page has loaded and its own requests have settled: installing the worker fetches every file
// of the app (some 140) at once, and begun at the load event that download ran beside the page's first answers and
// drawing, doubling the browser's own work while the page opened (on a phone, most of Lighthouse's blocking time on
// Transactions). The landing page registers none. Only in a build: the dev server has no sw.js.

export const SERVICE_WORKER_URL = '/sw.js';

/** How long the page's network stays quiet (no file or answer arriving) before the worker is registered. */
export const SETTLED_AFTER_QUIET_MS = 2_000;
/** Registered this long after the load at the latest, whatever the page is still fetching. */
const LATEST_AFTER_LOAD_MS = 20_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works without it (online); only offline opening is lost.
      console.warn('the service worker could not be registered', error);
    });
  };
  const afterSettling = () => whenNetworkQuiet(register);
  if (document.readyState === 'complete') afterSettling();
  else window.addEventListener('load', afterSettling, { once: true });
}

/** Runs `then` once no resource (a script, an API answer) has finished arriving for SETTLED_AFTER_QUIET_MS. */
function whenNetworkQuiet(then: () => void) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer =
    'PerformanceObserver' in window ? new PerformanceObserver(() => waitForQuiet()) : undefined;
  const latest = setTimeout(() => finish(), LATEST_AFTER_LOAD_MS);
  const finish = () => {
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
    then();
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, SETTLED_AFTER_QUIET_MS);
  };
  observer?.observe({ type: 'resource' });
  waitForQuiet();
}
