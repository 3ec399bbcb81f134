import { LandingScreen } from './app/landing-screen';
import { PageChrome } from './app/page-chrome';
import { startPage } from './app/start-page';
import type { Navigation } from './lib/navigation';

// The entry of / (landing.html, served for / alone). The landing page is drawn without the app's router, data
// cache and account client, so a first visit downloads the least JS (90 KB gzipped at most). The app arrives
// when the visitor leaves for another page, and takes over in the same document: what this page load holds
// (the cookie banner's answer, error reporting) carries on.

/** Loads the app and the page at `to` (the landing page stays usable meanwhile), goes there, then shows the app. */
async function handOverToApp(to: string, options?: { replace?: boolean }) {
  let app: typeof import('./app/app');
  try {
    app = await import('./app/app');
  } catch (error) {
    // The app's code could not be fetched (say, mid-deploy): an ordinary page load still gets there.
    console.error('the app could not be loaded', error);
    window.location.assign(to);
    return;
  }
  // A page whose code cannot be fetched is the app's to tell: it shows its error screen.
  await app.preparePageAt(new URL(to, window.location.href).pathname).catch(() => undefined);
  app.navigate(to, options);
  show(<app.App />);
}

const landingNavigation: Navigation = {
  pathname: '/',
  navigate: (to, options) => void handOverToApp(to, options),
};

const show = startPage(
  <PageChrome navigation={landingNavigation}>
    <LandingScreen />
  </PageChrome>,
);
