import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGETS } from '../e2e/first-load';
import { apiBudgetMisses, BUDGETED_ENDPOINTS, type ApiRun } from './budgets';
import { figuresOf } from './compare-results';
import type { Latency } from './measure';
import { resultsMarkdown } from './results-markdown';
import {
  DOCUMENTED_JS_BUDGETS,
  jsBudgetOf,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
  medianOfRuns,
  webBudgetMisses,
  type LighthouseRun,
  type WebBudgets,
} from './web-budgets';

const latency = (p50: number, p95: number): Latency => ({ samples: 300, p50, p95, p99: p95 + 1 });

/** A run that meets every API budget; each test spoils one figure. */
function passingRun(kind: ApiRun['kind'] = 'postgres'): ApiRun {
  return {
    database: kind === 'postgres' ? 'PostgreSQL (test)' : 'PGlite (test)',
    kind,
    seedSeconds: 1,
    timings: BUDGETED_ENDPOINTS.map((name) => ({ name, heavy: latency(3, 7.99), light: latency(2.5, 5) })),
    ownSql: BUDGETED_ENDPOINTS.map((name) => ({
      name,
      statements: 4,
      tables: ['session', 'budget_item', 'item_count', 'subscription'],
    })),
    // 3 ms against 1.5 ms of SQL and 0.5 ms of bare HTTP: 1.5x the floor.
    floors: BUDGETED_ENDPOINTS.map((name) => ({
      name,
      ownSql: 1.5,
      bareHttp: 0.5,
      figure: 3,
      bodyBytes: 2_048,
      rounds: { ownSql: [1.5], bareHttp: [0.5], figure: [3] },
    })),
    summaryPlan: 'Result',
    load: {
      connections: 10,
      seconds: 30,
      requests: 75_000,
      requestsPerSecond: 2_500,
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      latencyP50: 3,
      latencyP99: 9,
    },
    profile: null,
    statementImport: {
      rows: 50_000,
      fileBytes: 2e6,
      previewMs: 1,
      importMs: 1,
      added: 50_000,
      reimportMs: 1,
      skippedOnReimport: 50_000,
      undoMs: 1,
    },
    bankSync: { transactions: 10_000, firstSyncMs: 900, added: 10_000, nothingNewMs: 20, nothingNewAdded: 0 },
    receipts: {
      photoBytes: 1,
      coldUploadMs: 4_000,
      uploads: latency(2_000, 2_500),
      thumbnails: latency(3, 6),
    },
    taxSeason: {
      year: 2026,
      trips: 110,
      forms1099: 3,
      receipts: 3,
      scheduleC: latency(100, 299),
      packet: { downloads: 3, bytes: 4096, p50Ms: 3_000, slowestMs: 9_999 },
    },
  };
}

const withTiming = (run: ApiRun, name: string, heavy: Latency): ApiRun => ({
  ...run,
  timings: run.timings.map((timing) => (timing.name === name ? { ...timing, heavy } : timing)),
});

const withFigure = (run: ApiRun, name: string, figure: number): ApiRun => ({
  ...run,
  floors: run.floors.map((timing) => (timing.name === name ? { ...timing, figure } : timing)),
});

