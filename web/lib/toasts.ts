import type { ToastKind } from './toast-host';

// The app's toasts. react-toastify (10 KB gzipped) arrives with the first toast rather than with the first
// load of every page (which keeps within its JS budget: docs/architecture.md "Quality bars"); the toast shows
// as soon as it has.

let host: Promise<typeof import('./toast-host')> | undefined;

function show(kind: ToastKind, message: string) {
  host ??= import('./toast-host');
  host
    .then(({ showToast }) => showToast(kind, message))
    .catch((error: unknown) => {
      // Asked again with the next toast.
      host = undefined;
      console.error(`the toast "${message}" could not be shown`, error);
    });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
