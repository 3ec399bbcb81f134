import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Item } from '../../../core/items';
import { apiFetch } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { invalidateItemData } from '../items/items-api';
import { useFormatters } from '../settings/use-preferences';
import { browserOutboxStorage } from './outbox-storage';
import {
  enqueue,
  offlineMessages,
  outboxKey,
  syncOutbox,
  type OutboxStorage,
  type QueuedEntry,
  type RefusedEntry,
} from './quick-entry-outbox';

// The Quick Entry form's outbox: how many entries wait, putting one in, and sending them when the browser says it
// is back online and when the dashboard opens (an app started offline sends them on its next start).

const RETRY_EVERY_MS = 30_000;
const listeners = new Set<() => void>();
const counts = new Map<string, number>();
const notify = () => listeners.forEach((listener) => listener());
/** One run at a time per user in this tab; a request while one runs starts another after it. */
const running = new Map<string, Promise<void>>();

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
  if (!response.ok) return null;
  const session = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  return session?.user?.id ?? null;
}

const sendEntry = (entry: QueuedEntry) =>
  apiFetch<Item>('/api/items', {
    method: 'POST',
    body: JSON.stringify({ ...entry.item, clientRequestId: entry.clientRequestId }),
  });

export interface RefusedNotice {
  id: string;
  message: string;
}

export function useQuickEntryOutbox(userId: string, storage: OutboxStorage = browserOutboxStorage) {
  const queryClient = useQueryClient();
  const { money, date } = useFormatters();
  const [refusedEntries, setRefused] = useState<RefusedEntry[]>([]);

  const waiting = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => counts.get(userId) ?? 0,
  );

  const sync = useCallback(async () => {
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
      if (report.refused.length > 0) setRefused((earlier) => [...earlier, ...report.refused]);
      if (report.added > 0 || report.refused.length > 0) await invalidateItemData(queryClient);
    })();
    running.set(userId, run);
    try {
      await run;
    } finally {
      if (running.get(userId) === run) running.delete(userId);
    }
  }, [queryClient, storage, userId]);

  useEffect(() => {
    void recount(storage, userId).then(() => {
      if (navigator.onLine) void sync();
    });
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [storage, sync, userId]);

  // A connection that drops answers without the browser ever going offline fires no 'online' event: while
  // entries wait, they are tried again now and then.
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [sync, waiting]);

  const add = useCallback(
    async (entry: QueuedEntry) => {
      await enqueue(storage, userId, entry);
      await recount(storage, userId);
    },
    [storage, userId],
  );

  const dismiss = useCallback(
    (id: string) => setRefused((notices) => notices.filter(({ entry }) => entry.clientRequestId !== id)),
    [],
  );
  // Said the signed-in user's way (currency, date format): 'Fuel, $12.50, 11/22/2026'.
  const refused: RefusedNotice[] = refusedEntries.map(({ entry, reason }) => ({
    id: entry.clientRequestId,
    message: offlineMessages.refused(
      `${entry.item.category}, ${money(entry.item.amount)}, ${date(entry.item.date)}`,
      reason,
    ),
  }));

  return { waiting, add, sync, refused, dismiss };
}
