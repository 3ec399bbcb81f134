import { describe, expect, it } from 'vitest';
import { defaultFormatters } from '../../../core/format';
import type { Planner, StatePlanner } from '../../../core/tax/planner-api';
import { dueByNowOf, dueByNowText, type DueByNow } from './due-by-now';

const { money, date } = defaultFormatters;

// The planner of server/routes/tax-state.api.test.ts's Californian (2025, single, income $70,000, expenses $15,000),
// as of March 1, 2025 with nothing paid: the federal first installment 10,927.73 / 4 = 2,731.93; California's tax
// 1,106.00, 30 % of it (331.80) due April 15 (core/tax/states/california.test.ts checks them by hand).
const californian = {
  year: 2025,
  dueByNow: { amount: 2_731.93, dueDate: '2025-04-15', throughQuarter: 1 },
  state: {
    code: 'CA',
    name: 'California',
    dueByNow: { amount: 331.8, dueDate: '2025-04-15', throughQuarter: 1 },
  } as Partial<StatePlanner>,
} as unknown as Planner;

describe('dueByNowText', () => {
  it('says what is due by the next due date, as before, without a state', () => {
    const due: DueByNow = {
      taxYear: 2026,
      throughQuarter: 2,
      dueDate: '2026-06-15',
      amount: 1_234,
      state: null,
    };
    expect(dueByNowText(due, money, date)).toBe(
      'Due by 06/15/2026: $1,234.00 (Q1\u2013Q2 2026 less payments made)',
    );
    expect(dueByNowText({ ...due, throughQuarter: 1 }, money, date)).toBe(
      'Due by 06/15/2026: $1,234.00 (Q1 2026 less payments made)',
    );
  });

  it('names the federal and the state amounts, each by its due date (issue 23)', () => {
    expect(dueByNowText(dueByNowOf(californian), money, date)).toBe(
      'Federal $2,731.93 by 04/15/2025 \u00b7 California $331.80 by 04/15/2025 (less payments made)',
    );
  });
});

describe('dueByNowOf', () => {
  it("takes the state's side of the planner, and none where nothing is figured for the state", () => {
    expect(dueByNowOf(californian)).toEqual({
      taxYear: 2025,
      throughQuarter: 1,
      dueDate: '2025-04-15',
      amount: 2_731.93,
      state: { name: 'California', dueDate: '2025-04-15', amount: 331.8 },
    });
    const texan = { ...californian, state: { ...californian.state!, name: 'Texas', dueByNow: null } };
    expect(dueByNowOf(texan).state).toBeNull();
    expect(dueByNowOf({ ...californian, state: null }).state).toBeNull();
  });
});
