import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { ApplicationErrorScreen, StartupErrorScreen } from './app/startup-screens';
import {
  applyAccessibilitySettings,
  readAccessibilitySettings,
} from './features/accessibility/accessibility-settings';
import { reportError, startErrorReporting } from './lib/error-reporting';
import './styles.css';

/** Why the server cannot serve the app, or null when it can. */
async function serverProblem(): Promise<string | null> {
  try {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
    if (response.ok) return null;
    return `The GigTally server answered ${response.status} ${response.statusText}`.trim() + '.';
  } catch (error) {
    return `The GigTally server could not be reached (${(error as Error).message}).`;
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

// This device's text size, contrast and dark mode (SPEC section 3) are on <html> before the first paint.
applyAccessibilitySettings(readAccessibilitySettings());

// Page errors end in the router's error screen; anything that escapes it (providers, the router itself) is fatal.
const root: Root = createRoot(document.getElementById('root')!, {
  onUncaughtError: (error) => {
    reportError(error);
    root.render(<ApplicationErrorScreen error={asError(error)} />);
  },
});
root.render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
// Checked beside the first render, so a healthy start costs no extra wait.
void serverProblem().then((problem) => {
  if (problem) root.render(<StartupErrorScreen detail={problem} />);
});
// Sentry, only with a DSN on the server and after the user accepted non-essential cookies.
startErrorReporting();
