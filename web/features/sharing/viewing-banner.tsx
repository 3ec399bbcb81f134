import { Eye } from 'lucide';
import { sharingMessages } from '../../../core/sharing/sharing-rules';
import { Button } from '../../components/ui/button';
import { closeClientBooks } from './client-view';
import { useSharedClients } from './sharing-api';
import { Icon } from '../../components/ui/icon';

/**
 * Across the top of every page while a preparer reads a client's books: whose books, that they are read only, and the
 * way back to their own. Books no longer shared (revoked since the page opened) say so instead.
 */
export function ViewingBanner({ clientId }: { clientId: string }) {
  const clients = useSharedClients();
  const client = clients.data?.find((shared) => shared.id === clientId);
  const revoked = clients.isSuccess && client === undefined;
  return (
    <div
      role="region"
      aria-label="Whose books"
      className={`flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8 ${
        revoked ? 'bg-red-50 text-red-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon icon={Eye} className="h-4 w-4 shrink-0" />
        {revoked
          ? sharingMessages.clientNotShared
          : client
            ? sharingMessages.banner(client.name)
            : 'Viewing a client’s books — read only'}
      </p>
      <Button variant="secondary" className="py-1" onClick={() => closeClientBooks()}>
        Back to my books
      </Button>
    </div>
  );
}
