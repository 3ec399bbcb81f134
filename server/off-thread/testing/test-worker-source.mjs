// A worker module for the tests of OffThreadPool (off-thread-pool.api.test.ts), found as OffThreadPool finds a worker run from the sources: tasks that end, that never end, and
// that take more memory than a thread may have. Plain JavaScript, so that it loads on a thread without tsx.
import { threadId } from 'node:worker_threads';

/** The thread's id, to tell a new thread from an old one. */
export function threadIdTask() {
  return threadId;
}

/** Answers after `ms` milliseconds, its thread free meanwhile. */
export async function waitTask(ms) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return threadId;
}

/** Never ends: the thread is busy until it is ended. */
export function spinTask() {
  for (;;) {
    // busy
  }
}

/** Keeps taking memory (V8's heap) until the thread's limit ends it. */
export function hoardTask() {
  const kept = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
}
