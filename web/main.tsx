import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { ApplicationErrorScreen, StartupErrorScreen } from './app/startup-screens';
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

function start(root: Root) {
  try {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    root.render(<ApplicationErrorScreen error={error instanceof Error ? error : new Error(String(error))} />);
  }
}

const root = createRoot(document.getElementById('root')!);
start(root);
// Checked beside the first render, so a healthy start costs no extra wait.
void serverProblem().then((problem) => {
  if (problem) root.render(<StartupErrorScreen detail={problem} />);
});
