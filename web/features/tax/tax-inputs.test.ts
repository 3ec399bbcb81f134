import { describe, expect, it } from 'vitest';
import { defaultFormatters, formattersFor } from '../../../core/format';
import { householdFieldsSchema, type TaxProfile } from '../../../core/tax/tax-api';
import {
  amountText,
  deductionFromInput,
  deductionToSave,
  formatRate,
  initialDeduction,
  parsePriorYearInput,
  projectedNote,
  safeHarborText,
  taxYearChoices,
} from './tax-inputs';

const profile = (standardDeduction: TaxProfile['standardDeduction']): TaxProfile => ({
  filingStatus: 'single',
  standardDeduction,
  priorYearTotalTax: null,
  priorYearAgi: null,
  state: null,
  nycResident: false,
  ownStateTaxRate: null,
  localIncomeTaxRate: null,
  priorYearStateTax: null,
  year: 2026,
  ...householdFieldsSchema.parse({}),
  eitcChildren: 0,
});

describe('taxYearChoices (previous, current and next year)', () => {
  it.each([
    ['2026-11-22', [2025, 2026, 2027]],
    ['2026-01-01', [2025, 2026, 2027]],
    ['2025-12-31', [2024, 2025, 2026]],
  ])('on %s offers %j', (today, years) => {
    expect(taxYearChoices(today)).toEqual(years);
  });
});

describe('deductionFromInput (parsed as a number, invalid input becomes 0)', () => {
  it.each([
    ['16100', 16_100],
    ['1000.5', 1_000.5],
    [' 32200 ', 32_200],
    ['$16,100', 16_100],
    ['€16,100', 16_100],
    ['16 100.25', 16_100.25],
    ['0', 0],
    ['abc', 0],
    ['', 0],
    ['12abc', 0],
    ['-500', 0],
    ['Infinity', 0],
    ['100000000', 0], // over the API's $99,999,999.99
    ['99999999.99', 99_999_999.99],
  ])('%j → %d', (text, amount) => {
    expect(deductionFromInput(text)).toBe(amount);
  });
});

describe('amountText', () => {
  it.each([
    [16_100, '16100'],
    [1_000.5, '1000.50'],
    [0, '0'],
    [null, ''],
  ])('%j → %j', (value, text) => {
    expect(amountText(value)).toBe(text);
  });
});

describe('initialDeduction: a saved deduction applies only to its own year and status', () => {
  it('is the year default with nothing saved (docs/tax-tables.md: 2026 single 16,100; 2025 married 31,500)', () => {
    expect(initialDeduction(profile(null), 2026, 'single')).toBe(16_100);
    expect(initialDeduction(profile(null), 2025, 'married')).toBe(31_500);
  });

  it('is the saved figure for the same year and status', () => {
    expect(
      initialDeduction(profile({ year: 2026, filingStatus: 'single', amount: 20_000 }), 2026, 'single'),
    ).toBe(20_000);
  });

  it('is the default for another year or status', () => {
    const saved = profile({ year: 2026, filingStatus: 'single', amount: 20_000 });
    expect(initialDeduction(saved, 2025, 'single')).toBe(15_750);
    expect(initialDeduction(saved, 2026, 'head_of_household')).toBe(24_150);
  });
});

describe('deductionToSave', () => {
  it('saves nothing for the default and the figure with its year and status otherwise', () => {
    expect(deductionToSave(32_200, 2026, 'married')).toBeNull();
    expect(deductionToSave(0, 2026, 'married')).toEqual({ year: 2026, filingStatus: 'married', amount: 0 });
  });
});

describe("parsePriorYearInput (last year's tax and AGI, optional)", () => {
  it.each([
    ['priorYearTotalTax', '', { value: null }],
    ['priorYearTotalTax', '   ', { value: null }],
    ['priorYearTotalTax', '8500', { value: 8_500 }],
    ['priorYearAgi', '$160,000.50', { value: 160_000.5 }],
    ['priorYearTotalTax', 'abc', { error: "Last year's total tax must be a number" }],
    ['priorYearAgi', '-1', { error: "Last year's AGI must not be negative" }],
    ['priorYearAgi', '1.005', { error: "Last year's AGI can have at most 2 decimal places" }],
    ['priorYearTotalTax', '100000000', { error: "Last year's total tax must be at most 99,999,999.99" }],
  ] as const)('%s %j → %j', (field, text, result) => {
    expect(parsePriorYearInput(field, text)).toEqual(result);
  });
});

describe('texts', () => {
  it('says a year past the newest table is projected', () => {
    expect(projectedNote(2027)).toBe(
      'Projected figures: the 2027 tables are not published yet; this year is estimated from 2026 by +3 % a year.',
    );
  });

  it('names the safe-harbor minimum and the percent of last year that applies', () => {
    expect(safeHarborText({ quarterly: 1_250, priorYearPercent: 100 }, defaultFormatters)).toBe(
      "Safe-harbor minimum: $1,250.00 per quarter (lesser of 90 % of this year's tax and 100 % of last year's)",
    );
    expect(safeHarborText({ quarterly: 2_083.33, priorYearPercent: 110 }, defaultFormatters)).toContain(
      "110 % of last year's",
    );
    const pounds = formattersFor({ currency: 'GBP', dateFormat: 'DD/MM/YYYY' });
    expect(safeHarborText({ quarterly: 1_250, priorYearPercent: 100 }, pounds)).toContain(
      '£1,250.00 per quarter',
    );
  });

  it('shows the effective rate with one decimal', () => {
    expect(formatRate(16.3)).toBe('16.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(27)).toBe('27.0%');
  });
});
