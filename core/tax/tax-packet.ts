import type { CalendarDate } from '../dates';
import { figureCell, type ExportCell } from '../export/cells';
import { formatUsd } from '../format';
import { toCents, toDollars } from '../money';
import type { TripYear } from '../trips';
import type { TaxEstimate } from './estimate';
import type { Reconciliation } from './forms-1099';
import { paidToLabel, paysSide, type EstimatedTaxPayment, type StatePlanner } from './planner-api';
import type { ScheduleC, ScheduleCLine } from './schedule-c-api';
import { filingStatusLabels } from './tables';

// The tax packet: the year as a preparer needs it — Schedule C, Part IV, the Schedule SE summary, the
// estimate and the payments made, the 1099 reconciliation, the mileage log and the receipts — as one PDF and as CSV
// files in one zip (GET /api/tax/packet?year=). Money here is dollars, as in the answers it is built from.

/** Printed at the foot of every page of the PDF. */
export const PACKET_WORKSHEET_NOTICE =
  'Worksheet for preparing a return — not a filed form. Figures are estimates for planning, not tax advice.';

export const taxPacketMessages = {
  nothingInYear: (year: number) =>
    `Nothing to put in a tax packet for ${year}: no income, expense, trip, 1099 form or estimated payment that year.`,
  busy: 'GigTally is building other tax packets just now. Try again in a minute.',
} as const;

/** The words of the packet's payments and of its state page, shared by the CSV and the PDF. */
export const packetPaymentTexts = {
  paidToColumn: 'Paid to',
  totalPaidToIrs: 'Total paid to the IRS',
  leftToPayIrs: 'Left to pay to the IRS',
  totalPaidTo: (state: string) => `Total paid to ${state}`,
  leftToPayTo: (state: string) => `Left to pay to ${state}`,
  noState: 'No state is chosen in the tax profile, so no state tax is figured.',
  stateHeading: (state: string, year: number) => `${state} tax ${year}`,
  noStateHeading: (year: number) => `State tax ${year}`,
  stateTax: 'State tax (estimate)',
  refundableCredits: 'Refundable credits',
  stateWithheld: 'State tax withheld from wages',
  balanceDue: 'Balance due after withholding and refundable credits',
  refund: 'Refund expected',
  installments: (state: string) => `${state} installments`,
  installmentsPaidNote: 'Paid counts the withholding of each due date and the payments, applied by date.',
  noEstimatesNeeded: (state: string) => `With these figures ${state} asks for no estimated payments.`,
  paymentsTo: (state: string) => `Payments to ${state}`,
  noPaymentsTo: (state: string, year: number) => `No payments to ${state} recorded for ${year}.`,
  otherStates: (state: string) =>
    `Payments to other states are listed with the federal estimate; they count nothing toward ${state}'s tax.`,
} as const;

/** Named as the other exports are, {product}_{what}_{year}: GigTally_tax_packet_2026.zip. */
export const taxPacketFileName = (year: number) => `GigTally_tax_packet_${year}.zip`;
export const taxPacketPdfName = (year: number) => `tax-packet-${year}.pdf`;

export const packetFiles = {
  scheduleC: 'schedule-c.csv',
  scheduleCItems: 'schedule-c-items.csv',
  payments: 'estimated-payments.csv',
  reconciliation: 'reconciliation-1099.csv',
  mileageLog: 'mileage-log.csv',
  receiptsFolder: 'receipts/',
} as const;

/** Schedule SE (Form 1040), Part I as the estimate figures it. */
export interface ScheduleSeSummary {
  /** Schedule C line 31, as the estimate counts it. */
  netProfit: number;
  /** Line 6: net profit x 92.35 %. */
  netEarnings: number;
  /** 12.4 % of net earnings up to what wages left of the Social Security wage base. */
  socialSecurityTax: number;
  /** 2.9 % of net earnings. */
  medicareTax: number;
  /** Line 12. */
  selfEmploymentTax: number;
  /** Line 13: the deductible half (Schedule 1, line 15). */
  deductibleHalf: number;
}

