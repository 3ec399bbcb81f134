import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent } from '../../lib/consent';

// SPEC section 9: the banner appears 1 second after the page loads.
export const COOKIE_BANNER_DELAY_MS = 1000;

const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

// The close button hides the banner for this page load only (SPEC section 4): it comes back on the next load.
let closedThisLoad = false;

/** Shows the cookie banner 1 second after load while this device has no stored answer. */
export function CookieConsent() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (closedThisLoad || readConsent() !== null) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        onAnswered={() => setVisible(false)}
        onClose={() => {
          closedThisLoad = true;
          setVisible(false);
        }}
      />
    </Suspense>
  );
}