describe('apiBudgetMisses', () => {
  it('passes a run on the budgets', () => {
    expect(apiBudgetMisses(passingRun())).toEqual([]);
    expect(apiBudgetMisses(passingRun('pglite'))).toEqual([]);
  });

  it('holds no endpoint to milliseconds: a slow p95 beside a slow floor passes', () => {
    const run = withTiming(passingRun(), 'GET /api/items (first page)', latency(3, 40));
    expect(apiBudgetMisses(run)).toEqual([]);
  });

  it('holds every budgeted endpoint, the new screens included, to at most 2x its floor', () => {
    // Floor 1.5 + 0.5 = 2 ms: 4 ms is 2x (met), 4.02 ms is 2.01x (missed).
    expect(apiBudgetMisses(withFigure(passingRun(), 'GET /api/tax/owed (this year)', 4))).toEqual([]);
    const misses = apiBudgetMisses(withFigure(passingRun(), 'GET /api/summary (all time)', 4.02));
    expect(misses).toHaveLength(1);
    expect(misses[0]).toMatch(
      /^PostgreSQL \(test\): GET \/api\/summary \(all time\) takes 2\.01x its floor \(4\.02 ms against 1\.50 ms of own SQL \+ 0\.50 ms of bare HTTP; budget at most 2x\)/,
    );
    expect(BUDGETED_ENDPOINTS).toEqual(
      expect.arrayContaining([
        'GET /api/budget (this month)',
        'GET /api/items?use=review (the review queue)',
        'GET /api/tax/owed (this year)',
        'GET /api/earnings (the earnings screen)',
      ]),
    );
  });

  it('misses a budgeted endpoint whose floor was not measured', () => {
    const run = { ...passingRun(), floors: passingRun().floors.slice(1) };
    expect(apiBudgetMisses(run)).toEqual([
      'PostgreSQL (test): GET /api/summary (month, the dashboard) has no floor measured',
    ]);
  });

  it('keeps at most 3x the cost at 1k items', () => {
    const run = {
      ...passingRun(),
      timings: passingRun().timings.map((timing) => ({ ...timing, light: latency(0.99, 2) })),
    };
    expect(apiBudgetMisses(run)).toHaveLength(BUDGETED_ENDPOINTS.length);
    expect(apiBudgetMisses(run)[0]).toBe(
      'PostgreSQL (test): GET /api/summary (month, the dashboard) costs 3.03x at 100k vs 1k (> 3x; docs/architecture.md)',
    );
  });

  it('reports requests/s without a budget, and fails only a load with errors', () => {
    const load = (requestsPerSecond: number, non2xx: number) => ({
      ...passingRun(),
      load: { ...passingRun().load, requestsPerSecond, non2xx },
    });
    expect(apiBudgetMisses(load(12, 0))).toEqual([]);
    expect(apiBudgetMisses(load(2_500, 1))).toEqual([
      'PostgreSQL (test): load test had 0 errors, 0 timeouts, 1 non-2xx answers (zero wanted)',
    ]);
  });

  it('holds Schedule C under 300 ms at p95 and the tax packet under 10 s', () => {
    const run = passingRun();
    const late = {
      ...run,
      taxSeason: {
        ...run.taxSeason,
        scheduleC: latency(100, 300),
        packet: { ...run.taxSeason.packet, slowestMs: 10_000 },
      },
    };
    expect(apiBudgetMisses(late)).toEqual([
      'PostgreSQL (test): GET /api/tax/schedule-c (this year) p95 300 ms ≥ 300 ms',
      'PostgreSQL (test): the tax packet (this year) took up to 10000 ms to download (budget 10,000 ms)',
    ]);
  });
});

const lighthouseRun = (score: number, lcp: number, tbt: number): LighthouseRun => ({
  score,
  metrics: { fcp: 1_000, lcp, tbt, cls: 0, speedIndex: 1_500 },
  opportunities: [],
});

function webResult(
  dashboard: LighthouseRun,
  dashboardJs = 100 * 1024,
  returning: LighthouseRun = lighthouseRun(99, 1_500, 0),
): WebBudgets {
  const load = (jsBytes: number) => ({ jsBytes, cssBytes: 10_000, files: [] });
  return {
    pages: { '/': load(80 * 1024), '/login': load(50 * 1024), '/dashboard': load(dashboardJs) },
    lighthouse: {
      '/': { mobile: lighthouseRun(99, 1_800, 0), desktop: null },
      '/login': { mobile: lighthouseRun(98, 1_800, 0), desktop: null },
      '/dashboard': { mobile: dashboard, desktop: lighthouseRun(100, 600, 0) },
      '/dashboard (returning)': { mobile: returning, desktop: null },
      '/transactions': { mobile: lighthouseRun(96, 1_900, 100), desktop: null },
      '/budget': { mobile: lighthouseRun(95, 1_900, 100), desktop: null },
    },
  };
}

