import { describe, expect, it } from 'vitest';
import { figuredStates } from './state-codes';
import { stateDueDatesAround, stateEstimatedTaxForms, stateTaxDueDates } from './state-due-dates';

describe('stateTaxDueDates', () => {
  it("leaves out an installment with no share (California's September one, 0 %)", () => {
    expect(stateTaxDueDates('CA', 2025)).toEqual([
      { date: '2025-04-15', taxYear: 2025, quarter: 1 },
      { date: '2025-06-16', taxYear: 2025, quarter: 2 },
      { date: '2026-01-15', taxYear: 2025, quarter: 4 },
    ]);
  });

  it("keeps a state's own dates, the usual four where it is not figured, none without an income tax", () => {
    expect(stateTaxDueDates('VA', 2026).map((due) => due.date)).toEqual([
      '2026-05-01',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(stateTaxDueDates('AZ', 2026)).toHaveLength(4);
    expect(stateTaxDueDates('NV', 2026)).toEqual([]);
  });
});

describe('stateDueDatesAround', () => {
  it('gives the state, its name and its due dates of last, this and next tax year', () => {
    const around = stateDueDatesAround('CA', 2026);
    expect(around.code).toBe('CA');
    expect(around.name).toBe('California');
    expect(around.dueDates.map((due) => due.date)).toEqual([
      '2025-04-15',
      '2025-06-16',
      '2026-01-15',
      '2026-04-15',
      '2026-06-15',
      '2027-01-15',
      '2027-04-15',
      '2027-06-15',
      '2028-01-18',
    ]);
  });
});

describe('stateEstimatedTaxForms', () => {
  it('names the form of every state GigTally figures', () => {
    expect(Object.keys(stateEstimatedTaxForms).sort()).toEqual([...figuredStates].sort());
  });
});