/** The year's estimate as the planner shows it, with the payments made against it. */
export interface PacketEstimate {
  filingStatus: string;
  totalTax: number;
  withheld: number;
  /** Total tax less withholding and refundable credits (negative: a refund). */
  balanceDue: number;
  installments: { quarter: 1 | 2 | 3 | 4; dueDate: string; amount: number }[];
  paid: number;
  /** Balance due less the payments made, never below zero. */
  remaining: number;
}

/** A row of the receipts index (receipts/index.csv in the zip). */
export interface PacketReceipt {
  file: string;
  date: string;
  amount: number | null;
  category: string;
  description: string;
}

export interface TaxPacket {
  year: number;
  generatedOn: CalendarDate;
  person: { name: string; email: string };
  scheduleC: ScheduleC;
  scheduleSe: ScheduleSeSummary;
  estimate: PacketEstimate;
  /** The estimated payments made for the year, oldest first, to the IRS and to states (each says whom it paid). */
  payments: EstimatedTaxPayment[];
  /** The state's side of the quarterly planner; null when the person has chosen no state. */
  state: StatePlanner | null;
  reconciliation: Reconciliation;
  mileageLog: TripYear;
  receipts: PacketReceipt[];
}

export function scheduleSeSummaryOf(estimate: TaxEstimate): ScheduleSeSummary {
  return {
    netProfit: toDollars(estimate.netProfitCents),
    netEarnings: toDollars(estimate.netEarningsCents),
    socialSecurityTax: toDollars(estimate.socialSecurityTaxCents),
    medicareTax: toDollars(estimate.medicareTaxCents),
    selfEmploymentTax: toDollars(estimate.selfEmploymentTaxCents),
    deductibleHalf: toDollars(estimate.halfSelfEmploymentTaxDeductionCents),
  };
}

/**
 * The federal estimate's figures and what the payments to the IRS leave of its balance due, as the planner counts
 * them: a payment to a state pays nothing of the federal tax.
 */
export function packetEstimateOf(
  estimate: TaxEstimate,
  payments: readonly EstimatedTaxPayment[],
): PacketEstimate {
  const paidCents = payments
    .filter((payment) => paysSide(payment, 'federal', null))
    .reduce((sum, payment) => sum + toCents(payment.amount), 0);
  return {
    filingStatus: filingStatusLabels[estimate.filingStatus],
    totalTax: toDollars(estimate.totalTaxCents),
    withheld: toDollars(estimate.withholdingCents + estimate.additionalMedicareWithheldCents),
    balanceDue: toDollars(estimate.balanceDueCents),
    installments: estimate.installments.map(({ quarter, dueDate, amountCents }) => ({
      quarter,
      dueDate,
      amount: toDollars(amountCents),
    })),
    paid: toDollars(paidCents),
    remaining: toDollars(Math.max(0, estimate.balanceDueCents - paidCents)),
  };
}

const money = (dollars: number) => figureCell(dollars, 2);

/** schedule-c.csv: every line with an amount, then lines 7 and 28-31, then Part V's other expenses. */
export function scheduleCRows(scheduleC: ScheduleC): ExportCell[][] {
  return [
    ['Line', 'Name', 'Amount'],
    ...scheduleC.lines.map((line) => [line.line, line.name, money(line.amount)]),
    ...scheduleCTotals(scheduleC).map(({ line, name, amount }) => [line, name, money(amount)]),
    ...scheduleC.otherExpenses.map((other) => [
      'Part V',
      `Other expenses: ${other.category}`,
      money(other.amount),
    ]),
  ];
}

/** Lines 7 and 28-31 with the IRS's names. */
export function scheduleCTotals(scheduleC: ScheduleC): { line: string; name: string; amount: number }[] {
  return [
    { line: '7', name: 'Gross income', amount: scheduleC.grossIncome },
    { line: '28', name: 'Total expenses', amount: scheduleC.totalExpenses },
    { line: '29', name: 'Tentative profit or (loss)', amount: scheduleC.tentativeProfit },
    { line: '30', name: 'Business use of home (simplified method)', amount: scheduleC.homeOffice },
    { line: '31', name: 'Net profit or (loss)', amount: scheduleC.netProfit },
  ];
}

