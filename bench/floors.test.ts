import { describe, expect, it } from 'vitest';
import {
  floorMisses,
  floorOf,
  floorRatio,
  interleavedRounds,
  MAX_FLOOR_RATIO,
  medianOf,
  medianOfRounds,
  medianRound,
  type FloorTiming,
} from './floors';
import type { Latency } from './measure';

const latency = (p50: number): Latency => ({ samples: 100, p50, p95: p50 * 2, p99: p50 * 3 });

const timing = (figure: number, ownSql: number, bareHttp: number): FloorTiming => ({
  name: 'GET /api/items (first page)',
  ownSql,
  bareHttp,
  figure,
  bodyBytes: 4_000,
  rounds: { ownSql: [ownSql], bareHttp: [bareHttp], figure: [figure] },
});

describe('medians of rounds', () => {
  it('takes the middle value, whatever the order', () => {
    expect(medianOf([9, 1, 5, 3, 7])).toBe(5);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(() => medianOf([])).toThrow();
  });

  it("is the median of the rounds' p50s, not of their p95s", () => {
    // p50s 2, 10, 3, 4, 2.5: sorted 2, 2.5, 3, 4, 10; the one slow round does not move it.
    expect(medianOfRounds([2, 10, 3, 4, 2.5].map(latency))).toBe(3);
  });

  it('keeps the whole round of the median p50', () => {
    expect(medianRound([5, 1, 3].map(latency))).toEqual(latency(3));
    expect(medianRound([4, 1, 3, 2].map(latency))).toEqual(latency(2));
  });
});

describe('the ratio to the floor', () => {
  it('divides the endpoint by its own SQL plus the bare HTTP server', () => {
    // 1.2 ms of SQL and 0.8 ms of transport: a 2 ms floor; an endpoint of 3 ms is 1.5x it.
    expect(floorOf(timing(3, 1.2, 0.8))).toBeCloseTo(2, 10);
    expect(floorRatio(timing(3, 1.2, 0.8))).toBeCloseTo(1.5, 10);
  });

  it('meets the budget at exactly 2x and misses it above, saying where the time went', () => {
    expect(MAX_FLOOR_RATIO).toBe(2);
    expect(floorMisses('PGlite', [timing(4, 1.5, 0.5)], ['GET /api/items (first page)'])).toEqual([]);
    expect(floorMisses('PGlite', [timing(5, 1.5, 0.5)], ['GET /api/items (first page)'])).toEqual([
      "PGlite: GET /api/items (first page) takes 2.50x its floor (5.00 ms against 1.50 ms of own SQL + 0.50 ms of bare HTTP; budget at most 2x): 3.00 ms over its floor is the app's own work beyond its SQL's 1.50 ms and the transport's 0.50 ms (routing, the session, planning the statements it does not prepare, mapping rows, JSON, gzip)",
    ]);
  });

  it('names a budgeted endpoint with no floor measured', () => {
    expect(floorMisses('PostgreSQL', [], ['GET /api/tax/owed (this year)'])).toEqual([
      'PostgreSQL: GET /api/tax/owed (this year) has no floor measured',
    ]);
  });
});

describe('interleavedRounds', () => {
  it('runs every side once a round, each round starting with the next side', async () => {
    const order: string[] = [];
    const side = (name: string) => () => {
      order.push(name);
      return Promise.resolve(latency(order.length));
    };
    const rounds = await interleavedRounds({ a: side('a'), b: side('b'), c: side('c') }, 3);
    expect(order).toEqual(['a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b']);
    expect(rounds.a.map((round) => round.p50)).toEqual([1, 6, 8]);
    expect(rounds.c.map((round) => round.p50)).toEqual([3, 5, 7]);
  });
});
