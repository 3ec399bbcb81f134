import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation } from '../lib/router';
import { useSession } from '../features/auth/session';
import { OutboxSync } from '../features/offline/use-quick-entry-outbox';
import { FormattersProvider } from '../features/settings/use-preferences';
import { Footer } from '../features/shell/footer';
import { Header } from '../features/shell/header';
import { QuickAddButton } from '../features/shell/quick-add-button';
import { Sidebar } from '../features/shell/sidebar';
import { viewedClientId } from '../features/sharing/client-view';
import { StartupErrorScreen } from './startup-screens';
import { ACCEPT_PATH } from '../../core/sharing/sharing-rules';

// The frame is drawn again only when what it shows changes, not with each answer the session store or the
// page's route brings (the sidebar alone was 157 elements drawn twice on the dashboard's first load).
const AccountSidebar = memo(Sidebar);
// Only a tax preparer reading a client's books sees the banner: everyone else's first load goes without its code.
const ViewingBanner = lazy(() =>
  import('../features/sharing/viewing-banner').then((module) => ({ default: module.ViewingBanner })),
);
const PageHeader = memo(Header);
const PageFooter = memo(Footer);

/** Signed-in pages: 'Loading...' while the session resolves, /login (replacing history) when signed out. */
export function AppLayout() {
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const openSidebar = useCallback(() => setSidebarOpen(true), []);
  // The set-up screen asks a few answers before anything is logged: the Add button would only cover its fields.
  const location = useLocation();
  const settingUp = location.pathname === '/setup';
  // A tax preparer reading a client's books (read only): no Add button, and nothing of their own device's sent.
  const [clientId] = useState(viewedClientId);

  if (session.isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (session.error && !session.data) {
    return (
      <StartupErrorScreen
        detail={session.error.message || `The session service answered ${session.error.status}.`}
      />
    );
  }
  if (!session.data) {
    // An invitation's link opened signed out comes back to itself after signing in (or up).
    const next =
      location.pathname === ACCEPT_PATH ? `?next=${encodeURIComponent(ACCEPT_PATH + location.search)}` : '';
    return <Navigate to={`/login${next}`} replace />;
  }

  return (
    <FormattersProvider>
      {/* On a phone the page keeps room at its foot for the Add button, so the footer's links can scroll clear of it. */}
      <div className="flex min-h-screen pb-24 lg:pb-0">
        {/* Quick Entry items saved offline on this device are sent from whichever page is open. */}
        {clientId === null && <OutboxSync userId={session.data.user.id} />}
        <AccountSidebar
          email={session.data.user.email}
          viewingClient={clientId !== null}
          open={sidebarOpen}
          onClose={closeSidebar}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          {clientId !== null && (
            <Suspense fallback={null}>
              <ViewingBanner clientId={clientId} />
            </Suspense>
          )}
          <PageHeader onOpenSidebar={openSidebar} />
          {/* A screen's height at least, so the footer starts below the first screen: on a page whose content
              arrives after its first draw, a footer in view would be pushed down as it came (a layout shift). */}
          <main id="main" className="min-h-screen flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
          <PageFooter />
        </div>
        {!settingUp && clientId === null && <QuickAddButton />}
      </div>
    </FormattersProvider>
  );
}

export const Component = AppLayout;
