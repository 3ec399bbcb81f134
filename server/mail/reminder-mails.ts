import { daysBetween, type CalendarDate } from '../../core/dates';
import { emailKindNames } from '../../core/email-messages';
import { formatMoney, type Currency } from '../../core/format';
import { toDollars } from '../../core/money';
import type { TaxDueDate } from '../../core/tax/due-dates';
import type { TaxOwed } from '../../core/tax/owed-api';
import { overdueLine, owedHeadline, owedParts, penaltyNote } from '../../core/tax/owed-texts';
import type { StateCode } from '../../core/tax/states/state-codes';
import { taxCalendarPath } from '../../core/tax/tax-calendar-path';
import { budgetAlertLine, type BudgetAlert } from '../../core/budget/budget-alerts';
import type { MailMessage } from './mailer';
import type { UnsubscribableKind } from './unsubscribe-link';
import { escapeHtml } from './html';

interface Recipient {
  email: string;
  name: string;
}

interface MailLinks {
  appUrl: string;
  /** This person's link to stop this kind of email. */
  unsubscribeUrl: string;
}

const utcDate = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Friday, January 15, 2027'. */
export const writtenOutDate = (date: CalendarDate): string => longDate.format(utcDate(date));

/** A week as the weekly report's subject names it: 'Nov 16–22', 'Nov 30–Dec 6'. */
export function weekLabel(from: CalendarDate, to: CalendarDate): string {
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const end = sameMonth ? String(Number(to.slice(8))) : shortMonthDay.format(utcDate(to));
  return `${shortMonthDay.format(utcDate(from))}\u2013${end}`;
}

