import { createRoot } from 'react-dom/client';
import { toast, ToastContainer } from 'react-toastify';

// Loaded by toasts.ts with the first toast. The container has a React root of its own beside the page's, so toasts
// show the same on the landing page and in the app, and one shown on the landing page outlives its hand-over to
// the app (web/landing.tsx).
const element = document.createElement('div');
document.body.append(element);
// The app's toasts: bottom-right, 5 s, pause on hover and focus loss, drag at 80 %, Alt+T (the default).
createRoot(element).render(
  <ToastContainer
    position="bottom-right"
    autoClose={5000}
    pauseOnHover
    pauseOnFocusLoss
    draggable
    draggablePercent={80}
  />,
);

export type ToastKind = 'success' | 'error' | 'info';

export function showToast(kind: ToastKind, message: string) {
  toast[kind](message);
}
