import { describe, expect, it } from 'vitest';
import {
  currencies,
  formatCompactMoney,
  formatCount,
  formatDate,
  formatDaysUntil,
  formatMoney,
  formatPercentChange,
  formatSignedAmount,
  formattersFor,
  parseDisplayDate,
} from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [-0, '$0.00'],
    [12.5, '$12.50'],
    [1234.56, '$1,234.56'],
    [99_999_999.99, '$99,999,999.99'],
    [-5, '-$5.00'],
  ])('%d dollars reads %s', (dollars, text) => {
    expect(formatMoney(dollars, 'USD')).toBe(text);
  });

  it('names the other display currencies without converting the figure', () => {
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(10, 'CAD')).toBe('CA$10.00');
    expect(formatMoney(10, 'AUD')).toBe('A$10.00');
  });

  it('rounds a fraction of a cent half away from zero from the decimal written, as Intl does (not as toFixed)', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatMoney(2.675)).toBe('$2.68');
    expect(formatMoney(-0.005)).toBe('-$0.01');
    expect(formatMoney(-0.001)).toBe('-$0.00');
    expect(formatMoney(999.995)).toBe('$1,000.00');
  });

  it('writes every figure as Intl.NumberFormat en-US currency does', () => {
    // formatMoney stands in for Intl in the browser; here (Node, with full ICU) Intl is the oracle.
    let seed = 20_261_126;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const figures: number[] = [
      0,
      -0,
      0.1 + 0.2,
      1e21,
      1e-7,
      123_456_789_012.345,
      9_999_999_999_999.5,
      99_999_999_999_999,
      NaN,
    ];
    for (let index = 0; index < 4000; index++) {
      const cents = Math.floor(random() * 10 ** (1 + (index % 12)));
      figures.push(
        cents / 100,
        -cents / 100,
        cents / 1000,
        (cents + 0.5) / 100,
        random() * 10 ** (index % 9),
      );
    }
    for (const currency of currencies) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const dollars of figures) {
        expect(formatMoney(dollars, currency), `${dollars} ${currency}`).toBe(
          intl.format(dollars === 0 ? 0 : dollars),
        );
      }
    }
  });
});

describe('formatCount', () => {
  it('groups thousands as Intl does', () => {
    for (const count of [0, 7, 999, 1000, 10_000, 123_456, 1_234_567, -45_000, 9_007_199_254_740_991]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('formatSignedAmount', () => {
  it('signs income with + and expenses with a minus sign', () => {
    expect(formatSignedAmount('income', 1200, 'USD')).toBe('+$1,200.00');
    expect(formatSignedAmount('expense', 12.5, 'USD')).toBe('\u2212$12.50');
    expect(formatSignedAmount('expense', 12.5, 'EUR')).toBe('\u2212€12.50');
  });
});

describe('formatDate', () => {
  it.each([
    ['MM/DD/YYYY', '01/05/2027'],
    ['DD/MM/YYYY', '05/01/2027'],
    ['YYYY-MM-DD', '2027-01-05'],
  ] as const)('%s', (format, text) => {
    expect(formatDate('2027-01-05', format)).toBe(text);
  });

  it('defaults to MM/DD/YYYY', () => {
    expect(formatDate('2026-11-22')).toBe('11/22/2026');
  });
});

describe("parseDisplayDate (date boxes take dates the user's way)", () => {
  it.each([
    ['MM/DD/YYYY', '11/23/2026', '2026-11-23'],
    ['MM/DD/YYYY', '1/5/2027', '2027-01-05'],
    ['MM/DD/YYYY', ' 02/29/2028 ', '2028-02-29'],
    ['DD/MM/YYYY', '23/11/2026', '2026-11-23'],
    ['DD/MM/YYYY', '5/1/2027', '2027-01-05'],
    ['YYYY-MM-DD', '2026-11-23', '2026-11-23'],
    ['YYYY-MM-DD', '2027-1-5', '2027-01-05'],
  ] as const)('%s reads %j as %s', (format, text, date) => {
    expect(parseDisplayDate(text, format)).toBe(date);
  });

  it.each([
    ['MM/DD/YYYY', '23/11/2026'], // no 23rd month
    ['MM/DD/YYYY', '2026-11-23'], // another format
    ['MM/DD/YYYY', '02/29/2026'], // 2026 is not a leap year
    ['MM/DD/YYYY', '11/23/26'], // two-digit year
    ['DD/MM/YYYY', '11/23/2026'], // no 23rd month
    ['DD/MM/YYYY', '31/04/2026'], // April has 30 days
    ['YYYY-MM-DD', '23/11/2026'],
    ['YYYY-MM-DD', '2026-13-01'],
    ['YYYY-MM-DD', ''],
    ['DD/MM/YYYY', 'yesterday'],
  ] as const)('%s refuses %j', (format, text) => {
    expect(parseDisplayDate(text, format)).toBeUndefined();
  });

  it.each(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const)(
    '%s reads back what formatDate writes',
    (format) => {
      for (const date of ['2026-01-01', '2026-11-23', '2028-02-29', '2099-12-31']) {
        expect(parseDisplayDate(formatDate(date, format), format)).toBe(date);
      }
    },
  );
});

describe('formattersFor', () => {
  it("binds money and dates to one user's preferences", () => {
    const format = formattersFor({ currency: 'EUR', dateFormat: 'YYYY-MM-DD' });
    expect(format.money(1234.5)).toBe('€1,234.50');
    expect(format.signedAmount('income', 12)).toBe('+€12.00');
    expect(format.compactMoney(1500)).toBe('€1.5K');
    expect(format.date('2026-11-22')).toBe('2026-11-22');
  });

  it('keeps compact figures in the chosen currency', () => {
    expect(formatCompactMoney(0, 'USD')).toBe('$0');
    expect(formatCompactMoney(1000, 'USD')).toBe('$1K');
    expect(formatCompactMoney(2_500_000, 'GBP')).toBe('£2.5M');
  });
});

describe('formatPercentChange', () => {
  it.each([
    [12.5, '+12.5%'],
    [-3, '-3.0%'],
    [0, '0.0%'],
    [250, '+250.0%'],
  ])('%d reads %s', (percent, text) => {
    expect(formatPercentChange(percent)).toBe(text);
  });
});

describe('formatDaysUntil', () => {
  it.each([
    [0, 'due today'],
    [1, 'in 1 day'],
    [54, 'in 54 days'],
  ])('%i days', (days, text) => {
    expect(formatDaysUntil(days)).toBe(text);
  });
});
