import { Accessibility } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { useNavigation } from '../../lib/navigation';
import { Icon } from '../../components/ui/icon';

// The panel's code arrives when it is first opened, so the landing page does not carry it.
const AccessibilityPanel = lazy(() =>
  import('./accessibility-panel').then((module) => ({ default: module.AccessibilityPanel })),
);

// The button shows on the landing page and the dashboard only.
const pagesWithButton = new Set(['/', '/dashboard']);

/**
 * The 'Accessibility settings' button and the side panel it opens. It sits in the header like its other
 * buttons: floating at the bottom left it covered 'Sign Out', 'Profit margin' and the sidebar at 150 % text.
 */
export function AccessibilityButton() {
  const { pathname } = useNavigation();
  const [open, setOpen] = useState(false);
  if (!pagesWithButton.has(pathname)) return null;
  return (
    <>
      <button
        type="button"
        aria-label="Accessibility settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Accessibility settings"
        onClick={() => setOpen(true)}
        className="flex h-10 w-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 hover:text-brand-800"
      >
        <Icon icon={Accessibility} className="h-6 w-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
