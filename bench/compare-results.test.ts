import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compareFigures,
  comparisonLines,
  figuresOf,
  measuredOn,
  numberIn,
  tablesOf,
} from './compare-results';

// The RESULTS.md of 2026-11-25 (the last run before the own-SQL table), kept as it was.
const previous = readFileSync(new URL('./fixtures/results-2026-11-25.md', import.meta.url), 'utf8');
const figures = new Map(figuresOf(previous).map((figure) => [figure.name, figure]));
const valueOf = (name: string) => figures.get(name)?.value;

describe('figuresOf, on the RESULTS.md of 2026-11-25', () => {
  it.each([
    ['PGlite · GET /api/summary (month, the dashboard) · p50 at 100,000 items', 14.55],
    ['PGlite · GET /api/summary (month, the dashboard) · p95 at 100,000 items', 19.85],
    ['PGlite · GET /api/summary (month, the dashboard) · p95 at 1,000 items', 14.02],
    ['PGlite · GET /api/summary (month, the dashboard) · cost 100,000 / 1,000', 1.52],
    ['PostgreSQL · GET /api/items (first page) · p95 at 100,000 items', 8.5],
    ['PostgreSQL · GET /api/export?format=csv (all items) · p50 at 100,000 items', 1157.08],
    ['PostgreSQL · GET /api/health (no session; one select 1) · p50 at 1,000 items', 1.44],
    // Before the own-SQL table the SQL alone was the summary's three totals statements: named apart, never
    // compared with the later own SQL of every statement.
    [
      'PGlite · GET /api/summary (month, the dashboard) · SQL alone (three totals statements) · p50 at 100,000 items',
      5.86,
    ],
    [
      'PostgreSQL · GET /api/summary (month, the dashboard) · SQL alone (three totals statements) · p95 at 1,000 items',
      2.03,
    ],
    [
      'PGlite · GET /api/summary (month, the dashboard) · endpoint / SQL (three totals statements) at 100,000 items',
      2.5,
    ],
    [
      'PostgreSQL · GET /api/summary (month, the dashboard) · endpoint / SQL (three totals statements) at 1,000 items',
      4.3,
    ],
    ['PGlite · load, first page of items · requests/s', 204],
    ['PostgreSQL · load, first page of items · requests/s', 536],
    ['PostgreSQL · load, first page of items · latency p99', 30],
    ['PGlite · statement import · Import', 4058],
    ['PostgreSQL · statement import · Undo', 407],
    ['PGlite · bank sync · First sync', 922],
    ['PostgreSQL · bank sync · Nothing new (median of 20)', 26.7],
    ['PostgreSQL · receipts · Slowest upload', 3751],
    ['PGlite · receipts · Thumbnail p95', 6.5],
    ['first load of /login · JS (gzip)', 168.2],
    ['first load of /dashboard · JS (gzip)', 187.1],
    ['first load of / · CSS (gzip)', 11],
    ['Lighthouse / · mobile score', 99],
    ['Lighthouse /dashboard · mobile score', 70],
    ['Lighthouse /dashboard · desktop score', 94],
    ['Lighthouse /dashboard · mobile LCP', 3740],
    ['Lighthouse /dashboard · mobile TBT', 628],
    ['Lighthouse /dashboard · mobile CLS', 0.091],
  ])('%s is %d', (name, value) => {
    expect(valueOf(name)).toBe(value);
  });

  it('reads every table it knows and nothing from the plan or the OCR section', () => {
    // Per database: 10 endpoints x 5 figures, 6 of SQL alone, 3 of load, 4 of import, 2 of bank sync, 5 of
    // receipts; then 3 pages x 2 of first loads and 2 pages x 6 of Lighthouse.
    expect(figures.size).toBe(2 * (50 + 6 + 3 + 4 + 2 + 5) + 6 + 12);
    expect([...figures.keys()].filter((name) => /Total|Receipts|Seq Scan/.test(name))).toEqual([]);
    expect(measuredOn(previous)).toBe('2026-11-25');
  });

  it('finds tables by their header wherever they are', () => {
    const tables = tablesOf(previous);
    expect(tables.filter((table) => table.header[0] === 'Endpoint').map((table) => table.database)).toEqual([
      'PGlite',
      'PostgreSQL',
    ]);
    expect(numberIn('**1,638 ms**')).toBe(1638);
    expect(numberIn('—')).toBeNaN();
  });
});

