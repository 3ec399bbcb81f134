import { describe, expect, it } from 'vitest';
import { forEachInTurns, mapInTurns } from './in-turns';

/** Counts how many times a timer set before the work got to run while it went on. */
async function turnsTaken(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    ticks += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return ticks;
}

describe('work in turns of the event loop', () => {
  const rows = Array.from({ length: 10 }, (_, index) => index);

  it('maps every item in order, in slices of perTurn, letting the loop run between slices', async () => {
    let mapped: number[] = [];
    const ticks = await turnsTaken(async () => {
      mapped = await mapInTurns(rows, (row, index) => row * 10 + index, 3);
    });
    expect(mapped).toEqual([0, 11, 22, 33, 44, 55, 66, 77, 88, 99]);
    // Four slices (3, 3, 3, 1): three turns given up between them.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('visits every item in order, in slices of perTurn, letting the loop run between slices', async () => {
    const seen: [number, number][] = [];
    const ticks = await turnsTaken(() => forEachInTurns(rows, (row, index) => seen.push([row, index]), 4));
    expect(seen).toEqual(rows.map((row) => [row, row]));
    expect(ticks).toBeGreaterThanOrEqual(2);
  });

  it('gives up no turn for an empty list or one slice', async () => {
    expect(await turnsTaken(() => forEachInTurns([], () => undefined))).toBe(0);
    expect(await mapInTurns([1, 2], (row) => row + 1)).toEqual([2, 3]);
  });
});
