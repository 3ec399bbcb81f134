import { Plus } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { useCookieBannerSpace } from '../consent/cookie-banner-space';
import { Icon } from '../../components/ui/icon';

// The form's code arrives when the button is first pressed, so the signed-in shell does not carry it; a finger or
// pointer on the button, or the focus, starts the download, so the dialog opens at once.
const loadQuickEntryDialog = () => import('../dashboard/quick-entry-dialog');
const QuickEntryDialog = lazy(() =>
  loadQuickEntryDialog().then((module) => ({ default: module.QuickEntryDialog })),
);
const preload = () => void loadQuickEntryDialog().catch(() => undefined);

/**
 * On a phone, logging a shift is one tap from any signed-in page. A round 'Add' button fixed at the
 * bottom right (below the lg breakpoint, where the sidebar is a drawer) opens Quick Entry in a dialog; the page
 * keeps room below its content for it (app-layout.tsx, styles.css, which also lifts it above the cookie banner),
 * so it covers none of the page's controls.
 * Wider screens keep Quick Entry on the dashboard.
 */
export function QuickAddButton() {
  const [open, setOpen] = useState(false);
  const bannerSpace = useCookieBannerSpace();
  return (
    <>
      <button
        type="button"
        data-quick-add
        style={bannerSpace}
        aria-label="Add income or expense"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        className="fixed right-4 z-20 flex h-14 items-center gap-2 rounded-full bg-brand-700 px-5 text-base font-semibold text-white shadow-lg hover:bg-brand-800 lg:hidden"
      >
        <Icon icon={Plus} className="h-6 w-6" />
        Add
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickEntryDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
