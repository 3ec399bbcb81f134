import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSignedOut } from '../features/auth/session';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Cached answers belong to the user who was signed in: they go when that user signs out or is deleted.
onSignedOut(() => queryClient.clear());

/** The app's data cache. Toasts have a root of their own (web/lib/toast-host.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
