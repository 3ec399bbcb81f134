import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankConnectionView, SyncSummary } from '../../core/bank';
import { SIMPLEFIN_MAX_RESPONSE_BYTES } from '../bank/simplefin-provider';
import {
  expectHealthAnsweredThroughout,
  postJson,
  serverProcessForFile,
  signedInCookie,
  whileCheckingHealth,
} from '../testing/event-loop-watch';
import { busyAccountTransactions } from '../testing/simplefin-large-answer';
import { startSimpleFinStandIn, type SimpleFinStandIn } from '../testing/simplefin-stand-in';

// Heavy work runs off the event loop, so no request can stall another (docs/architecture.md,
// "Work off the event loop"). A real server process syncs a SimpleFIN connection whose answer is about 20 MB
// of JSON (100,000 transactions) while another client checks /api/health again and again; every check answers
// within 200 ms (LONGEST_CHECK_MS in server/testing/event-loop-watch.ts, as for a statement file). The answer
// is parsed, checked and mapped on a worker thread, and its transactions come back packed and are rebuilt a
// slice at a time. With JSON.parse, the schema and the mapping on the event loop (before) a check waited 685
// ms on a busy 2-core machine; with the reading off the loop but its transactions sent back as lists of
// 100,000 strings and copied through a Map on the loop, 237-556 ms; now 60-156 ms (four runs).
const TRANSACTIONS = 100_000;
/** Of those, posted (and so brought in as items); the rest are pending, which a sync reads and leaves for later. */
const POSTED = 10;
/** A sync that brings every one of its transactions as an item: each step over them goes in turns. */
const ALL_POSTED = 120_000;

let bridge: SimpleFinStandIn;
// Registered before the server's hooks: the stand-in starts first (the server is told its host) and closes last.
beforeAll(async () => {
  bridge = await startSimpleFinStandIn();
});
afterAll(async () => {
  await bridge?.close();
});
const server = serverProcessForFile('bank-event-loop', () => ({ SIMPLEFIN_ALLOWED_HOSTS: bridge.host }));

/**
 * A new Pro person (connecting a bank is Pro) with a SimpleFIN checking account connected, still empty. Connecting
 * reads the accounts (balances only) on the worker threads, so they are started before any timing.
 */
async function connectedPerson(name: string, email: string) {
  const cookie = await signedInCookie(server, { name, email, password: 'correct horse' }, { pro: true });
  const { setupToken, user } = bridge.createSetupToken([
    { id: 'ACT-checking', name: 'Total Checking (…1234)', org: { name: 'Chase' }, transactions: [] },
  ]);
  const connect = await postJson(
    server,
    '/api/bank/connections',
    { provider: 'simplefin', setupToken },
    cookie,
  );
  expect(connect.status).toBe(201);
  return { cookie, user, connection: (await connect.json()) as BankConnectionView };
}

describe('a sync of a 20 MB SimpleFIN answer', () => {
  it('keeps answering /api/health while the answer is read, and syncs it', async () => {
    const { cookie, user, connection } = await connectedPerson('Sam Sync', 'sam.sync@example.com');

    user.accounts[0]!.transactions.push(
      ...busyAccountTransactions(TRANSACTIONS, { now: Math.floor(Date.now() / 1000), posted: POSTED }),
    );
    const answerBytes = Buffer.byteLength(JSON.stringify(user.accounts));
    expect(answerBytes).toBeGreaterThan(20_000_000);
    expect(answerBytes).toBeLessThan(SIMPLEFIN_MAX_RESPONSE_BYTES);

    const syncing = await whileCheckingHealth(server, () =>
      postJson(server, `/api/bank/connections/${connection.id}/sync`, {}, cookie),
    );

    const sync = syncing.answer;
    expect(sync.status, await sync.clone().text()).toBe(200);
    expect((await sync.json()) as SyncSummary).toEqual({ added: POSTED, skipped: 0 });
    // One request for the 90 days, pending transactions included, answered 200.
    expect(bridge.requests.at(-1)).toMatchObject({ path: '/simplefin/accounts', status: 200 });
    expectHealthAnsweredThroughout(syncing, 'sync');
  }, 120_000);

  it(`keeps answering /api/health while ${ALL_POSTED.toLocaleString('en-US')} posted transactions become items`, async () => {
    const { cookie, user, connection } = await connectedPerson('Pat Posted', 'pat.posted@example.com');
    user.accounts[0]!.transactions.push(
      ...busyAccountTransactions(ALL_POSTED, { now: Math.floor(Date.now() / 1000), posted: ALL_POSTED }),
    );
    expect(Buffer.byteLength(JSON.stringify(user.accounts))).toBeLessThan(SIMPLEFIN_MAX_RESPONSE_BYTES);

    const syncing = await whileCheckingHealth(server, () =>
      postJson(server, `/api/bank/connections/${connection.id}/sync`, {}, cookie),
    );

    expect(syncing.answer.status, await syncing.answer.clone().text()).toBe(200);
    expect((await syncing.answer.json()) as SyncSummary).toEqual({ added: ALL_POSTED, skipped: 0 });
    expectHealthAnsweredThroughout(syncing, 'sync of posted transactions');
  }, 240_000);
});
