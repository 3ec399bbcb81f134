import { describe, expect, it } from 'vitest';
import { stateTaxRemindersOf, taxRemindersDueOn, taxRemindersOf } from './reminders';

describe('taxRemindersOf', () => {
  it('sends 7 days and 1 day before each of the four 2025 installments (June 15 is a Sunday: due June 16)', () => {
    expect(
      taxRemindersOf(2025).map((reminder) => [reminder.sendOn, reminder.daysBefore, reminder.due.date]),
    ).toEqual([
      ['2025-04-08', 7, '2025-04-15'],
      ['2025-04-14', 1, '2025-04-15'],
      ['2025-06-09', 7, '2025-06-16'],
      ['2025-06-15', 1, '2025-06-16'],
      ['2025-09-08', 7, '2025-09-15'],
      ['2025-09-14', 1, '2025-09-15'],
      ['2026-01-08', 7, '2026-01-15'],
      ['2026-01-14', 1, '2026-01-15'],
    ]);
  });
});

describe('taxRemindersDueOn', () => {
  it.each([
    // The fourth installment of 2025 is reminded of in January 2026.
    ['2026-01-08', [[2025, 4, 7]]],
    ['2026-01-14', [[2025, 4, 1]]],
    ['2026-04-08', [[2026, 1, 7]]],
    ['2026-04-14', [[2026, 1, 1]]],
    ['2026-04-15', []],
    ['2026-11-22', []],
  ])('%s', (today, expected) => {
    expect(
      taxRemindersDueOn(today).map((reminder) => [
        reminder.due.taxYear,
        reminder.due.quarter,
        reminder.daysBefore,
      ]),
    ).toEqual(expected);
  });
});

describe('stateTaxRemindersOf', () => {
  it("sends 7 days and 1 day before California's installments that carry a share (none in September: 0 %)", () => {
    expect(
      stateTaxRemindersOf('CA', 2025).map((reminder) => [
        reminder.sendOn,
        reminder.daysBefore,
        reminder.due.date,
        reminder.due.quarter,
        reminder.state,
      ]),
    ).toEqual([
      ['2025-04-08', 7, '2025-04-15', 1, 'CA'],
      ['2025-04-14', 1, '2025-04-15', 1, 'CA'],
      ['2025-06-09', 7, '2025-06-16', 2, 'CA'],
      ['2025-06-15', 1, '2025-06-16', 2, 'CA'],
      ['2026-01-08', 7, '2026-01-15', 4, 'CA'],
      ['2026-01-14', 1, '2026-01-15', 4, 'CA'],
    ]);
  });

  it('has none for a state without an income tax', () => {
    expect(stateTaxRemindersOf('FL', 2025)).toEqual([]);
  });
});
