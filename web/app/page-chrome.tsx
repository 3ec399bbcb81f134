import type { ReactNode } from 'react';
import { CookieConsent } from '../features/consent/cookie-consent';
import { NavigationProvider, type Navigation } from '../lib/navigation';

/**
 * Around every page: the cookie banner; the accessibility button is in the header. They and the
 * page read the path and follow links through `navigation`: the router in the app, the hand-over to the
 * app on the landing page (web/landing.tsx).
 */
export function PageChrome({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return (
    <NavigationProvider value={navigation}>
      {children}
      <CookieConsent />
    </NavigationProvider>
  );
}
