import { addDays, weekdayNames, type CalendarDate } from '../../../core/dates';
import {
  weekStartOf,
  type CarCostRate,
  type EarningsReport,
  type WeekGrid,
} from '../../../core/earnings/earnings';
import { formatUsd } from '../../../core/format';

/** The periods the page offers; 'custom' takes two dates. */
export const earningsPeriods = [
  { value: 'week', label: 'This week' },
  { value: 'four-weeks', label: 'Last 4 weeks' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Choose dates' },
] as const;
export type EarningsPeriod = (typeof earningsPeriods)[number]['value'];

export const isEarningsPeriod = (value: string | null): value is EarningsPeriod =>
  earningsPeriods.some((period) => period.value === value);

/** The dates of a period ending today: this week from Monday, the 4 weeks up to this one, this calendar month. */
export function periodDates(period: Exclude<EarningsPeriod, 'custom'>, today: CalendarDate) {
  switch (period) {
    case 'week':
      return { from: weekStartOf(today), to: today };
    case 'four-weeks':
      return { from: addDays(weekStartOf(today), -21), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
  }
}

export const perHour = (dollars: number) => `${formatUsd(dollars)}/h`;

/** 90 min → '1 h 30 min'; 45 → '45 min'; 120 → '2 h'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How a net per hour stands against the person's target. */
export function targetText(netPerHour: number, target: number | null): string | null {
  if (target === null) return null;
  const gap = Math.round((netPerHour - target) * 100) / 100;
  if (gap === 0) return `Right on your ${perHour(target)} target`;
  return gap > 0
    ? `${formatUsd(gap)} an hour over your ${perHour(target)} target`
    : `${formatUsd(-gap)} an hour under your ${perHour(target)} target`;
}

/** The marginal rate in words: what the tax line of every row is. */
export function marginalRateText(report: Pick<EarningsReport, 'marginalRate' | 'marginalRateYear'>): string {
  const percent = (report.marginalRate * 100).toFixed(2).replace(/\.?0+$/, '');
  if (report.marginalRate < 0)
    return (
      `At your ${report.marginalRateYear} figures, each extra dollar of profit raises a refundable credit (the ` +
      `earned income credit) by more than it adds in tax: your tax goes down ${percent.replace('-', '')} cents a dollar, ` +
      'so the tax column is a gain.'
    );
  return (
    `Tax is figured at your marginal rate of ${percent}%: what the next $100 of profit adds to your ` +
    `${report.marginalRateYear} federal income tax, self-employment tax and state and local tax, from your tax ` +
    'estimate.'
  );
}

export const weekdayShort = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 0 → '12 AM', 13 → '1 PM'. */
export const hourText = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The grid in one sentence for a screen reader and for a glance: the best hours first. */
export function weekGridSummary(grid: WeekGrid): string {
  if (grid.cells.length === 0)
    return 'No shifts in the last 90 days yet: log some and your best hours show here.';
  const best = [...grid.cells]
    .sort((a, b) => b.netPerHour - a.netPerHour || a.day - b.day || a.hour - b.hour)
    .slice(0, 3)
    .map((cell) => `${weekdayNames[cell.day]} ${hourText(cell.hour)} (${perHour(cell.netPerHour)})`);
  return `Your best hours over the last 90 days, net after costs and tax: ${best.join(', ')}.`;
}

/** 'The car costs 72.5 cents a mile in 2026: the IRS standard mileage rate.' */
export function carCostText(rates: readonly CarCostRate[]): string {
  const parts = rates.map(
    (rate) =>
      `${rate.centsPerMile} cents a mile in ${rate.year}: ${
        rate.basis === 'standard'
          ? 'the IRS standard mileage rate'
          : 'your actual car costs that year over the business miles in your mileage log'
      }`,
  );
  return `The car costs ${parts.join('; ')}.`;
}

/** What counts as a shift's pay, said where the figures are. */
export const shiftDayNote =
  "A shift counts the payouts, tips and platform fees of its platform recorded on the shift's day. A weekly payout " +
  "or a bonus recorded on another day does not count: record a shift's pay on the shift's day.";
