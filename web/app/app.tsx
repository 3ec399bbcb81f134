import { createRouter, preparePage, Router } from '../lib/router';
import { Providers } from './providers';
import { routes } from './router';

export { navigate } from '../lib/router';

const router = createRouter(routes);

/** The app: its data cache and its router, which shows every page. */
export function App() {
  return (
    <Providers>
      <Router router={router} />
    </Providers>
  );
}

/** Loads the code of the page at `pathname`, so that the app, shown after it, draws that page at once. */
export const preparePageAt = (pathname: string) => preparePage(routes, pathname);
