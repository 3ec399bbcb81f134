import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How the parts around every page (header, landing page, footers, cookie banner, accessibility button) read the
 * current path and move to another page. The landing page is drawn before the router has loaded (web/landing.tsx,
 * to keep its first load small), so these parts ask this context instead of the router: the app's RootLayout
 * answers with the router, the landing page with a hand-over that loads the app first.
 */
export interface Navigation {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation() needs a NavigationProvider above it');
  return navigation;
}

/** A click that should open the link in place: the main button, no modifier key, no other target. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return button === 0 && !metaKey && !altKey && !ctrlKey && !shiftKey && (!target || target === '_self');
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/**
 * A link to a page of GigTally: a real <a href> (new tab, copy link), whose plain clicks navigate in place like
 * a router's link; a link to the page already shown replaces the history entry instead of adding one (as `replace`
 * asks of any).
 */
export function AppLink({ to, replace, onClick, ...props }: AppLinkProps) {
  const { pathname, navigate } = useNavigation();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensInPlace(event)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? to === pathname });
      }}
    />
  );
}
