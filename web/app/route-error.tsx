import { useEffect } from 'react';
import { useRouteError } from '../lib/router';
import { Button } from '../components/ui/button';
import { reportError } from '../lib/error-reporting';

/** The error boundary: a render error of a page ends here ('Something went wrong'), not in a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('page error', error);
    reportError(error);
  }, [error]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        role="alert"
      >
        <h1 className="text-xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-700">We&apos;ve encountered an error and our team has been notified.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </main>
  );
}
