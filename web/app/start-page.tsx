import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  applyAccessibilitySettings,
  readAccessibilitySettings,
} from '../features/accessibility/accessibility-settings';
import { startSession } from '../features/auth/session';
import { readRememberedUser } from '../features/offline/remembered-user';
import { reportError, startErrorReporting } from '../lib/error-reporting';
import { ApplicationErrorScreen, OfflineStartScreen, StartupErrorScreen } from './startup-screens';
import '../styles.css';

/** Why the server cannot serve the app, or null when it can. */
async function serverProblem(): Promise<string | null> {
  try {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
    // Read to the end: an answer that may not be cached (no-store) otherwise stays open until the page closes.
    await response.arrayBuffer();
    if (response.ok) return null;
    return `The GigTally server answered ${response.status} ${response.statusText}`.trim() + '.';
  } catch (error) {
    return `The GigTally server could not be reached (${(error as Error).message}).`;
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * What every page load does, whether it starts with the app (main.tsx) or the landing page (landing.tsx): shows
 * `firstScreen` and answers a function that shows another screen in its place.
 */
export function startPage(firstScreen: ReactNode): (screen: ReactNode) => void {
  // This device's text size, contrast and dark mode (from localStorage) are on <html> before the first paint.
  applyAccessibilitySettings(readAccessibilitySettings());

  // Page errors end in the router's error screen; anything that escapes it (providers, the router itself) is fatal.
  const root: Root = createRoot(document.getElementById('root')!, {
    onUncaughtError: (error) => {
      reportError(error);
      root.render(<ApplicationErrorScreen error={asError(error)} />);
    },
  });
  const show = (screen: ReactNode) => root.render(<StrictMode>{screen}</StrictMode>);
  show(firstScreen);

  // Every page's header shows who is signed in: asked beside the first render rather than after it.
  startSession();
  // Checked beside the first render, so a healthy start costs no extra wait.
  void serverProblem().then((problem) => {
    if (!problem) return;
    if (navigator.onLine) {
      root.render(<StartupErrorScreen detail={problem} />);
      return;
    }
    // Opened without a connection (the installed app, from its service worker): Quick Entry for the user this
    // device last saw signed in, and the app opens once there is a connection (its layout then sends the entries).
    show(<OfflineStartScreen user={readRememberedUser()} />);
    window.addEventListener('online', () => window.location.reload(), { once: true });
  });
  // Sentry, only with a DSN on the server and after the user accepted non-essential cookies.
  startErrorReporting();
  return show;
}
