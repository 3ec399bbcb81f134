import { createStore, get, update, type UseStore } from 'idb-keyval';
import { memoryOutboxStorage, type OutboxStorage, type QueuedEntry } from './quick-entry-outbox';

// The outbox lives in IndexedDB (database 'gigtally', store 'outbox'): it outlasts a closed tab, a reload and a
// phone restarting the browser, which localStorage would too, but IndexedDB is also readable from a service worker
// and is not cleared by the cookie banner's choices. Without IndexedDB (some private modes) it lives in memory.

let store: UseStore | undefined;
let fallback: OutboxStorage | undefined;

function idbStore(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('gigtally', 'outbox');
  return store;
}

export const browserOutboxStorage: OutboxStorage = {
  async read(key) {
    const idb = idbStore();
    if (!idb) return (fallback ??= memoryOutboxStorage()).read(key);
    return (await get<QueuedEntry[]>(key, idb)) ?? [];
  },
  async update(key, change) {
    const idb = idbStore();
    if (!idb) return (fallback ??= memoryOutboxStorage()).update(key, change);
    await update<QueuedEntry[]>(key, (entries) => change(entries ?? []), idb);
  },
};
