import type { CalendarDate } from '../dates';
import { toCents, toDollars } from '../money';
import type { OverdueTax, TaxOwed } from './owed-api';

type Money = (dollars: number) => string;
type DateText = (date: CalendarDate) => string;

/**
 * The one headline of what is owed: 'Due by 01/15/2027: $5,155.01', the federal amount still due by its next date
 * with each state's by its own. Once the year's last due date has passed, what is left is overdue and said so.
 */
export function owedHeadline(owed: TaxOwed, today: CalendarDate, money: Money, date: DateText): string {
  const { federal, total } = owed.nextDue;
  return federal.date < today
    ? `Overdue since ${date(federal.date)}: ${money(total)}`
    : `Due by ${date(federal.date)}: ${money(total)}`;
}

/** Each agency's part of the headline, each by its own date; none when only the IRS is owed. */
export function owedParts(owed: TaxOwed, money: Money, date: DateText): string[] {
  if (owed.nextDue.states.length === 0) return [];
  return [
    `Federal ${money(owed.nextDue.federal.amount)} by ${date(owed.nextDue.federal.date)}`,
    ...owed.nextDue.states.map((state) => `${state.name} ${money(state.amount)} by ${date(state.date)}`),
  ];
}

const whoseInstallment = (part: OverdueTax, owed: TaxOwed) =>
  part.jurisdiction === 'federal' ? 'Federal' : (owed.state?.name ?? 'State');

/** 'Federal Q1 2026, due 04/15/2026: $1,443.79 unpaid, estimated penalty so far $21.32'. */
export function overdueLine(part: OverdueTax, owed: TaxOwed, money: Money, date: DateText): string {
  const what = `${whoseInstallment(part, owed)} Q${part.quarter} ${owed.year}, due ${date(part.dueDate)}: ${money(part.unpaid)} unpaid`;
  return part.penaltyToDate === null
    ? what
    : `${what}, estimated penalty so far ${money(part.penaltyToDate)}`;
}

/** What paying today stops, and how the penalty is figured; null when nothing federal is overdue. */
export function penaltyNote(owed: TaxOwed, money: Money, date: DateText): string | null {
  const federal = owed.overdue.filter((part) => part.jurisdiction === 'federal');
  if (federal.length === 0) return null;
  const ifUnpaid = toDollars(federal.reduce((sum, part) => sum + toCents(part.penaltyIfUnpaid ?? 0), 0));
  const states = owed.overdue.some((part) => part.jurisdiction === 'state')
    ? ' A state’s own penalty is not figured.'
    : '';
  return (
    `Paying it today stops the penalty growing: left unpaid to ${date(`${owed.year + 1}-04-15`)}, it would reach about ` +
    `${money(ifUnpaid)}. Penalties are estimates (IRS Form 2210, at the IRS rate of each quarter).${states}`
  );
}

/** 'Federal $9,775.17 + California $1,033.00 + local $250.00'; the parts there are. */
export function totalTaxParts(owed: TaxOwed, money: Money): string {
  const { federal, state, local } = owed.totalTax;
  const stateName = owed.state?.name;
  return [
    `Federal ${money(federal)}`,
    ...(stateName === undefined
      ? []
      : [state === null ? `${stateName} not figured` : `${stateName} ${money(state)}`]),
    ...(local > 0 ? [`local ${money(local)}`] : []),
  ].join(' + ');
}
