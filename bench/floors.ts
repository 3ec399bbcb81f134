import type { Latency } from './measure';

// An absolute budget in milliseconds flips with the load of a shared machine: the same code measured 7.90 and 10.85 ms
// an hour apart. So each budgeted endpoint is held to a floor measured in the same run, beside it: what no server can
// go under for that request on that machine at that moment. The floor is the endpoint's own SQL (the statements one
// request sends, through the same driver and connection as the app) plus a bare `node:http` server sending the
// endpoint's very gzipped bytes to the same client code. Load that slows the endpoint slows its floor alike.

/** The endpoint's median may take at most this many times its floor's. */
export const MAX_FLOOR_RATIO = 2;
/** Rounds of each side; each figure is the median of the rounds' medians, so that one unlucky round does not decide. */
export const ROUNDS = 5;

/** What a budgeted endpoint took and what its floor took, each the median of the rounds' p50s (ms). */
export interface FloorTiming {
  name: string;
  /** Its own SQL alone. */
  ownSql: number;
  /** The bare `node:http` server answering with the endpoint's gzipped bytes. */
  bareHttp: number;
  /** The endpoint itself. */
  figure: number;
  /** The gzipped body the bare server sends (bytes), as the endpoint sent it. */
  bodyBytes: number;
  /** Each round's p50, in the order they ran, for reading the spread. */
  rounds: { ownSql: number[]; bareHttp: number[]; figure: number[] };
}

/** The middle value; the mean of the two middle values of an even count. */
export function medianOf(values: number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the rounds' p50s. */
export const medianOfRounds = (rounds: Latency[]) => medianOf(rounds.map((round) => round.p50));

/** The round whose p50 is the median of the rounds' (the lower middle one of an even count), whole. */
export function medianRound(rounds: Latency[]): Latency {
  const sorted = [...rounds].sort((a, b) => a.p50 - b.p50);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export const floorOf = (timing: Pick<FloorTiming, 'ownSql' | 'bareHttp'>) => timing.ownSql + timing.bareHttp;

/** The endpoint over its floor. */
export const floorRatio = (timing: Pick<FloorTiming, 'ownSql' | 'bareHttp' | 'figure'>) =>
  timing.figure / floorOf(timing);

export const floorMet = (timing: FloorTiming) => floorRatio(timing) <= MAX_FLOOR_RATIO;

/** Which part of the floor the endpoint's time is furthest from: where a missed ratio's time goes. */
function whyMissed(timing: FloorTiming): string {
  const over = timing.figure - floorOf(timing);
  return `${ms(over)} ms over its floor is the app's own work beyond its SQL's ${ms(timing.ownSql)} ms and the transport's ${ms(timing.bareHttp)} ms (routing, the session, planning the statements it does not prepare, mapping rows, JSON, gzip)`;
}

const ms = (value: number) => value.toFixed(2);

/** One line per budgeted endpoint over its ratio, or with no floor measured. */
export function floorMisses(label: string, floors: FloorTiming[], budgeted: readonly string[]): string[] {
  const misses: string[] = [];
  for (const name of budgeted) {
    const timing = floors.find((each) => each.name === name);
    if (!timing) misses.push(`${label}: ${name} has no floor measured`);
    else if (!floorMet(timing))
      misses.push(
        `${label}: ${name} takes ${floorRatio(timing).toFixed(2)}x its floor (${ms(timing.figure)} ms against ${ms(timing.ownSql)} ms of own SQL + ${ms(timing.bareHttp)} ms of bare HTTP; budget at most ${MAX_FLOOR_RATIO}x): ${whyMissed(timing)}`,
      );
  }
  return misses;
}

/**
 * Runs each side `rounds` times, taking turns: round r starts with side r (mod the number of sides), so that no side
 * always comes first after a pause, and whatever load the machine has in a round falls on every side of it.
 */
export async function interleavedRounds<Side extends string>(
  sides: Record<Side, () => Promise<Latency>>,
  rounds = ROUNDS,
): Promise<Record<Side, Latency[]>> {
  const names = Object.keys(sides) as Side[];
  const results = Object.fromEntries(names.map((name) => [name, [] as Latency[]])) as Record<Side, Latency[]>;
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(round + turn) % names.length]!;
      results[name].push(await sides[name]());
    }
  }
  return results;
}