/** 'in 7 days', 'in 3 days' (a reminder sent late), 'tomorrow', 'today'. */
function dueWhen(today: CalendarDate, due: CalendarDate): string {
  const days = daysBetween(today, due);
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** Every reminder and report carries its unsubscribe link in the text and in the headers mail apps read. */
function withUnsubscribe(
  kind: UnsubscribableKind,
  links: MailLinks,
  mail: { to: string; subject: string; text: string[]; html: string[] },
): MailMessage {
  const settingsUrl = new URL('/settings', links.appUrl).toString();
  const what = emailKindNames[kind];
  const text = [
    ...mail.text,
    '',
    'GigTally\u2019s figures are estimates for planning only, not tax advice.',
    `You get this email because ${what} are on in your GigTally settings (${settingsUrl}).`,
    `Unsubscribe from ${what}: ${links.unsubscribeUrl}`,
    '',
    '\u2014 GigTally',
  ].join('\n');
  const html = [
    ...mail.html,
    '<p>GigTally\u2019s figures are estimates for planning only, not tax advice.</p>',
    `<p style="color:#555;font-size:13px">You get this email because ${what} are on in your ${link(settingsUrl, 'GigTally settings')}. ${link(links.unsubscribeUrl, `Unsubscribe from ${what}`)}.</p>`,
    '<p>\u2014 GigTally</p>',
  ].join('\n');
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const greetingOf = (to: Recipient) => (to.name ? `Hello ${to.name},` : 'Hello,');

export interface TaxReminderFigures {
  /**
   * The installments up to this one, everything paid for the year, and what is still due by this due date
   * (Form 2210 applies a payment to an earlier installment still short first), in cents.
   */
  estimatedCents: number;
  paidCents: number;
  remainingCents: number;
}

/** One installment a reminder is about: the federal one, or the person's state's. */
export interface RemindedInstallment {
  due: TaxDueDate;
  /** The state's name ('California') for a state installment; null for the federal one. */
  stateName: string | null;
  figures: TaxReminderFigures;
}

const installmentOf = (due: TaxDueDate) => `Q${due.quarter} ${due.taxYear}`;

/** The subject: one installment as before; a federal and a state one on the same day named together. */
function reminderSubject(
  today: CalendarDate,
  installments: readonly RemindedInstallment[],
  money: (cents: number) => string,
): string {
  const [first] = installments;
  if (installments.length === 1) {
    const whose = first!.stateName ? `${first!.stateName} estimated tax` : 'Estimated tax';
    return `${whose} due ${dueWhen(today, first!.due.date)}: ${money(first!.figures.remainingCents)} for ${installmentOf(first!.due)}`;
  }
  const earliest = installments.reduce(
    (soonest, part) => (part.due.date < soonest ? part.due.date : soonest),
    first!.due.date,
  );
  const oneInstallment = installments.every((part) => installmentOf(part.due) === installmentOf(first!.due));
  const amounts = installments.map(
    (part) =>
      `${part.stateName ?? 'federal'} ${money(part.figures.remainingCents)}` +
      (oneInstallment ? '' : ` for ${installmentOf(part.due)}`),
  );
  return `Estimated tax due ${dueWhen(today, earliest)}: ${amounts.join(' and ')}${oneInstallment ? ` for ${installmentOf(first!.due)}` : ''}`;
}

/** What an installment's reminder says: when it is due, and what is still due by then. */
function installmentSentences(
  today: CalendarDate,
  part: RemindedInstallment,
  together: boolean,
  money: (cents: number) => string,
): { dueSentence: string; stillDue: string; breakdown: string } {
  const { due, figures } = part;
  const installment = installmentOf(due);
  // Beside a state's, the federal installment says it is the federal one.
  const whose = part.stateName ?? (together ? 'federal' : null);
  const payment = whose ? `Your ${whose} estimated tax payment` : 'Your estimated tax payment';
  const through = due.quarter === 1 ? installment : `Q1 to Q${due.quarter} ${due.taxYear}`;
  return {
    dueSentence: `${payment} for ${installment} is due ${dueWhen(today, due.date)}, on ${writtenOutDate(due.date)}.`,
    stillDue: `Still due by then: ${money(figures.remainingCents)}`,
    breakdown: `(${through}: estimated ${money(figures.estimatedCents)}, paid ${money(figures.paidCents)}).`,
  };
}

/**
 * 7 days and 1 day before an estimated-tax due date, with what is still due by then; the person's state's
 * installment too, in the same email when both are reminded of on the same day; the calendar link then
 * carries the state's dates.
 */
export function taxReminderMail(input: {
  to: Recipient;
  currency: Currency;
  today: CalendarDate;
  /** What is owed and by when, the dashboard's headline, said first. */
  owed: TaxOwed;
  /** The federal installment first, then the state's. */
  installments: readonly RemindedInstallment[];
  /** The person's state, whose dates the calendar link adds; null without one. */
  calendarState: StateCode | null;
  links: MailLinks;
}): MailMessage {
  const { to, currency, today, installments, links } = input;
  const money = (cents: number) => formatMoney(toDollars(cents), currency);
  const plannerUrl = new URL('/reports/taxes', links.appUrl).toString();
  const calendarUrl = new URL(taxCalendarPath(input.calendarState), links.appUrl).toString();
  const together = installments.length > 1;
  const parts = installments.map((part) => installmentSentences(today, part, together, money));
  const headline = owedLines(input.owed, today, currency);
  return withUnsubscribe('tax-reminder', links, {
    to: to.email,
    subject: reminderSubject(today, installments, money),
    text: [
      greetingOf(to),
      '',
      ...headline,
      ...parts.flatMap(({ dueSentence, stillDue, breakdown }) => [
        '',
        dueSentence,
        `${stillDue} ${breakdown}`,
      ]),
      '',
      `See your quarterly plan and record a payment: ${plannerUrl}`,
      `Add every due date to your calendar: ${calendarUrl}`,
    ],
    html: [
      `<p>${escapeHtml(greetingOf(to))}</p>`,
      ...headline.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
      ...parts.flatMap(({ dueSentence, stillDue, breakdown }) => [
        `<p>${escapeHtml(dueSentence)}</p>`,
        `<p><strong>${escapeHtml(stillDue)}</strong> ${escapeHtml(breakdown)}</p>`,
      ]),
      `<p>${link(plannerUrl, 'See your quarterly plan and record a payment')}</p>`,
      `<p>${link(calendarUrl, 'Add every due date to your calendar')}</p>`,
    ],
  });
}

export interface WeeklyFigures {
  incomeCents: number;
  /** Items' expenses with the trip log's mileage deduction. */
  expensesCents: number;
  itemCount: number;
  /** The week's three largest expense categories. */
  topExpenses: { category: string; totalCents: number }[];
  /** What is owed by the next due date, the dashboard's headline, and what is overdue. */
  owed: TaxOwed;
  /** The day the report is made, which says whether the year's last due date has passed. */
  today: CalendarDate;
}

/**
 * The dashboard's headline of what is owed, in an email's words: 'Due by Friday, January 15, 2027: $995.33', each
 * agency's part, and each overdue installment with its estimated penalty.
 */
export function owedLines(owed: TaxOwed, today: CalendarDate, currency: Currency): string[] {
  const money = (dollars: number) => formatMoney(dollars, currency);
  const headline = `${owedHeadline(owed, today, money, writtenOutDate)}.`;
  const parts = owedParts(owed, money, writtenOutDate);
  const overdue = owed.overdue.map((part) => `Overdue: ${overdueLine(part, owed, money, writtenOutDate)}.`);
  const note = penaltyNote(owed, money, writtenOutDate);
  return [
    parts.length > 0 ? `${headline} (${parts.join('; ')})` : headline,
    ...overdue,
    ...(note ? [note] : []),
  ];
}

/** A Monday summary of the week before. */
export function weeklyReportMail(input: {
  to: Recipient;
  currency: Currency;
  week: { from: CalendarDate; to: CalendarDate };
  figures: WeeklyFigures;
  links: MailLinks;
}): MailMessage {
  const { to, currency, week, figures, links } = input;
  const money = (cents: number) => formatMoney(toDollars(cents), currency);
  const rows: [string, string][] = [
    ['Income', money(figures.incomeCents)],
    ['Expenses (with the mileage deduction)', money(figures.expensesCents)],
    ['Net', money(figures.incomeCents - figures.expensesCents)],
  ];
  const count =
    figures.itemCount === 1
      ? '1 item recorded.'
      : `${figures.itemCount.toLocaleString('en-US')} items recorded.`;
  const taxLines = owedLines(figures.owed, figures.today, currency);
  const dashboardUrl = new URL('/dashboard', links.appUrl).toString();
  const plannerUrl = new URL('/reports/taxes', links.appUrl).toString();
  const heading = `Your week from ${writtenOutDate(week.from)} to ${writtenOutDate(week.to)}:`;
  const topText =
    figures.topExpenses.length === 0
      ? ['No expenses this week.']
      : ['Top expenses:', ...figures.topExpenses.map((top) => `  ${top.category}: ${money(top.totalCents)}`)];
  const topHtml =
    figures.topExpenses.length === 0
      ? '<p>No expenses this week.</p>'
      : `<p>Top expenses:</p>\n<ul>${figures.topExpenses.map((top) => `<li>${escapeHtml(top.category)}: ${escapeHtml(money(top.totalCents))}</li>`).join('')}</ul>`;
  return withUnsubscribe('weekly-report', links, {
    to: to.email,
    subject: `Your GigTally week: ${weekLabel(week.from, week.to)}`,
    text: [
      greetingOf(to),
      '',
      heading,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      count,
      '',
      ...topText,
      '',
      ...taxLines,
      '',
      `Open your dashboard: ${dashboardUrl}`,
      `See your quarterly tax plan: ${plannerUrl}`,
    ],
    html: [
      `<p>${escapeHtml(greetingOf(to))}</p>`,
      `<p>${escapeHtml(heading)}</p>`,
      `<table>${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding-right:16px">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
      `<p>${escapeHtml(count)}</p>`,
      topHtml,
      ...taxLines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${link(dashboardUrl, 'Open your dashboard')} · ${link(plannerUrl, 'See your quarterly tax plan')}</p>`,
    ],
  });
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A category of this month's budget reached 80 % of what it had, or was spent or overspent. */
export function budgetAlertMail(input: {
  to: Recipient;
  currency: Currency;
  month: string;
  alerts: readonly BudgetAlert[];
  links: MailLinks;
}): MailMessage {
  const { to, currency, month, alerts, links } = input;
  const budgetUrl = new URL('/budget', links.appUrl).toString();
  const lines = alerts.map((alert) => budgetAlertLine(alert, currency));
  const heading = `Your ${monthName.format(utcDate(`${month}-01`))} budget:`;
  return withUnsubscribe('budget-alert', links, {
    to: to.email,
    subject: alerts.length === 1 ? `Budget: ${lines[0]}` : `Budget: ${alerts.length} categories need a look`,
    text: [
      greetingOf(to),
      '',
      heading,
      ...lines.map((line) => `  ${line}`),
      '',
      `Open your budget: ${budgetUrl}`,
    ],
    html: [
      `<p>${escapeHtml(greetingOf(to))}</p>`,
      `<p>${escapeHtml(heading)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${link(budgetUrl, 'Open your budget')}</p>`,
    ],
  });
}
