import { isCalendarDate, type CalendarDate } from './dates';

// Display follows the user's currency and date-format preferences (docs/architecture.md "Money and dates").
// The currency only changes how an amount is written; amounts are never converted. The defaults are USD and
// MM/DD/YYYY; screens write through formattersFor(), which the web app's useFormatters() binds to the
// signed-in user's choice (ESLint keeps web/ from calling these directly).
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof dateFormats)[number];

// As Intl.NumberFormat('en-US', { style: 'currency' }) writes each currency's symbol.
const currencySymbols: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$', AUD: 'A$' };

const moneyFormatters = new Map<Currency, Intl.NumberFormat>();

function moneyFormatter(currency: Currency): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** Whole digits with a comma between each group of three: '1234567' → '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A count as people read it: 10000 → '10,000'. */
export const formatCount = (count: number): string =>
  Number.isSafeInteger(count) ? `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)))}` : String(count);

/**
 * A figure as money in the chosen currency: 1234.5 → '$1,234.50' (USD), '€1,234.50' (EUR); -5 → '-$5.00'.
 *
 * Written here rather than by Intl.NumberFormat, whose first use in a page loads the locale's number data
 * (20-30 ms on this machine, four times that on a phone) inside the task that draws the dashboard. It writes what Intl
 * writes, which core/format.test.ts checks against Intl for every cent and fraction it tries: the cents rounded half
 * away from zero from the shortest decimal that names the number (1.005 → '$1.01', as Intl and not as toFixed).
 */
export function formatMoney(dollars: number, currency: Currency = 'USD'): string {
  const digits = Math.abs(dollars).toString();
  const [whole = '', fraction = ''] = digits.split('.');
  // Exponents (1e21, 1e-7) and sums past 2^53 cents are Intl's to write; no amount of GigTally's comes near.
  if (!/^\d{1,13}$/.test(whole) || digits.includes('e')) {
    return moneyFormatter(currency).format(dollars === 0 ? 0 : dollars);
  }
  let cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1;
  const sign = dollars < 0 ? '-' : '';
  const centsText = String(cents % 100).padStart(2, '0');
  return `${sign}${currencySymbols[currency]}${grouped(String(Math.floor(cents / 100)))}.${centsText}`;
}

/** An item's amount with the sign of its type: income '+$12.50', expense '−$12.50' (a minus sign, U+2212). */
export function formatSignedAmount(
  type: 'income' | 'expense',
  dollars: number,
  currency: Currency = 'USD',
): string {
  return `${type === 'income' ? '+' : '\u2212'}${formatMoney(Math.abs(dollars), currency)}`;
}

/** A calendar date 'YYYY-MM-DD' in the chosen display format. */
export function formatDate(date: CalendarDate, format: DateFormat = 'MM/DD/YYYY'): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return date;
  }
}

const typedDatePatterns: Record<DateFormat, RegExp> = {
  'MM/DD/YYYY': /^(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})$/,
  'DD/MM/YYYY': /^(?<day>\d{1,2})\/(?<month>\d{1,2})\/(?<year>\d{4})$/,
  'YYYY-MM-DD': /^(?<year>\d{4})-(?<month>\d{1,2})-(?<day>\d{1,2})$/,
};

/**
 * A date typed the user's way ('23/11/2026' for DD/MM/YYYY) as a calendar date, or undefined when the text is not a
 * real date in that format. One-digit days and months are taken ('3/7/2026'); the year has four digits.
 */
export function parseDisplayDate(text: string, format: DateFormat): CalendarDate | undefined {
  const groups = typedDatePatterns[format].exec(text.trim())?.groups;
  if (!groups) return undefined;
  const date = `${groups.year}-${groups.month!.padStart(2, '0')}-${groups.day!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : undefined;
}

/** What a date box asks for, in words a person reads: the format itself, 'DD/MM/YYYY'. */
export const dateFormatHint = (format: DateFormat): string => `Enter the date as ${format}`;

/**
 * A figure that is in US dollars whatever the user's display currency: the Pro price ($9.99, charged in dollars)
 * and thresholds of the US tax law ('$176,100' wage base).
 */
export const formatUsd = (dollars: number): string => formatMoney(dollars, 'USD');

/**
 * The tax screens, the planner and the tax summary file write every figure in dollars whatever
 * the display currency (the brackets, thresholds and the tax itself are dollars by statute), and say so once.
 */
export const taxDollarsNote = 'Tax figures are in US dollars: US tax is figured in dollars.';

/** A percent change with one decimal and its sign: 12.5 → '+12.5%', -3 → '-3.0%', 0 → '0.0%'. */
export function formatPercentChange(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '-' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}%`;
}

/** How far away a due date is: 'due today', 'in 1 day', 'in 54 days'. */
export function formatDaysUntil(days: number): string {
  if (days <= 0) return 'due today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

const compactMoneyFormatters = new Map<Currency, Intl.NumberFormat>();

/** A chart axis figure: 1500 → '$1.5K' (USD), '€1.5K' (EUR). */
export function formatCompactMoney(dollars: number, currency: Currency): string {
  let formatter = compactMoneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactMoneyFormatters.set(currency, formatter);
  }
  return formatter.format(dollars === 0 ? 0 : dollars);
}

/** How one user wants money and dates written. */
export interface DisplayPreferences {
  currency: Currency;
  dateFormat: DateFormat;
}

/** The formatting functions bound to one user's display preferences. */
export interface Formatters extends DisplayPreferences {
  money: (dollars: number) => string;
  compactMoney: (dollars: number) => string;
  signedAmount: (type: 'income' | 'expense', dollars: number) => string;
  date: (date: CalendarDate) => string;
}

export function formattersFor({ currency, dateFormat }: DisplayPreferences): Formatters {
  return {
    currency,
    dateFormat,
    money: (dollars) => formatMoney(dollars, currency),
    compactMoney: (dollars) => formatCompactMoney(dollars, currency),
    signedAmount: (type, dollars) => formatSignedAmount(type, dollars, currency),
    date: (date) => formatDate(date, dateFormat),
  };
}

/** The defaults, USD and MM/DD/YYYY: what a signed-out visitor sees. */
export const defaultFormatters: Formatters = formattersFor({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
