import { lazy, Suspense } from 'react';
import { Button } from '../components/ui/button';
import type { RememberedUser } from '../features/offline/remembered-user';

const reload = () => window.location.reload();

/** The start-up error screen: the server or its account service could not be reached when the app started. */
export function StartupErrorScreen({ detail }: { detail: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-lg rounded-2xl border border-red-200 bg-white p-8 shadow-sm" role="alert">
        <h1 className="text-xl font-bold text-red-800">Authentication Service Initialization Error</h1>
        <p className="mt-3 text-slate-800">There was a problem connecting to our services.</p>
        <p className="mt-2 text-slate-700">
          GigTally authentication failed to initialize. Check your environment variables.
        </p>
        <p className="mt-4 text-sm font-semibold text-slate-800">Possible causes:</p>
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          <li>Missing or invalid environment variables on the server</li>
          <li>The GigTally server or its database is not running or not configured</li>
          <li>Network problems between your browser and the server</li>
        </ul>
        <p className="mt-4 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-words text-slate-800">
          {detail}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Please check your environment variables and the GigTally server configuration.
        </p>
        <Button className="mt-6" onClick={reload}>
          Retry
        </Button>
      </div>
    </main>
  );
}

export const offlineStartMessages = {
  title: 'You are offline',
  quickEntry: (name: string) =>
    `Quick Entry works without a connection, ${name}: your entries are saved on this device and sent when you are back online.`,
  rest: 'The rest of GigTally needs a connection. It will open by itself when the connection returns.',
  signIn: 'Connect to the internet to sign in. GigTally will open by itself when the connection returns.',
  quickEntryLoading: 'Loading Quick Entry...',
  quickEntryUnavailable: 'Quick Entry could not be opened without a connection on this device.',
} as const;

/** The dashboard's Quick Entry form, from a chunk of its own (the form and its validation stay off other pages). */
const OfflineQuickEntry = lazy(() =>
  import('./offline-quick-entry').catch((error: unknown) => {
    // The service worker did not keep it (installed before it existed, or storage was cleared).
    console.error('the offline Quick Entry could not be loaded', error);
    return { default: QuickEntryUnavailable };
  }),
);

function QuickEntryUnavailable() {
  return <p className="text-slate-700">{offlineStartMessages.quickEntryUnavailable}</p>;
}

/**
 * The installed app opened without a connection (its service worker answered the page). The browser
 * knows it is offline, so this says so rather than blaming the server's set-up; the page reloads once it is online.
 * When this device remembers who last signed in (web/features/offline/remembered-user.ts), Quick Entry is offered:
 * the entries wait in that user's outbox and are sent under their session after the reload.
 */
export function OfflineStartScreen({ user }: { user: RememberedUser | null }) {
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-16">
      <div className="mx-auto w-full max-w-lg space-y-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" role="alert">
          <h1 className="text-xl font-bold text-slate-900">{offlineStartMessages.title}</h1>
          {user ? (
            <>
              <p className="mt-3 break-words text-slate-800">{offlineStartMessages.quickEntry(user.name)}</p>
              <p className="mt-2 text-slate-700">{offlineStartMessages.rest}</p>
            </>
          ) : (
            <p className="mt-3 text-slate-800">{offlineStartMessages.signIn}</p>
          )}
          <Button className="mt-6" onClick={reload}>
            Retry
          </Button>
        </div>
        {user && (
          <Suspense
            fallback={
              <p role="status" className="text-center text-slate-600">
                {offlineStartMessages.quickEntryLoading}
              </p>
            }
          >
            <OfflineQuickEntry userId={user.id} />
          </Suspense>
        )}
      </div>
    </main>
  );
}

/** 'Application Error': a fatal error while the application itself was starting; the button reloads. */
export function ApplicationErrorScreen({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-2xl rounded-2xl border border-red-200 bg-white p-8 shadow-sm" role="alert">
        <h1 className="text-xl font-bold text-red-800">Application Error</h1>
        <p className="mt-3 text-slate-800">An error occurred while initializing the application:</p>
        <p className="mt-2 font-semibold text-slate-900">{error.message}</p>
        {error.stack && (
          <pre className="mt-4 max-h-64 overflow-auto rounded-md bg-slate-100 p-3 text-xs text-slate-800">
            {error.stack}
          </pre>
        )}
        <Button className="mt-6" onClick={reload}>
          Reload Application
        </Button>
      </div>
    </main>
  );
}
