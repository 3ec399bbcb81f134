import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FILES_IN_FLIGHT_PER_PERSON, offThreadMessages } from '../../core/off-thread-messages';
import { ApiError } from '../http/api-error';
import { OffThreadLimitError, OffThreadPool, type OffThreadPoolOptions } from './off-thread-pool';

// The shape every heavy task runs in (off-thread-pool.ts), with a worker module of test tasks (testing/test-worker-source.mjs):
// deadlines and memory limits end a thread, the next task starts on a new thread at once, one person's files in flight
// are capped, and a full queue says busy.

const overLimit = { code: 'validation-failed', message: 'over the limit' } as const;
const pools: OffThreadPool<unknown, unknown>[] = [];

function testPool(options: Partial<OffThreadPoolOptions> = {}) {
  const pool = new OffThreadPool<unknown, unknown>({
    worker: 'test-worker',
    importMetaUrl: new URL('./testing/', import.meta.url).href,
    maxThreads: 1,
    maxWaiting: 4,
    deadlineMs: 60_000,
    memoryMb: 64,
    busyMessage: 'busy',
    overLimit,
    ...options,
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** What a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('OffThreadPool', () => {
  it('ends a task at its deadline, and the task waiting behind it starts on a new thread at once', async () => {
    const pool = testPool({ deadlineMs: 1_500 });
    const first = await pool.run(undefined, { name: 'threadIdTask' });
    // The only thread spins; the next task waits for it, with nothing else sent to the pool.
    const spinning = refusal(pool.run(undefined, { name: 'spinTask' }));
    const waiting = pool.run(undefined, { name: 'threadIdTask', deadlineMs: 60_000 });
    expect(pool.waitingCount).toBe(1);
    const ended = await spinning;
    expect(ended).toBeInstanceOf(OffThreadLimitError);
    expect(ended).toMatchObject({ limit: 'time', code: 'validation-failed', message: 'over the limit' });
    // Answered by a new thread, long before the waiting task's own 60 s deadline.
    const replacement = await waiting;
    expect(replacement).not.toBe(first);
    expect(pool.threadCount).toBe(1);
    expect(await pool.run(undefined, { name: 'threadIdTask' })).toBe(replacement);
  }, 30_000);

  it('listens to its threads once, however many tasks it runs', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const pool = testPool();
      for (let task = 0; task < 15; task++) await pool.run(undefined, { name: 'threadIdTask' });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  }, 30_000);

  it('ends a thread that takes more than its memory, and the next task runs on a new one', async () => {
    const pool = testPool({ memoryMb: 32 });
    const first = await pool.run(undefined, { name: 'threadIdTask' });
    const hoarding = refusal(pool.run(undefined, { name: 'hoardTask' }));
    const waiting = pool.run(undefined, { name: 'threadIdTask' });
    expect(await hoarding).toMatchObject({ limit: 'memory', message: 'over the limit' });
    expect(await waiting).not.toBe(first);
  }, 30_000);

  it(`lets one person have ${MAX_FILES_IN_FLIGHT_PER_PERSON} files in flight across pools; others go on`, async () => {
    const statements = testPool({ maxThreads: 2 });
    const receipts = testPool({ maxThreads: 2 });
    const first = statements.run(1_000, { name: 'waitTask', personId: 'ann' });
    const second = receipts.run(1_000, { name: 'waitTask', personId: 'ann' });
    const third = await refusal(statements.run(1, { name: 'waitTask', personId: 'ann' }));
    expect(third).toBeInstanceOf(ApiError);
    expect(third).toMatchObject({ code: 'rate-limited', message: offThreadMessages.personBusy });
    expect(offThreadMessages.personBusy).toBe('You have 2 files being read; wait for them to finish');
    // Someone else's file is read meanwhile.
    await expect(statements.run(1, { name: 'waitTask', personId: 'bob' })).resolves.toEqual(
      expect.any(Number),
    );
    await Promise.all([first, second]);
    // Once they are done, the person may send more.
    await expect(statements.run(1, { name: 'waitTask', personId: 'ann' })).resolves.toEqual(
      expect.any(Number),
    );
  }, 30_000);

  it('says busy with its queue full, and frees the person’s place of a refused task', async () => {
    const pool = testPool({ maxWaiting: 1 });
    const running = pool.run(500, { name: 'waitTask' });
    const waiting = pool.run(1, { name: 'waitTask' });
    const busy = await refusal(pool.run(1, { name: 'waitTask', personId: 'cat' }));
    expect(busy).toMatchObject({ code: 'unavailable', message: 'busy' });
    await Promise.all([running, waiting]);
    await expect(pool.run(1, { name: 'waitTask', personId: 'cat' })).resolves.toEqual(expect.any(Number));
  }, 30_000);
});
