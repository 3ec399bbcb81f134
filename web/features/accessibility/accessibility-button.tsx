import { Accessibility } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from '../../lib/navigation';

// The panel's code arrives when it is first opened, so the landing page does not carry it.
const AccessibilityPanel = lazy(() =>
  import('./accessibility-panel').then((module) => ({ default: module.AccessibilityPanel })),
);

// SPEC section 2: the floating button is on the landing page and the dashboard only.
const pagesWithButton = new Set(['/', '/dashboard']);

/** The floating 'Accessibility settings' button (bottom left) and the side panel it opens. */
export function AccessibilityButton() {
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  if (!pagesWithButton.has(pathname)) return null;
  // Beside the dashboard's sidebar it sits above the account block at the sidebar's foot.
  const position = pathname === '/dashboard' ? 'bottom-4 left-4 lg:bottom-36' : 'bottom-4 left-4';
  // A landmark of its own, so that nothing on the page sits outside one (axe "region").
  return (
    <aside aria-label="Accessibility">
      <button
        type="button"
        aria-label="Accessibility settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Accessibility settings"
        onClick={() => setOpen(true)}
        className={`fixed ${position} z-40 flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800`}
      >
        <Accessibility aria-hidden="true" className="h-6 w-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
