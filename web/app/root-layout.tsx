import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Navigation } from '../lib/navigation';
import { PageChrome } from './page-chrome';

/** The router's root: every page, with what sits around it (page-chrome.tsx) moving through the router. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ pathname, navigate: (to, options) => void navigate(to, options) }),
    [pathname, navigate],
  );
  return (
    <PageChrome navigation={navigation}>
      <Outlet />
    </PageChrome>
  );
}
