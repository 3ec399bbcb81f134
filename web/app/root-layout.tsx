import { Outlet } from 'react-router';
import { AccessibilityButton } from '../features/accessibility/accessibility-button';
import { CookieConsent } from '../features/consent/cookie-consent';

/** Around every page: the cookie banner (SPEC section 4) and, on / and /dashboard, the accessibility button. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AccessibilityButton />
      <CookieConsent />
    </>
  );
}
