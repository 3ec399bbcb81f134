// The installable app: the service worker that vite-plugin-pwa builds (dist/web/sw.js, see vite.config.ts)
// keeps the app's own files so an installed GigTally opens without a connection. Registered by the app's pages
// only, once the page has loaded, so it never competes with a first load; the landing page registers none.
// Only in a build: the dev server has no sw.js.

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // The app works without it (online); only offline opening is lost.
      console.warn('the service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