describe('the web budgets', () => {
  it("takes CI's JS budget by key, and the documented budget where CI has none", () => {
    for (const page of ['/', '/login', '/dashboard'] as const) {
      const ci = (FIRST_LOAD_JS_BUDGETS as Partial<Record<string, number>>)[page];
      expect(jsBudgetOf(page)).toEqual(
        ci === undefined
          ? { bytes: DOCUMENTED_JS_BUDGETS[page], source: 'docs' }
          : { bytes: ci, source: 'CI' },
      );
    }
    expect(DOCUMENTED_JS_BUDGETS).toEqual({ '/': 92_160, '/login': 61_440, '/dashboard': 122_880 });
  });

  it('holds every page to a mobile score of 95, the median of 5 runs, and no page to TBT or LCP', () => {
    expect(LIGHTHOUSE_RUNS).toBe(5);
    expect(LIGHTHOUSE_PAGES).toEqual(
      expect.arrayContaining(['/', '/login', '/dashboard', '/transactions', '/budget']),
    );
    const lighthouseMisses = (result: WebBudgets) =>
      webBudgetMisses(result).filter((miss) => miss.includes('Lighthouse'));
    expect(lighthouseMisses(webResult(lighthouseRun(95, 4_000, 900)))).toEqual([]);
    expect(lighthouseMisses(webResult(lighthouseRun(94, 2_000, 150)))).toEqual([
      '/dashboard scores 94 in Lighthouse (mobile, median of 5), under 95: TBT 150 ms, LCP 2000 ms',
    ]);
    const budgetPage = webResult(lighthouseRun(99, 1_000, 0));
    budgetPage.lighthouse['/budget'].mobile = lighthouseRun(90, 1_000, 0);
    expect(lighthouseMisses(budgetPage)).toEqual([
      '/budget scores 90 in Lighthouse (mobile, median of 5), under 95: TBT 0 ms, LCP 1000 ms',
    ]);
  });

  it("holds the returning user's visit of /dashboard to the same score", () => {
    const misses = webBudgetMisses(
      webResult(lighthouseRun(99, 1_000, 0), 100 * 1024, lighthouseRun(94, 2_000, 150)),
    ).filter((miss) => miss.includes('returning'));
    expect(misses).toEqual([
      '/dashboard (returning) scores 94 in Lighthouse (mobile, median of 5), under 95: TBT 150 ms, LCP 2000 ms',
    ]);
  });

  it('names a CI budget set above the documented budget, so it cannot pass quietly', () => {
    const misses = webBudgetMisses(webResult(lighthouseRun(99, 1_000, 0)));
    const above = (['/', '/login', '/dashboard'] as const).filter(
      (page) => jsBudgetOf(page).bytes > DOCUMENTED_JS_BUDGETS[page],
    );
    expect(misses.filter((miss) => miss.includes("CI's JS budget"))).toHaveLength(above.length);
  });

  it('takes the median of each metric on its own', () => {
    const median = medianOfRuns([
      lighthouseRun(90, 3_000, 100),
      lighthouseRun(96, 1_500, 400),
      lighthouseRun(94, 2_000, 50),
      lighthouseRun(99, 1_000, 30),
      lighthouseRun(97, 2_500, 200),
    ]);
    // Scores 90 94 96 97 99, LCPs 1,000 1,500 2,000 2,500 3,000, TBTs 30 50 100 200 400: the third of each.
    expect([median.score, median.metrics.lcp, median.metrics.tbt]).toEqual([96, 2_000, 100]);
  });
});

describe('resultsMarkdown, read back by the comparison', () => {
  it('writes every figure in tables the comparison reads', () => {
    const run = passingRun();
    const markdown = resultsMarkdown({
      runs: [run],
      web: webResult(lighthouseRun(97, 1_900, 120)),
      misses: ['a miss'],
      sizes: { heavy: 100_000, light: 1_000, users: 1_000, loadSeconds: 30 },
      postgresNote: '',
      quick: false,
      today: '2026-11-26',
    });
    const figures = new Map(figuresOf(markdown).map((figure) => [figure.name, figure.value]));
    expect(figures.get('PostgreSQL · GET /api/items (first page) · p95 at 100,000 items')).toBe(7.99);
    expect(figures.get('PostgreSQL · GET /api/items (first page) · own SQL p50')).toBe(1.5);
    expect(figures.get('PostgreSQL · GET /api/items (first page) · bare HTTP p50')).toBe(0.5);
    expect(figures.get('PostgreSQL · GET /api/items (first page) · floor')).toBe(2);
    expect(figures.get('PostgreSQL · GET /api/items (first page) · endpoint p50')).toBe(3);
    expect(figures.get('PostgreSQL · GET /api/summary (all time) · endpoint / floor')).toBe(1.5);
    expect(figures.get('PostgreSQL · GET /api/earnings (the earnings screen) · endpoint p50')).toBe(3);
    expect(figures.get('PostgreSQL · load, first page of items · requests/s')).toBe(2_500);
    expect(figures.get('PostgreSQL · tax time · Schedule C p95')).toBe(299);
    expect(figures.get('PostgreSQL · tax time · Slowest packet')).toBe(9_999);
    expect(figures.get('first load of /login · JS (gzip)')).toBe(50);
    expect(figures.get('Lighthouse /dashboard · mobile score')).toBe(97);
    expect(figures.get('Lighthouse /dashboard · mobile TBT')).toBe(120);
    expect(figures.get('Lighthouse /budget · mobile score')).toBe(95);
    expect(figures.get('Lighthouse /login · desktop score')).toBeUndefined();
    // Floor, figure and ratio side by side.
    expect(markdown).toContain(
      '| GET /api/tax/owed (this year) | 1.50 | 0.50 | 2.00 | 3.00 | **1.50x** | ≤ 2x | met |',
    );
    expect(markdown).toContain(
      '| GET /api/earnings (the earnings screen) | 1.50 | 0.50 | 2.00 | 3.00 | **1.50x** | ≤ 2x | met |',
    );
    // The misses come first, before the machine and the budgets.
    expect(markdown.indexOf('- a miss')).toBeLessThan(markdown.indexOf('## Machine'));
  });
});
