import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from '../lib/router';
import type { Navigation } from '../lib/navigation';
import { PageChrome } from './page-chrome';

/** The router's root: every page, with what sits around it (page-chrome.tsx) moving through the router. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => ({ pathname, navigate }), [pathname, navigate]);
  return (
    <PageChrome navigation={navigation}>
      <Outlet />
    </PageChrome>
  );
}
