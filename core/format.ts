import type { CalendarDate } from './dates';

// DESIGN "Money and dates": display follows the user's currency and date-format preferences (SPEC section 3
// "Local preferences"); until the preferences issue lands every caller uses the defaults, USD and MM/DD/YYYY.
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof dateFormats)[number];

const moneyFormatters = new Map<Currency, Intl.NumberFormat>();

function moneyFormatter(currency: Currency): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** A dollar figure as money: 1234.5 → '$1,234.50', -5 → '-$5.00'. */
export function formatMoney(dollars: number, currency: Currency = 'USD'): string {
  return moneyFormatter(currency).format(dollars === 0 ? 0 : dollars);
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
