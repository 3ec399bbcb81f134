import { setImmediate } from 'node:timers/promises';

/** Lets the event loop answer what is waiting (I/O, timers) before going on. */
export const nextTurn = () => setImmediate();

/** Rows handled in one turn of the event loop: a few milliseconds of work for the row-by-row steps of an import. */
export const ROWS_PER_TURN = 2_000;

/**
 * `items.map(map)` a slice at a time, each slice its own turn of the event loop, so that a 120,000-row import's
 * row-by-row work never holds other requests for more than a few milliseconds.
 */
export async function mapInTurns<Item, Result>(
  items: readonly Item[],
  map: (item: Item, index: number) => Result,
  perTurn = ROWS_PER_TURN,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length);
  await forEachInTurns(items, (item, index) => (results[index] = map(item, index)), perTurn);
  return results;
}

/** `items.forEach(visit)` a slice at a time, each slice its own turn of the event loop, as mapInTurns. */
export async function forEachInTurns<Item>(
  items: readonly Item[],
  visit: (item: Item, index: number) => void,
  perTurn = ROWS_PER_TURN,
): Promise<void> {
  for (let from = 0; from < items.length; from += perTurn) {
    if (from > 0) await nextTurn();
    const to = Math.min(items.length, from + perTurn);
    for (let index = from; index < to; index++) visit(items[index]!, index);
  }
}
