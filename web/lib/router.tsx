import {
  Component,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { navigate as changeHistory } from 'wouter/use-browser-location';
import { AppLink } from './navigation';

// The app's router. react-router 7 was 28 KB of the signed-in first load's JS (gzipped, 21 KB of it never
// run: Lighthouse's "unused JavaScript"), on the critical path of every page on a slow phone. GigTally's routes are a
// fixed table of paths, each a lazily loaded page inside a layout; wouter moves through history and announces each
// move (its pushState and replaceState events), and this file draws the table: the layouts, the page at <Outlet />,
// the page before it while the next one's code loads, and the error screen when a page fails.

/** The parts of the address a page reads. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to a path of the app, or a number of steps through history (-1: back). */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export const navigate: NavigateFunction = (to, options) => {
  if (typeof to === 'number') history.go(to);
  else changeHistory(to, { replace: options?.replace ?? false });
};

/** A part of a route whose code is loaded the first time it is drawn, and kept. */
export class LazyPart {
  loaded: ComponentType | undefined;
  private loading: Promise<ComponentType> | undefined;

  constructor(private readonly load: () => Promise<ComponentType>) {}

  start(): Promise<ComponentType> {
    this.loading ??= this.load().then(
      (loaded) => (this.loaded = loaded),
      (error: unknown) => {
        // A later visit tries again (say, the network is back).
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

export const lazyPart = (load: () => Promise<ComponentType>) => new LazyPart(load);

/** What a path draws: layouts from the outside in, the page last; each part is drawn at its parent's <Outlet />. */
export interface RouteMatch {
  parts: (ComponentType | LazyPart)[];
  params: Record<string, string>;
}

export interface Routes {
  /** Drawn around every page. */
  root: ComponentType;
  /** Drawn instead of everything when a page fails (useRouteError tells it why). */
  error: ComponentType;
  /** Drawn while the first page's code loads. */
  fallback: ReactNode;
  match: (pathname: string) => RouteMatch;
}

const loadedParts = (match: RouteMatch) =>
  match.parts.map((part) => (part instanceof LazyPart ? part.loaded : part));

/** Loads the code of the page at `pathname` (and of its layouts), so that going there draws it at once. */
export async function preparePage(routes: Routes, pathname: string): Promise<void> {
  const lazyParts = routes.match(pathname).parts.filter((part) => part instanceof LazyPart);
  await Promise.all(lazyParts.map((part) => part.start()));
}

interface Place {
  location: Location;
  params: Record<string, string>;
}

const PlaceContext = createContext<Place | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('a page of the app needs the <Router> above it');
  return place;
}

/** The address of the page drawn (while the next page's code loads, still the one before it). */
export const useLocation = (): Location => usePlace().location;

export const useParams = (): Record<string, string | undefined> => usePlace().params;

export const useNavigate = (): NavigateFunction => navigate;

/** Why the page failed, in the routes' error screen. */
export const useRouteError = (): unknown => useContext(ErrorContext);

/** Where a layout draws its page. */
export const Outlet = () => <>{useContext(OutletContext)}</>;

type SearchParamsInit = URLSearchParams | Record<string, string>;

/** Writes the query of the current address; a function receives the query as it is now. */
export function setSearchParams(
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
): void {
  const chosen = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
  const query = new URLSearchParams(chosen).toString();
  navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
}

export function useSearchParams(): [URLSearchParams, typeof setSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search]), setSearchParams];
}

/** Goes to `to` once drawn (a page that cannot be shown sends its visitor elsewhere). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

export { AppLink as Link };

type NavLinkProps = Omit<Parameters<typeof AppLink>[0], 'className'> & {
  /** Active on `to` alone, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows when its page is the one shown: aria-current="page" and the active look. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const isActive = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <AppLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

interface ErrorBoundaryProps {
  /** The address drawn: going elsewhere clears the error. */
  at: string;
  screen: ComponentType;
  children: ReactNode;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, { error?: unknown; at?: string }> {
  override state: { error?: unknown; at?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error?: unknown; at?: string }) {
    return props.at === state.at ? null : { error: undefined, at: props.at };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const Screen = this.props.screen;
    return (
      <ErrorContext.Provider value={error}>
        <Screen />
      </ErrorContext.Provider>
    );
  }
}

interface Drawn {
  place: Place;
  parts: ComponentType[];
}

/** What the router shows: a page (with the parts around it), why it failed, or nothing yet. */
type Shown = { drawn: Drawn } | { error: unknown } | undefined;

function drawnAt(routes: Routes, location: Location): Drawn | undefined {
  const match = routes.match(location.pathname);
  const parts = loadedParts(match);
  if (!parts.every((part) => part !== undefined)) return undefined;
  return { place: { location, params: match.params }, parts };
}

// wouter/use-browser-location sends these for its pushState and replaceState, the browser the others.
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'];

export interface AppRouter {
  routes: Routes;
  subscribe: (listener: () => void) => () => void;
  shown: () => Shown;
}

/**
 * Follows the browser's address: the page there is shown at once when its code is loaded, else once it is (the page
 * before it stays meanwhile, and only the latest address is shown).
 */
export function createRouter(routes: Routes): AppRouter {
  let shown: Shown;
  let latest = 0;
  const listeners = new Set<() => void>();
  const show = (next: Shown) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  const follow = () => {
    const at = ++latest;
    const { pathname, search, hash } = window.location;
    const here = { pathname, search, hash };
    const ready = drawnAt(routes, here);
    if (ready) return show({ drawn: ready });
    preparePage(routes, pathname).then(
      () => at === latest && show({ drawn: drawnAt(routes, here)! }),
      (error: unknown) => at === latest && show({ error }),
    );
  };
  return {
    routes,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        for (const event of ADDRESS_EVENTS) window.addEventListener(event, follow);
        follow();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const event of ADDRESS_EVENTS) window.removeEventListener(event, follow);
      };
    },
    shown: () => shown,
  };
}

/** Draws the page at the browser's address, inside its layouts. */
export function Router({ router }: { router: AppRouter }) {
  const shown = useSyncExternalStore(router.subscribe, router.shown);
  const { routes } = router;
  const page = useMemo(
    () =>
      shown && 'drawn' in shown
        ? [routes.root, ...shown.drawn.parts].reduceRight<ReactNode>(
            (inner, Part) => (
              <OutletContext.Provider value={inner}>
                <Part />
              </OutletContext.Provider>
            ),
            null,
          )
        : null,
    [routes, shown],
  );
  if (!shown) return routes.fallback;
  if ('error' in shown) {
    const ErrorScreen = routes.error;
    return (
      <ErrorContext.Provider value={shown.error}>
        <ErrorScreen />
      </ErrorContext.Provider>
    );
  }
  const { place } = shown.drawn;
  return (
    <ErrorBoundary at={place.location.pathname + place.location.search} screen={routes.error}>
      <PlaceContext.Provider value={place}>{page}</PlaceContext.Provider>
    </ErrorBoundary>
  );
}
