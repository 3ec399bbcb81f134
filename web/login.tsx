import { PageChrome } from './app/page-chrome';
import { PageFrame } from './app/page-frame';
import { startPage } from './app/start-page';
import { LoginPage } from './features/auth/login-page';
import { Footer } from './features/shell/footer';
import type { Navigation } from './lib/navigation';

// The entry of /login and /signup (login.html, which the server answers for those two paths alone). Like the
// landing page's, it draws its page without the app's router, data cache and form library, so the first load
// of a two-field form stays small (at most 60 KB gzipped: docs/architecture.md "Quality bars"). Every way on
// from here is a page load: the server sends a signed-in visitor of /dashboard its page with its code
// preloaded, and the app's page registers the service worker. What this page load holds that matters later
// (the cookie banner's answer) is kept on the device.

const pathname = window.location.pathname;
let leaving = false;
// Back to this page from the next (the browser's back-forward cache): it may leave again.
window.addEventListener('pageshow', () => {
  leaving = false;
});

const loginNavigation: Navigation = {
  pathname,
  navigate: (to, options) => {
    // Signing in both says where to go and lets the session store learn of it, which says it again.
    if (leaving) return;
    leaving = true;
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
};

const initialMode = pathname.toLowerCase().startsWith('/signup') ? 'signup' : 'signin';

startPage(
  <PageChrome navigation={loginNavigation}>
    <PageFrame footer={<Footer />}>
      <LoginPage initialMode={initialMode} />
    </PageFrame>
  </PageChrome>,
);
