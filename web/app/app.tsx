import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

/** The app: its data cache and its router, which shows every page. */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

export { router };
