import { OfflineQuickEntryForm } from '../features/dashboard/quick-entry-form';
import { Providers } from './providers';

// Loaded by the screen of the app opened without a connection (startup-screens.tsx) when this device
// remembers who last signed in; the service worker keeps this chunk with the rest of the app's files. The form
// needs the data cache (it is the dashboard's own form), not the router.

export default function OfflineQuickEntry({ userId }: { userId: string }) {
  return (
    <Providers>
      <OfflineQuickEntryForm userId={userId} />
    </Providers>
  );
}
