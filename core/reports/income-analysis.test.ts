import { describe, expect, it } from 'vitest';
import {
  averageMonthlyCents,
  diversityLabel,
  monthlyTrend,
  potentialLabel,
  sharePercent,
  stabilityLabel,
} from './income-analysis';

describe('stabilityLabel (by month-over-month change)', () => {
  it.each([
    [12, 'Strong growth'],
    [5, 'Strong growth'],
    [4.9, 'Stable'],
    [0, 'Stable'],
    [-0.1, 'Slight decline'],
    [-5, 'Slight decline'],
    [-5.1, 'Significant decline'],
    [null, 'Insufficient data'],
  ] as const)('%j %% -> %s', (change, label) => {
    expect(stabilityLabel(change)).toBe(label);
  });
});

describe('diversityLabel', () => {
  it.each([
    [0, 'No data'],
    [1, 'Single source'],
    [2, 'Partially diversified'],
    [3, 'Well diversified'],
    [7, 'Well diversified'],
  ] as const)('%i categories -> %s', (count, label) => {
    expect(diversityLabel(count)).toBe(label);
  });
});

describe('potentialLabel', () => {
  it.each([
    [500_00, 400_00, 2, 'Above average'],
    [400_00, 400_00, 3, 'Below average'], // equal is not above
    [300_00, 400_00, 5, 'Below average'],
    [900_00, 100_00, 1, 'Insufficient data'],
    [0, 0, 0, 'Insufficient data'],
  ] as const)('latest %i vs average %i over %i months -> %s', (latest, average, months, label) => {
    expect(potentialLabel(latest, average, months)).toBe(label);
  });
});

describe('averageMonthlyCents', () => {
  it('divides by the distinct months that have income', () => {
    expect(averageMonthlyCents(1_000_00, 3)).toBe(33_333); // 333.333... -> 333.33
    expect(averageMonthlyCents(1_000_00, 0)).toBe(0);
  });
});

describe('monthlyTrend', () => {
  it('marks the last month current, the one before previous, earlier historical, with arrows', () => {
    expect(
      monthlyTrend([
        { month: '2026-08', total: 100 },
        { month: '2026-09', total: 100 },
        { month: '2026-10', total: 300 },
        { month: '2026-11', total: 50 },
      ]),
    ).toEqual([
      { month: '2026-08', total: 100, status: 'historical', direction: null },
      { month: '2026-09', total: 100, status: 'historical', direction: 'flat' },
      { month: '2026-10', total: 300, status: 'previous', direction: 'up' },
      { month: '2026-11', total: 50, status: 'current', direction: 'down' },
    ]);
  });
});

describe('sharePercent', () => {
  it('is a percent with one decimal', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(5, 0)).toBe(0);
  });
});
