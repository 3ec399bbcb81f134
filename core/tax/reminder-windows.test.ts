import { describe, expect, it } from 'vitest';
import { stateTaxRemindersToSend, taxReminderKey, taxRemindersToSend } from './reminder-windows';

// Q4 2026 is due Friday 2027-01-15: the 7-day reminder from 2027-01-08, the 1-day one from 2027-01-14.
// Q2 2025's June 15 is a Sunday: due June 16, reminded from June 9 and June 15.
describe('taxRemindersToSend', () => {
  it.each([
    ['2027-01-07', []],
    ['2027-01-08', ['2026-Q4-7d']],
    // The job was down on the 8th: the 7-day reminder goes out late, once, until the day before the 1-day one.
    ['2027-01-10', ['2026-Q4-7d']],
    ['2027-01-13', ['2026-Q4-7d']],
    // From the 1-day reminder's day only that one: a missed 7-day reminder is not sent beside it.
    ['2027-01-14', ['2026-Q4-1d']],
    // On the due date itself a missed 1-day reminder still goes out; never after.
    ['2027-01-15', ['2026-Q4-1d']],
    ['2027-01-16', []],
    ['2026-12-07', []],
    ['2025-06-09', ['2025-Q2-7d']],
    ['2025-06-14', ['2025-Q2-7d']],
    ['2025-06-15', ['2025-Q2-1d']],
    ['2025-06-16', ['2025-Q2-1d']],
    ['2025-06-17', []],
    // The first installment of a year, in the year itself.
    ['2026-04-08', ['2026-Q1-7d']],
    ['2026-04-14', ['2026-Q1-1d']],
  ])('on %s: %j', (today, keys) => {
    expect(taxRemindersToSend(today).map(taxReminderKey)).toEqual(keys);
  });

  it('names the installment and its due date', () => {
    expect(taxRemindersToSend('2027-01-08')).toEqual([
      {
        sendOn: '2027-01-08',
        daysBefore: 7,
        due: { date: '2027-01-15', taxYear: 2026, quarter: 4 },
        state: null,
      },
    ]);
  });

  it('holds at most one reminder on any day of the year', () => {
    for (let day = 0; day < 800; day++) {
      const today = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      expect(taxRemindersToSend(today).length).toBeLessThanOrEqual(1);
    }
  });
});

// A state's installments on its own dates. California 2025: April 15, June 16 (June 15 is a Sunday), no
// September installment (its share is 0 %), January 15, 2026. Virginia 2026: May 1 (a Friday), then June 15.
describe('stateTaxRemindersToSend', () => {
  it.each([
    ['CA', '2025-04-07', []],
    ['CA', '2025-04-08', ['CA-2025-Q1-7d']],
    ['CA', '2025-04-13', ['CA-2025-Q1-7d']],
    ['CA', '2025-04-14', ['CA-2025-Q1-1d']],
    ['CA', '2025-04-15', ['CA-2025-Q1-1d']],
    ['CA', '2025-04-16', []],
    ['CA', '2025-06-09', ['CA-2025-Q2-7d']],
    ['CA', '2025-06-15', ['CA-2025-Q2-1d']],
    // 0 % of the tax is due on September 15: nothing to remind of.
    ['CA', '2025-09-08', []],
    ['CA', '2025-09-14', []],
    ['CA', '2026-01-08', ['CA-2025-Q4-7d']],
    ['CA', '2026-01-14', ['CA-2025-Q4-1d']],
    // Virginia's first installment is May 1, not April 15.
    ['VA', '2026-04-08', []],
    ['VA', '2026-04-14', []],
    ['VA', '2026-04-24', ['VA-2026-Q1-7d']],
    ['VA', '2026-04-29', ['VA-2026-Q1-7d']],
    ['VA', '2026-04-30', ['VA-2026-Q1-1d']],
    ['VA', '2026-05-01', ['VA-2026-Q1-1d']],
    ['VA', '2026-06-08', ['VA-2026-Q2-7d']],
    // No income tax, no installments.
    ['TX', '2026-04-08', []],
  ] as const)('%s on %s: %j', (state, today, keys) => {
    expect(stateTaxRemindersToSend(state, today).map(taxReminderKey)).toEqual(keys);
  });

  it('names the state, the installment and its due date', () => {
    expect(stateTaxRemindersToSend('VA', '2026-04-24')).toEqual([
      {
        sendOn: '2026-04-24',
        daysBefore: 7,
        due: { date: '2026-05-01', taxYear: 2026, quarter: 1 },
        state: 'VA',
      },
    ]);
  });
});