describe('compareFigures', () => {
  const figure = (name: string, value: number, unit: 'ms' | 'req/s' | 'score' | 'KB') => ({
    name,
    value,
    unit,
  });

  it('marks a figure worse by more than 10 % and more than its noise floor, in the direction that is worse', () => {
    const changes = compareFigures(
      [
        figure('slower', 10, 'ms'),
        figure('noise', 2, 'ms'),
        figure('within 10 %', 100, 'ms'),
        figure('faster', 10, 'ms'),
        figure('fewer requests', 536, 'req/s'),
        figure('more requests', 536, 'req/s'),
        figure('lower score', 99, 'score'),
        figure('only before', 1, 'ms'),
      ],
      [
        figure('slower', 11.5, 'ms'),
        figure('noise', 2.4, 'ms'),
        figure('within 10 %', 109, 'ms'),
        figure('faster', 5, 'ms'),
        figure('fewer requests', 400, 'req/s'),
        figure('more requests', 2600, 'req/s'),
        figure('lower score', 81, 'score'),
        figure('only now', 1, 'KB'),
      ],
    );
    expect(changes.map(({ name, regression }) => [name, regression])).toEqual([
      ['slower', true],
      ['noise', false],
      ['within 10 %', false],
      ['faster', false],
      ['fewer requests', true],
      ['more requests', false],
      ['lower score', true],
    ]);
    expect(changes[0]!.changePercent).toBeCloseTo(15, 10);
  });
});

describe('comparisonLines', () => {
  it('writes a row per figure both files have, regressions in bold with the word for worse', () => {
    const now = previous
      .replace('| 16,077   | 536        |', '| 16,077   | 2,611      |')
      .replace('| `/dashboard` | 70               |', '| `/dashboard` | 96               |')
      .replace('| 6,117    | 204        |', '| 6,117    | 150        |')
      .replace('| 1638 ms | **4058 ms** |', '| 1638 ms | **5000 ms** |')
      .replace('| 1779 / 1835 / 0 / 0.001 ', '| 1779 / 1835 / 28 / 0.001 ')
      .replace('| 1985 / 3740 / 628 / 0.091 ', '| 1985 / 3740 / 690 / 0.091 ');
    const lines = comparisonLines(previous, now, ['A note.']);
    expect(lines).toContain(
      '| PostgreSQL · load, first page of items · requests/s | 536 req/s | 2,611 req/s | +387.1 % |',
    );
    expect(lines).toContain(
      '| PGlite · load, first page of items · requests/s | 204 req/s | 150 req/s | **-26.5 % slower** |',
    );
    expect(lines).toContain(
      '| PGlite · statement import · Import | 4058 ms | 5000 ms | **+23.2 % slower** |',
    );
    expect(lines).toContain('| Lighthouse /dashboard · mobile score | 70 | 96 | +37.1 % |');
    expect(lines).toContain('| PGlite · bank sync · First sync | 922 ms | 922 ms | 0.0 % |');
    // Lighthouse's timings have a noise floor of 50 ms: 0 → 28 ms and +62 ms (9.9 %) are not regressions.
    expect(lines).toContain('| Lighthouse / · mobile TBT | 0 ms | 28 ms | from 0 |');
    expect(lines).toContain('| Lighthouse /dashboard · mobile TBT | 628 ms | 690 ms | +9.9 % |');
    expect(lines).toContain(
      '**2 regressions:** PGlite · load, first page of items · requests/s; PGlite · statement import · Import.',
    );
    expect(lines).toContain('A note.');
    expect(lines.filter((line) => line.startsWith('| ') && !/^\| (Figure|---) /.test(line))).toHaveLength(
      figures.size,
    );
  });
});
