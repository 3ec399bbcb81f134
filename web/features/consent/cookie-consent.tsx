import { useEffect, useState } from 'react';
import { readConsent } from '../../lib/consent';
import { CookieBanner } from './cookie-banner';

// The banner appears 1 second after the page loads.
export const COOKIE_BANNER_DELAY_MS = 1000;

// The close button hides the banner for this page load only (nothing stored): it returns on the next load.
let closedThisLoad = false;
// When the banner is due in this page load: a second after it was first drawn. The landing page's hand-over to
// the app (web/landing.tsx) draws this component anew, and the banner keeps its time (or stays up).
let dueAt: number | undefined;

const unanswered = () => !closedThisLoad && readConsent() === null;

/** Shows the cookie banner 1 second after load while this device has no stored answer. */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => dueAt !== undefined && Date.now() >= dueAt && unanswered());

  useEffect(() => {
    if (visible || !unanswered()) return;
    dueAt ??= Date.now() + COOKIE_BANNER_DELAY_MS;
    const timer = window.setTimeout(() => setVisible(true), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <CookieBanner
      onAnswered={() => setVisible(false)}
      onClose={() => {
        closedThisLoad = true;
        setVisible(false);
      }}
    />
  );
}
