import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Item } from '../../../core/items';
import { apiFetch } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { invalidateItemData } from '../items/items-api';
import { useFormatters } from '../settings/use-preferences';
import { browserOutboxStorage } from './outbox-storage';
import {
  enqueue,
  outboxKey,
  offlineMessages,
  refusedMessage,
  syncOutbox,
  type OutboxStorage,
  type QueuedEntry,
  type RefusedEntry,
} from './quick-entry-outbox';

// The Quick Entry outbox in the page: how many entries wait and which were refused (one store per tab, shared by
// every component that shows them), putting one in, and sending them. Two hooks use it:
// - useOutboxSync, in the signed-in app's layout: sends the waiting entries when the app opens, when the browser
//   says it is back online and every 30 s while some wait, whichever page is shown;
// - useQuickEntryOutbox, in the Quick Entry form (the dashboard's, and the one the app shows when opened offline):
//   the waiting count, the refused entries, and putting an entry in.

const RETRY_EVERY_MS = 30_000;
const NO_REFUSALS: RefusedEntry[] = [];
const listeners = new Set<() => void>();
const counts = new Map<string, number>();
const refusals = new Map<string, RefusedEntry[]>();
/** How many Quick Entry forms of each user are showing: a refusal nobody sees there is told in a toast. */
const formsShowing = new Map<string, number>();
/** One run at a time per user in this tab; a request while one runs starts another after it. */
const running = new Map<string, Promise<void>>();

const notify = () => listeners.forEach((listener) => listener());
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function recount(storage: OutboxStorage, userId: string) {
  counts.set(userId, (await storage.read(outboxKey(userId))).length);
  notify();
}

/** Who the server says is signed in now: the outbox is sent only under its owner's session. */
async function signedInUserId(): Promise<string | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const session = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  if (!response.ok) return null;
  return session?.user?.id ?? null;
}

const sendEntry = (entry: QueuedEntry) =>
  apiFetch<Item>('/api/items', {
    method: 'POST',
    body: JSON.stringify({ ...entry.item, clientRequestId: entry.clientRequestId }),
  });

interface SyncRequest {
  storage: OutboxStorage;
  userId: string;
  queryClient: QueryClient;
  /** Told of refusals while no Quick Entry form of this user shows them. */
  onRefusedUnseen?: (refused: RefusedEntry[]) => void;
}

/** Sends `userId`'s waiting entries (after any run already going), then says what was added and refused. */
function syncNow({ storage, userId, queryClient, onRefusedUnseen }: SyncRequest): Promise<void> {
  const earlier = running.get(userId);
  const run = (async () => {
    await earlier?.catch(() => undefined);
    const report = await syncOutbox({
      storage,
      userId,
      send: sendEntry,
      stillSignedInAs: async (id) => (await signedInUserId().catch(() => null)) === id,
    });
    await recount(storage, userId);
    if (report.added > 0) toast.success(offlineMessages.synced(report.added));
    if (report.refused.length > 0) {
      refusals.set(userId, [...(refusals.get(userId) ?? []), ...report.refused]);
      notify();
      if (!formsShowing.get(userId)) onRefusedUnseen?.(report.refused);
    }
    if (report.added > 0 || report.refused.length > 0) await invalidateItemData(queryClient);
  })();
  running.set(userId, run);
  return run.finally(() => {
    if (running.get(userId) === run) running.delete(userId);
  });
}

const useWaiting = (userId: string) => useSyncExternalStore(subscribe, () => counts.get(userId) ?? 0);

/**
 * Sends the signed-in user's waiting entries from whichever page is open: when the app opens (a reload
 * once the connection returns included), when the browser is back online, and every 30 s while entries wait (a
 * connection that drops answers without the browser going offline fires no 'online' event).
 */
export function useOutboxSync(userId: string, storage: OutboxStorage = browserOutboxStorage) {
  const queryClient = useQueryClient();
  const formatters = useFormatters();
  const latestFormatters = useRef(formatters);
  useEffect(() => {
    latestFormatters.current = formatters;
  }, [formatters]);
  const waiting = useWaiting(userId);

  const sync = useCallback(
    () =>
      syncNow({
        storage,
        userId,
        queryClient,
        onRefusedUnseen: (refused) => {
          for (const entry of refused) toast.error(refusedMessage(entry, latestFormatters.current));
        },
      }).catch((error: unknown) => console.error('the waiting Quick Entry items could not be sent', error)),
    [queryClient, storage, userId],
  );

  useEffect(() => {
    void recount(storage, userId).then(() => {
      if (navigator.onLine) void sync();
    });
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [storage, sync, userId]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [sync, waiting]);
}

export interface RefusedNotice {
  id: string;
  message: string;
}

/** The Quick Entry form's side of the outbox: the waiting count, the refused entries, putting an entry in. */
export function useQuickEntryOutbox(userId: string, storage: OutboxStorage = browserOutboxStorage) {
  const queryClient = useQueryClient();
  const formatters = useFormatters();
  const waiting = useWaiting(userId);
  const refusedEntries = useSyncExternalStore(subscribe, () => refusals.get(userId) ?? NO_REFUSALS);

  useEffect(() => {
    formsShowing.set(userId, (formsShowing.get(userId) ?? 0) + 1);
    void recount(storage, userId);
    return () => {
      formsShowing.set(userId, (formsShowing.get(userId) ?? 1) - 1);
    };
  }, [storage, userId]);

  /** Sends the waiting entries now (say, once an entry got through: the connection works). */
  const sync = useCallback(() => syncNow({ storage, userId, queryClient }), [queryClient, storage, userId]);

  const add = useCallback(
    async (entry: QueuedEntry) => {
      await enqueue(storage, userId, entry);
      await recount(storage, userId);
    },
    [storage, userId],
  );

  const dismiss = useCallback(
    (id: string) => {
      refusals.set(
        userId,
        (refusals.get(userId) ?? []).filter(({ entry }) => entry.clientRequestId !== id),
      );
      notify();
    },
    [userId],
  );

  const refused: RefusedNotice[] = refusedEntries.map((notice) => ({
    id: notice.entry.clientRequestId,
    message: refusedMessage(notice, formatters),
  }));

  return { waiting, add, sync, refused, dismiss };
}

/** Rendered by the signed-in app's layout: the signed-in user's waiting entries go out from any page. */
export function OutboxSync({ userId }: { userId: string }) {
  useOutboxSync(userId);
  return null;
}