/**
 * What the line counts of one item: all of it, or the category's share (half of a meal). Shares are taken in cents
 * and rounded to the cent, so a line's items may sum a cent away from the line.
 */
function deductibleOf(line: ScheduleCLine, item: { category: string; amount: number }): number {
  const category = line.categories.find((each) => each.category === item.category);
  if (!category || category.deductible === category.amount || category.amount === 0) return item.amount;
  return toDollars(
    Math.round((toCents(item.amount) * toCents(category.deductible)) / toCents(category.amount)),
  );
}

/** schedule-c-items.csv: the items behind each line, in line order. */
export function scheduleCItemRows(scheduleC: ScheduleC): ExportCell[][] {
  return [
    ['Line', 'Date', 'Description', 'Category', 'Amount', 'Deductible'],
    ...scheduleC.lines.flatMap((line) =>
      line.items.map((item) => [
        line.line,
        item.date,
        item.description,
        item.category,
        money(item.amount),
        money(deductibleOf(line, item)),
      ]),
    ),
  ];
}

/** Whether the packet has the state's figures: a state with an income tax that GigTally figures (or at one's own rate). */
export const stateIsFigured = (state: StatePlanner): state is StatePlanner & { totalTax: number } =>
  state.coverage !== 'no-income-tax' && state.totalTax !== null;

/** The payments that count toward the state's tax (payments to another state do not). */
export const paymentsToState = (payments: readonly EstimatedTaxPayment[], state: StatePlanner) =>
  payments.filter((payment) => paysSide(payment, 'state', state.code));

export const paymentColumns = ['Date', 'Quarter', packetPaymentTexts.paidToColumn, 'Amount', 'Note'] as const;

/**
 * estimated-payments.csv: each payment with its date and whom it paid, then what was paid to the IRS and what is
 * left of the federal tax, and the same for the person's state (what is left only where its tax is known).
 */
export function paymentRows(packet: Pick<TaxPacket, 'payments' | 'estimate' | 'state'>): ExportCell[][] {
  const total = (label: string, amount: number): ExportCell[] => [label, '', '', money(amount), ''];
  const state = packet.state;
  const stateRows: ExportCell[][] = [];
  if (state) {
    stateRows.push(total(packetPaymentTexts.totalPaidTo(state.name), state.paid));
    if (stateIsFigured(state) && state.remaining !== null)
      stateRows.push(total(packetPaymentTexts.leftToPayTo(state.name), state.remaining));
  }
  return [
    [...paymentColumns],
    ...packet.payments.map((payment) => [
      payment.date,
      `Q${payment.quarter}`,
      paidToLabel(payment),
      money(payment.amount),
      payment.note,
    ]),
    total(packetPaymentTexts.totalPaidToIrs, packet.estimate.paid),
    total(packetPaymentTexts.leftToPayIrs, packet.estimate.remaining),
    ...stateRows,
  ];
}

/** A gig category's income that no form's platform accounts for. */
export const unattributedSentence = (category: string, amount: number) =>
  `${category}: recorded ${formatUsd(amount)} not matched to any 1099 form`;

/** reconciliation-1099.csv: one row a platform, then the income not matched to any form. */
export function reconciliationRows(reconciliation: Reconciliation): ExportCell[][] {
  return [
    ['Platform', 'Forms', 'Reported', 'Recorded', 'Gap', 'Summary', 'Reasons'],
    ...reconciliation.platforms.map((platform) => [
      platform.platform,
      platform.forms.map((form) => form.kind).join(', '),
      money(platform.reported),
      money(platform.recorded),
      money(platform.gap),
      platform.summary,
      platform.reasons.map((reason) => reason.text).join(' '),
    ]),
    ...reconciliation.unattributed.map(({ category, amount }) => [
      '',
      '',
      '',
      money(amount),
      '',
      unattributedSentence(category, amount),
      '',
    ]),
  ];
}

/** The receipts index as the PDF prints it (the zip's receipts/index.csv is receipt-archive.ts's). */
export const receiptIndexColumns = [
  'Date',
  'Amount',
  'Category',
  'Description',
  'File in receipts/',
] as const;
