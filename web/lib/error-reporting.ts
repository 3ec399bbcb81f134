import { hasConsent, onConsentChange } from './consent';
import { loadPublicConfig } from './public-config';

type Capture = (error: unknown) => void;

let capture: Capture | null = null;
let starting: Promise<void> | null = null;

/**
 * Sends an error to Sentry once error reporting has started; until then (no SENTRY_DSN on the server, no consent
 * to non-essential cookies, or the SDK still loading) it does nothing.
 */
export function reportError(error: unknown) {
  capture?.(error);
}

async function start(): Promise<void> {
  const { sentryDsn } = await loadPublicConfig();
  if (!sentryDsn || !hasConsent()) return;
  // Its own chunk: a visitor who has not accepted never downloads the SDK.
  const { initSentry } = await import('./sentry-client');
  capture = initSentry(sentryDsn);
}

function startOnce() {
  if (capture || starting) return;
  starting = start()
    .catch((error: unknown) => console.warn('error reporting did not start', error))
    .finally(() => {
      starting = null;
    });
}

/**
 * Starts error reporting now if the user has accepted non-essential cookies, or as soon as they do
 * (error reporting is non-essential, so the cookie banner decides).
 */
export function startErrorReporting() {
  if (hasConsent()) startOnce();
  onConsentChange((accepted) => {
    if (accepted) startOnce();
  });
}
