import { describe, expect, it, vi } from 'vitest';
import { defaultFormatters, formattersFor } from '../../../core/format';
import { ApiRequestError, networkErrorMessage } from '../../lib/api';
import {
  clearOutbox,
  enqueue,
  memoryOutboxStorage,
  newClientRequestId,
  offlineMessages,
  outboxKey,
  outcomeOfFailure,
  refusedMessage,
  wentUnanswered,
  syncOutbox,
  type QueuedEntry,
} from './quick-entry-outbox';

const entry = (n: number, category = 'Fuel'): QueuedEntry => ({
  clientRequestId: `00000000-0000-4000-8000-00000000000${n}`,
  item: {
    type: 'expense',
    category,
    amount: 10 + n,
    date: '2026-03-0' + n,
    description: `${category} - 2026-03-0${n}`,
    tags: [],
  },
  queuedAt: `2026-03-0${n}T12:00:00.000Z`,
});

const networkError = () => new ApiRequestError(0, 'network', networkErrorMessage);
const signedIn = () => Promise.resolve(true);

async function outboxWith(userId: string, entries: QueuedEntry[]) {
  const storage = memoryOutboxStorage();
  for (const queued of entries) await enqueue(storage, userId, queued);
  return storage;
}

describe('the quick-entry outbox', () => {
  it('keeps each user’s entries apart', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(2)]);
    await enqueue(storage, 'bob', entry(3));
    expect((await storage.read(outboxKey('alice'))).map((e) => e.item.amount)).toEqual([11, 12]);
    expect((await storage.read(outboxKey('bob'))).map((e) => e.item.amount)).toEqual([13]);
  });

  it('puts an entry in once, however often it is queued', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(1)]);
    expect(await storage.read(outboxKey('alice'))).toHaveLength(1);
  });

  it('sends every entry once, oldest first, with its client request id, and empties the outbox', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(2), entry(3)]);
    const send = vi.fn((_: QueuedEntry) => Promise.resolve());
    const report = await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn });
    expect(send.mock.calls.map(([sent]) => sent.clientRequestId)).toEqual([
      entry(1).clientRequestId,
      entry(2).clientRequestId,
      entry(3).clientRequestId,
    ]);
    expect(report).toEqual({ added: 3, refused: [], remaining: 0, signedOut: false });
    expect(await storage.read(outboxKey('alice'))).toEqual([]);
  });

  it('keeps the entry that met no connection and every later one, in order', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(2), entry(3)]);
    const send = vi.fn((sent: QueuedEntry) =>
      sent.clientRequestId === entry(2).clientRequestId ? Promise.reject(networkError()) : Promise.resolve(),
    );
    const report = await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn });
    expect(send).toHaveBeenCalledTimes(2);
    expect(report).toMatchObject({ added: 1, remaining: 2, signedOut: false });
    expect((await storage.read(outboxKey('alice'))).map((e) => e.clientRequestId)).toEqual([
      entry(2).clientRequestId,
      entry(3).clientRequestId,
    ]);
  });

  it('sends an entry whose answer was lost again with the same id, so the server adds it once', async () => {
    const storage = await outboxWith('alice', [entry(1)]);
    const added = new Set<string>();
    let answers = 0;
    // The server adds the entry, but its first answer never arrives.
    const send = (sent: QueuedEntry) => {
      added.add(sent.clientRequestId);
      answers += 1;
      return answers === 1 ? Promise.reject(networkError()) : Promise.resolve();
    };
    expect(await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn })).toMatchObject({
      added: 0,
      remaining: 1,
    });
    expect(await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn })).toMatchObject({
      added: 1,
      remaining: 0,
    });
    expect([...added]).toEqual([entry(1).clientRequestId]);
  });

  it('drops an entry the server refuses (4xx) with the reason, and goes on with the next', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(2)]);
    const limit = new ApiRequestError(
      402,
      'subscription-limit-reached',
      'You have reached the limit for your current subscription plan.',
    );
    const send = (sent: QueuedEntry) =>
      sent.clientRequestId === entry(1).clientRequestId ? Promise.reject(limit) : Promise.resolve();
    const report = await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn });
    expect(report.added).toBe(1);
    expect(report.refused).toEqual([
      { entry: entry(1), reason: 'You have reached the limit for your current subscription plan.' },
    ]);
    expect(await storage.read(outboxKey('alice'))).toEqual([]);
  });

  it('sends nothing when another person is signed in now, and keeps the entries', async () => {
    const storage = await outboxWith('alice', [entry(1)]);
    const send = vi.fn(() => Promise.resolve());
    const report = await syncOutbox({
      storage,
      userId: 'alice',
      send,
      stillSignedInAs: (id) => Promise.resolve(id === 'bob'),
    });
    expect(send).not.toHaveBeenCalled();
    expect(report).toMatchObject({ added: 0, remaining: 1, signedOut: true });
  });

  it('keeps the entries when the session has ended (401): they are sent after signing in again', async () => {
    const storage = await outboxWith('alice', [entry(1)]);
    const send = () => Promise.reject(new ApiRequestError(401, 'unauthorized', 'Please sign in.'));
    const report = await syncOutbox({ storage, userId: 'alice', send, stillSignedInAs: signedIn });
    expect(report).toMatchObject({ remaining: 1, signedOut: true });
  });

  it('asks nothing of the server when nothing waits', async () => {
    const stillSignedInAs = vi.fn(signedIn);
    const report = await syncOutbox({
      storage: memoryOutboxStorage(),
      userId: 'alice',
      send: () => Promise.resolve(),
      stillSignedInAs,
    });
    expect(report.remaining).toBe(0);
    expect(stillSignedInAs).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('an unanswered Quick Entry waits on the device; an answer, even a failure, does not', () => {
    expect(wentUnanswered(networkError())).toBe(true);
    expect(wentUnanswered(new ApiRequestError(503, 'unavailable', 'Down'))).toBe(false);
    expect(wentUnanswered(new ApiRequestError(402, 'subscription-limit-reached', 'Limit'))).toBe(false);
    expect(wentUnanswered(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('a waiting entry is tried again after no answer, a server failure, a timeout or too many requests', () => {
    for (const error of [
      networkError(),
      new TypeError('Failed to fetch'),
      new ApiRequestError(503, 'unavailable', 'Down'),
      new ApiRequestError(429, 'rate-limited', 'Slow down'),
      new ApiRequestError(408, 'timeout', 'Timeout'),
    ]) {
      expect(outcomeOfFailure(error)).toEqual({ kind: 'retry', signedOut: false });
    }
    expect(outcomeOfFailure(new ApiRequestError(402, 'subscription-limit-reached', 'Limit'))).toEqual({
      kind: 'refused',
      reason: 'You have reached the limit for your current subscription plan.',
    });
  });

  it('gives the field messages of a validation failure as the reason', () => {
    const refused = outcomeOfFailure(
      new ApiRequestError(400, 'validation-failed', 'Some fields are not valid.', {
        amount: 'Amount must be greater than zero',
      }),
    );
    expect(refused).toEqual({ kind: 'refused', reason: 'Amount must be greater than zero' });
  });
});

describe('messages', () => {
  it('says how many entries wait, and what became of them', () => {
    expect(offlineMessages.waiting(1)).toBe('1 entry waiting to sync');
    expect(offlineMessages.waiting(3)).toBe('3 entries waiting to sync');
    expect(offlineMessages.waitingDetail(1)).toBe(
      'Saved on this device. It will be sent when you are back online.',
    );
    expect(offlineMessages.waitingDetail(3)).toBe(
      'Saved on this device. They will be sent when you are back online.',
    );
    expect(offlineMessages.notSaved).toBe(
      'No connection, and the entry could not be saved on this device. Please try again.',
    );
    expect(offlineMessages.savedOnDevice).toBe(
      'No connection: the entry is saved on this device and will be sent when you are back online.',
    );
    expect(offlineMessages.synced(1)).toBe('Your offline entry has been added.');
    expect(offlineMessages.synced(2)).toBe('Your 2 offline entries have been added.');
    expect(offlineMessages.refused('Fuel, $12.50, 03/01/2026', 'Too much.')).toBe(
      'Your offline entry (Fuel, $12.50, 03/01/2026) could not be added: Too much.',
    );
  });
});

describe('client request ids', () => {
  it('are UUIDs, different every time', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ids = new Set(Array.from({ length: 50 }, newClientRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  });

  it('are UUIDs without crypto.randomUUID (a page that is not a secure context)', () => {
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientRequestId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')).toEqual(original);
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('an account deleted', () => {
  it('takes its waiting entries off the device, and no one else’s', async () => {
    const storage = await outboxWith('alice', [entry(1), entry(2)]);
    await enqueue(storage, 'bob', entry(3));
    await clearOutbox(storage, 'alice');
    expect(await storage.read(outboxKey('alice'))).toEqual([]);
    expect(await storage.read(outboxKey('bob'))).toHaveLength(1);
  });
});

describe('a refused offline entry', () => {
  const refused = { entry: entry(2, 'Supplies'), reason: 'You have reached the limit.' };

  it('is named by its category, amount and date, the signed-in user’s way', () => {
    expect(refusedMessage(refused, defaultFormatters)).toBe(
      'Your offline entry (Supplies, $12.00, 03/02/2026) could not be added: You have reached the limit.',
    );
    expect(refusedMessage(refused, formattersFor({ currency: 'EUR', dateFormat: 'YYYY-MM-DD' }))).toBe(
      'Your offline entry (Supplies, €12.00, 2026-03-02) could not be added: You have reached the limit.',
    );
  });
});
