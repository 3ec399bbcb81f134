import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../../core/format';
import {
  categoryFigures,
  chosenYear,
  defaultScheduleCYear,
  milesInput,
  mileageText,
  scheduleCYears,
  scheduleCTexts,
} from './schedule-c-texts';

describe('scheduleCYears: the two years before this one and this one', () => {
  it.each([
    ['2026-11-26', [2024, 2025, 2026]],
    ['2027-01-02', [2025, 2026, 2027]],
  ])('on %s offers %j', (today, years) => {
    expect(scheduleCYears(today)).toEqual(years);
  });
});

describe('defaultScheduleCYear: last year until the April 15 filing deadline, this year after', () => {
  it.each([
    ['2026-01-01', 2025],
    ['2026-04-15', 2025],
    ['2026-04-16', 2026],
    ['2026-12-31', 2026],
  ])('on %s opens %i', (today, year) => {
    expect(defaultScheduleCYear(today)).toBe(year);
  });
});

describe('chosenYear: ?year= when offered, the default otherwise', () => {
  it.each([
    ['2024', 2024],
    ['2025', 2025],
    ['2023', 2026],
    ['2027', 2026],
    ['x', 2026],
    [null, 2026],
  ])('?year=%s on 2026-11-26 opens %i', (param, year) => {
    expect(chosenYear(param, '2026-11-26')).toBe(year);
  });
});

describe('categoryFigures', () => {
  it('says what was spent and what the line counts when they differ (meals at 50 %: $200.00 -> $100.00)', () => {
    expect(
      categoryFigures({ type: 'expense', category: 'Meals', amount: 200, deductible: 100 }, formatUsd),
    ).toBe('$200.00 spent, $100.00 counted');
  });
  it('gives the one figure when the line counts all of it', () => {
    expect(
      categoryFigures({ type: 'expense', category: 'Phone', amount: 60, deductible: 60 }, formatUsd),
    ).toBe('$60.00');
  });
});

describe('mileageText: line 9 as miles x rate', () => {
  it('2026 at 72.5 cents: 1,000 miles = $725.00 (IRS rate in docs/tax-tables.md)', () => {
    expect(mileageText(2026, { miles: 1000, deduction: 725 }, formatUsd)).toBe(
      '1,000.0 business miles from the mileage log × 72.5\u00a2 a mile = $725.00',
    );
  });
  it('2022 changed rate on July 1 (58.5 then 62.5 cents, IRS IR-2022-124)', () => {
    expect(mileageText(2022, { miles: 200, deduction: 121 }, formatUsd)).toBe(
      '200.0 business miles from the mileage log at the 2022 rates (58.5\u00a2, then 62.5\u00a2 a mile) = $121.00',
    );
  });
  it('a year without a rate table gives the miles and the deduction', () => {
    expect(mileageText(2021, { miles: 10.5, deduction: 6 }, formatUsd)).toBe(
      '10.5 business miles from the mileage log: $6.00',
    );
  });
});

describe('milesInput', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1,200.5', '1200.5'],
    ['abc', 'abc'],
  ])('%j is sent as %j', (text, sent) => {
    expect(milesInput(text)).toBe(sent);
  });
});

it('the empty year says which year and what to do', () => {
  expect(scheduleCTexts.empty(2025)).toBe(
    'Nothing recorded in 2025 yet, so every line of Schedule C is empty.',
  );
  expect(scheduleCTexts.moreItems(1)).toBe('and 1 more item: the tax packet lists them all.');
  expect(scheduleCTexts.moreItems(1200)).toBe('and 1,200 more items: the tax packet lists them all.');
});
