import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatUsd } from '../../../core/format';
import { incomeLines } from '../../../core/tax/schedule-c-lines';
import type { VehicleUse } from '../../../core/tax/schedule-c-api';
import { paidToLabel } from '../../../core/tax/planner-api';
import {
  PACKET_WORKSHEET_NOTICE,
  packetPaymentTexts,
  paymentsToState,
  receiptIndexColumns,
  stateIsFigured,
  scheduleCTotals,
  unattributedSentence,
  type TaxPacket,
} from '../../../core/tax/tax-packet';
import { vehicleMethodLabels } from '../../../core/tax/vehicle-method';
import { formatMiles } from '../../../core/trips';

// The tax packet's PDF, a worksheet for the person or their preparer to print. Letter pages; every page
// ends with the worksheet notice and 'Page N of M'; a table running past a page goes on under its header repeated.

const PAGE = { width: 612, height: 792 };
const MARGIN = { top: 54, left: 54, right: 54, bottom: 80 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** Content stops here; the footer sits below it. */
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
const FOOTER_Y = PAGE.height - 58;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BODY_SIZE = 10;
const TABLE_SIZE = 9;
const CELL_PAD = 3;

type Doc = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

interface Column {
  header: string;
  width: number;
  align?: Align;
}

/**
 * Liberation Sans (the TTFs pdf.js ships, already a dependency): Helvetica's metrics, so the layout is Helvetica's,
 * but embedded, with Latin Extended-A, Greek and Cyrillic, where the standard Helvetica writes Windows-1252 only and
 * a name such as "Łukasz", "Dvořák" or "Ольга" would print as '?'. A character the font lacks (Chinese, emoji, some
 * Vietnamese letters) prints as its empty box, never as another letter.
 */
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`pdfjs-dist/standard_fonts/${name}`);
const REGULAR = 'Packet';
const BOLD = 'Packet-Bold';

/** Text as one line of print: NFC, the minus sign as a hyphen, control characters as spaces. */
function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code === 0x2212) out += '-';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += char;
  }
  return out;
}

const yesNo = (answer: boolean | null) => (answer === null ? 'Not answered' : answer ? 'Yes' : 'No');
const milesText = (miles: number | null) => (miles === null ? 'Not answered' : formatMiles(miles));

class PacketWriter {
  readonly doc: Doc;

  constructor(packet: TaxPacket) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: MARGIN,
      bufferPages: true,
      info: {
        Title: `GigTally tax packet ${packet.year}`,
        Author: 'GigTally',
        Subject: PACKET_WORKSHEET_NOTICE,
        CreationDate: new Date(`${packet.generatedOn}T00:00:00Z`),
      },
      lang: 'en-US',
      pdfVersion: '1.7',
      displayTitle: true,
    });
    this.doc.registerFont(REGULAR, fontFile('LiberationSans-Regular.ttf'));
    this.doc.registerFont(BOLD, fontFile('LiberationSans-Bold.ttf'));
    this.doc.font(REGULAR).fillColor(INK);
  }

  /** Room for `height` more points on this page, else a new page. */
  ensureRoom(height: number): boolean {
    if (this.doc.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    return true;
  }

  /** A section's heading, on a new page unless `roomAfter` points fit below it. */
  heading(text: string, roomAfter = 60) {
    this.ensureRoom(40 + roomAfter);
    if (this.doc.y > MARGIN.top + 1) this.doc.moveDown(1);
    this.doc.font(BOLD).fontSize(14).fillColor(INK).text(printable(text), MARGIN.left);
    this.doc.moveDown(0.3);
  }

  subheading(text: string, roomAfter = 40) {
    this.ensureRoom(24 + roomAfter);
    this.doc.moveDown(0.5).font(BOLD).fontSize(11).fillColor(INK).text(printable(text), MARGIN.left);
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, options: { bold?: boolean; muted?: boolean; indent?: number } = {}) {
    const doc = this.doc.font(options.bold ? BOLD : REGULAR).fontSize(BODY_SIZE);
    const width = CONTENT_WIDTH - (options.indent ?? 0);
    this.ensureRoom(doc.heightOfString(printable(text), { width }));
    doc
      .fillColor(options.muted ? MUTED : INK)
      .text(printable(text), MARGIN.left + (options.indent ?? 0), doc.y, { width });
    doc.fillColor(INK);
  }

  /** Label and figure rows, the figures in one column at the right. */
  figures(rows: [label: string, value: string, bold?: boolean][]) {
    this.table(
      [
        { header: '', width: CONTENT_WIDTH - 140 },
        { header: '', width: 140, align: 'right' },
      ],
      rows.map(([label, value]) => [label, value]),
      { headless: true, boldRows: new Set(rows.flatMap(([, , bold], index) => (bold ? [index] : []))) },
    );
  }

  /**
   * A table: a header row, then rows that wrap within their columns. A row that does not fit goes on the next page
   * under the header again, with the table's title marked '(continued)'.
   */
  table(
    columns: Column[],
    rows: string[][],
    options: { title?: string; headless?: boolean; boldRows?: Set<number> } = {},
  ) {
    const doc = this.doc;
    const header = () => {
      if (options.headless) return;
      doc.font(BOLD).fontSize(TABLE_SIZE);
      const height = this.rowHeight(
        columns,
        columns.map((column) => column.header),
      );
      this.drawRow(
        columns,
        columns.map((column) => column.header),
        height,
        true,
      );
    };
    const continued = () => {
      if (options.title)
        doc
          .font(BOLD)
          .fontSize(11)
          .fillColor(INK)
          .text(`${printable(options.title)} (continued)`, MARGIN.left, MARGIN.top)
          .moveDown(0.2);
      header();
    };
    doc.font(BOLD).fontSize(TABLE_SIZE);
    // The header and a first row stay together.
    this.ensureRoom(2 * (doc.currentLineHeight() + 2 * CELL_PAD));
    header();
    rows.forEach((row, index) => {
      doc.font(options.boldRows?.has(index) ? BOLD : REGULAR).fontSize(TABLE_SIZE);
      const height = this.rowHeight(columns, row);
      if (this.ensureRoom(height)) {
        continued();
        doc.font(options.boldRows?.has(index) ? BOLD : REGULAR).fontSize(TABLE_SIZE);
      }
      this.drawRow(columns, row, height, false);
    });
    doc.x = MARGIN.left;
    doc.moveDown(0.3);
  }

  /** How tall a table of these rows is (its header included). */
  tableHeight(columns: Column[], rows: string[][]): number {
    this.doc.font(BOLD).fontSize(TABLE_SIZE);
    const header = this.rowHeight(
      columns,
      columns.map((column) => column.header),
    );
    this.doc.font(REGULAR).fontSize(TABLE_SIZE);
    return rows.reduce((sum, row) => sum + this.rowHeight(columns, row), header);
  }

  private rowHeight(columns: Column[], row: string[]): number {
    const doc = this.doc;
    const line = doc.currentLineHeight();
    let height = line;
    row.forEach((cell, index) => {
      const width = columns[index]!.width - 2 * CELL_PAD;
      const text = printable(cell);
      if (doc.widthOfString(text) > width) height = Math.max(height, doc.heightOfString(text, { width }));
    });
    return height + 2 * CELL_PAD;
  }

  private drawRow(columns: Column[], row: string[], height: number, isHeader: boolean) {
    const doc = this.doc;
    const top = doc.y;
    if (isHeader) doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill('#e2e8f0');
    let x = MARGIN.left;
    doc.fillColor(INK);
    row.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(printable(cell), x + CELL_PAD, top + CELL_PAD, {
        width: column.width - 2 * CELL_PAD,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN.left, top + height)
      .lineTo(MARGIN.left + CONTENT_WIDTH, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN.left;
    doc.y = top + height;
  }

  /** The notice and 'Page N of M' at the foot of every page, once all pages are written. */
  footers() {
    const doc = this.doc;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      doc.switchToPage(index);
      // Text below the bottom margin would start a new page: the margin is lifted while the footer is written.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .moveTo(MARGIN.left, FOOTER_Y - 6)
        .lineTo(MARGIN.left + CONTENT_WIDTH, FOOTER_Y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(PACKET_WORKSHEET_NOTICE, MARGIN.left, FOOTER_Y, { width: CONTENT_WIDTH, lineBreak: false });
      doc.text(`Page ${index - start + 1} of ${count}`, MARGIN.left, FOOTER_Y + 12, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}

function titleBlock(w: PacketWriter, packet: TaxPacket) {
  const doc = w.doc;
  doc.font(BOLD).fontSize(22).text(`GigTally tax packet ${packet.year}`);
  doc.moveDown(0.4).font(REGULAR).fontSize(11);
  doc.text(printable(packet.person.name));
  doc.text(printable(packet.person.email));
  doc.text(`Generated on ${packet.generatedOn}`);
  doc.moveDown(0.6);
  w.paragraph(PACKET_WORKSHEET_NOTICE, { muted: true });
  w.paragraph(
    'Inside: the Schedule C worksheet (Parts I, II and V), Part IV (your vehicle), the Schedule SE summary, the ' +
      "year's federal estimate and the estimated payments made, your state's tax and payments, the 1099 " +
      'reconciliation, the mileage log and the receipts index. The same figures are in the CSV files beside this PDF, and the receipts in the receipts folder.',
    { muted: true },
  );
}

const lineColumns: Column[] = [
  { header: 'Line', width: 44 },
  { header: 'Name', width: CONTENT_WIDTH - 44 - 110 },
  { header: 'Amount', width: 110, align: 'right' },
];

function scheduleCSection(w: PacketWriter, packet: TaxPacket) {
  const scheduleC = packet.scheduleC;
  const totals = scheduleCTotals(scheduleC);
  const total = (line: string) => totals.find((each) => each.line === line)!;
  const row = (line: { line: string; name: string; amount: number }) => [
    line.line,
    line.name,
    formatUsd(line.amount),
  ];
  w.heading(`Schedule C worksheet ${packet.year}`);
  w.paragraph(`Car costs: ${vehicleMethodLabels[scheduleC.vehicleMethod]}.`, { muted: true });

  const income = scheduleC.lines.filter((line) => (incomeLines as readonly string[]).includes(line.line));
  w.subheading('Part I - Income');
  w.table(lineColumns, [...income.map(row), row(total('7'))], {
    title: 'Part I - Income',
    boldRows: new Set([income.length]),
  });

  const expenses = scheduleC.lines.filter((line) => !(incomeLines as readonly string[]).includes(line.line));
  const expenseRows: string[][] = [];
  for (const line of expenses) {
    expenseRows.push(row(line));
    if (line.mileage)
      expenseRows.push([
        '',
        `   Standard mileage: ${formatMiles(line.mileage.miles)} miles, ${formatUsd(line.mileage.deduction)}`,
        '',
      ]);
    if (line.note) expenseRows.push(['', `   ${line.note}`, '']);
  }
  const closing = ['28', '29', '30', '31'].map((line) => row(total(line)));
  w.subheading('Part II - Expenses');
  w.table(lineColumns, [...expenseRows, ...closing], {
    title: 'Part II - Expenses',
    boldRows: new Set([expenseRows.length, expenseRows.length + 3]),
  });
  if (expenses.length === 0) w.paragraph(`No expenses on Schedule C for ${packet.year}.`, { muted: true });

  w.subheading('Part V - Other expenses (line 27a)');
  if (scheduleC.otherExpenses.length === 0) w.paragraph('None.', { muted: true });
  else
    w.table(
      [
        { header: 'Expense', width: CONTENT_WIDTH - 110 },
        { header: 'Amount', width: 110, align: 'right' },
      ],
      scheduleC.otherExpenses.map((other) => [other.category, formatUsd(other.amount)]),
      { title: 'Part V - Other expenses (line 27a)' },
    );

  if (scheduleC.notDeducted.length > 0) {
    w.subheading('Spent but not deducted');
    w.table(
      [
        { header: 'Category', width: 130 },
        { header: 'Amount', width: 90, align: 'right' },
        { header: 'Why', width: CONTENT_WIDTH - 220 },
      ],
      scheduleC.notDeducted.map((each) => [each.category, formatUsd(each.amount), each.reason]),
      { title: 'Spent but not deducted' },
    );
  }
}

function vehicleSection(w: PacketWriter, vehicle: VehicleUse) {
  const columns: Column[] = [
    { header: 'Line', width: 44 },
    { header: 'Question', width: CONTENT_WIDTH - 44 - 130 },
    { header: 'Answer', width: 130, align: 'right' },
  ];
  const rows = [
    [
      '43',
      'When you placed your vehicle in service for business purposes',
      vehicle.placedInService ?? 'Not answered',
    ],
    ['44a', 'Business miles (from the mileage log)', formatMiles(vehicle.businessMiles)],
    ['44b', 'Commuting miles', milesText(vehicle.commutingMiles)],
    ['44c', 'Other miles', milesText(vehicle.otherMiles)],
    [
      '45',
      'Was your vehicle available for personal use during off-duty hours?',
      yesNo(vehicle.availableOffDuty),
    ],
    [
      '46',
      'Do you (or your spouse) have another vehicle available for personal use?',
      yesNo(vehicle.anotherVehicle),
    ],
    ['47a', 'Do you have evidence to support your deduction?', yesNo(vehicle.hasEvidence)],
    ['47b', 'If "Yes," is the evidence written?', yesNo(vehicle.evidenceWritten)],
  ];
  // Eight rows: kept on one page with their heading.
  w.heading('Schedule C Part IV - Information on your vehicle', w.tableHeight(columns, rows));
  w.table(columns, rows, { title: 'Schedule C Part IV' });
}

function selfEmploymentSection(w: PacketWriter, packet: TaxPacket) {
  const se = packet.scheduleSe;
  w.heading('Schedule SE summary', 110);
  w.figures([
    ['Net profit (Schedule C line 31)', formatUsd(se.netProfit)],
    ['Net earnings from self-employment (net profit x 92.35 %)', formatUsd(se.netEarnings)],
    ['Social Security part (12.4 %)', formatUsd(se.socialSecurityTax)],
    ['Medicare part (2.9 %)', formatUsd(se.medicareTax)],
    ['Self-employment tax', formatUsd(se.selfEmploymentTax), true],
    ['Deductible half of self-employment tax (Schedule 1)', formatUsd(se.deductibleHalf)],
  ]);
}

function estimateSection(w: PacketWriter, packet: TaxPacket) {
  const estimate = packet.estimate;
  w.heading(`The ${packet.year} federal estimate and the payments made`, 80);
  w.figures([
    ['Filing status', estimate.filingStatus],
    ['Total tax (estimate)', formatUsd(estimate.totalTax), true],
    ['Withheld from wages', formatUsd(estimate.withheld)],
    ['Balance due after withholding and refundable credits', formatUsd(estimate.balanceDue)],
  ]);
  w.subheading('Quarterly installments', 90);
  w.table(
    [
      { header: 'Quarter', width: 120 },
      { header: 'Due date', width: 160 },
      { header: 'Installment', width: CONTENT_WIDTH - 280, align: 'right' },
    ],
    estimate.installments.map((each) => [`Q${each.quarter}`, each.dueDate, formatUsd(each.amount)]),
    { title: 'Quarterly installments' },
  );
  // Every payment of the year, to the IRS and to states, each saying whom it paid; the totals below are the IRS's.
  w.subheading('Estimated payments made');
  if (packet.payments.length === 0)
    w.paragraph(`No estimated payments recorded for ${packet.year}.`, { muted: true });
  else
    w.table(
      [
        { header: 'Date', width: 80 },
        { header: 'Quarter', width: 54 },
        { header: packetPaymentTexts.paidToColumn, width: 110 },
        { header: 'Amount', width: 90, align: 'right' },
        { header: 'Note', width: CONTENT_WIDTH - 334 },
      ],
      packet.payments.map((payment) => [
        payment.date,
        `Q${payment.quarter}`,
        paidToLabel(payment),
        formatUsd(payment.amount),
        payment.note,
      ]),
      { title: 'Estimated payments made' },
    );
  w.figures([
    [packetPaymentTexts.totalPaidToIrs, formatUsd(estimate.paid), true],
    [packetPaymentTexts.leftToPayIrs, formatUsd(estimate.remaining), true],
  ]);
}

/**
 * The state's side of the planner: its tax, refundable credits and withholding, its installments on its own dates
 * with what is paid of each, and the payments to it. A state without an income tax, or one whose tax is not known
 * (not figured by GigTally and no rate of one's own), gets its one sentence and no made-up figure.
 */
function stateSection(w: PacketWriter, packet: TaxPacket) {
  const state = packet.state;
  if (state === null) {
    w.heading(packetPaymentTexts.noStateHeading(packet.year), 20);
    w.paragraph(packetPaymentTexts.noState, { muted: true });
    return;
  }
  const name = state.name;
  const payments = paymentsToState(packet.payments, state);
  const toOtherStates = packet.payments.some(
    (payment) => payment.jurisdiction === 'state' && !payments.includes(payment),
  );
  // The state's figures and installments (about 320 points) stay on one page with their heading.
  w.heading(packetPaymentTexts.stateHeading(name, packet.year), stateIsFigured(state) ? 320 : 80);
  w.paragraph(state.summary, { muted: true });
  if (stateIsFigured(state)) {
    const balance = state.balanceDue ?? 0;
    w.figures([
      [packetPaymentTexts.stateTax, formatUsd(state.totalTax), true],
      [packetPaymentTexts.refundableCredits, formatUsd(state.refundableCredits)],
      [packetPaymentTexts.stateWithheld, formatUsd(state.withheld)],
      balance < 0
        ? [packetPaymentTexts.refund, formatUsd(-balance)]
        : [packetPaymentTexts.balanceDue, formatUsd(balance)],
    ]);
    if (state.requiredRule) w.paragraph(state.requiredRule, { muted: true });
    if (!state.estimatesRequired) w.paragraph(packetPaymentTexts.noEstimatesNeeded(name), { muted: true });
    if (state.quarters.length > 0) {
      const title = packetPaymentTexts.installments(name);
      w.subheading(title, 90);
      w.table(
        [
          { header: 'Installment', width: 70 },
          { header: 'Due date', width: 80 },
          { header: 'Estimated', width: 88, align: 'right' },
          { header: 'Withheld', width: 88, align: 'right' },
          { header: 'Paid', width: 88, align: 'right' },
          { header: 'Remaining', width: CONTENT_WIDTH - 414, align: 'right' },
        ],
        state.quarters.map((quarter) => [
          `Q${quarter.quarter}`,
          quarter.dueDate,
          formatUsd(quarter.estimated),
          formatUsd(quarter.withheld),
          formatUsd(quarter.paid),
          formatUsd(quarter.remaining),
        ]),
        { title },
      );
      // The planner counts withholding as paid on the due dates: it is inside each installment's Paid.
      w.paragraph(packetPaymentTexts.installmentsPaidNote, { muted: true });
    }
  }
  const title = packetPaymentTexts.paymentsTo(name);
  w.subheading(title);
  if (payments.length === 0) w.paragraph(packetPaymentTexts.noPaymentsTo(name, packet.year), { muted: true });
  else
    w.table(
      [
        { header: 'Date', width: 90 },
        { header: 'Quarter', width: 60 },
        { header: 'Amount', width: 100, align: 'right' },
        { header: 'Note', width: CONTENT_WIDTH - 250 },
      ],
      payments.map((payment) => [
        payment.date,
        `Q${payment.quarter}`,
        formatUsd(payment.amount),
        payment.note,
      ]),
      { title },
    );
  if (toOtherStates) w.paragraph(packetPaymentTexts.otherStates(name), { muted: true });
  w.figures([
    [packetPaymentTexts.totalPaidTo(name), formatUsd(state.paid), true],
    ...(stateIsFigured(state) && state.remaining !== null
      ? [
          [packetPaymentTexts.leftToPayTo(name), formatUsd(state.remaining), true] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
  ]);
}

function reconciliationSection(w: PacketWriter, packet: TaxPacket) {
  const { platforms, unattributed } = packet.reconciliation;
  w.heading('1099 reconciliation');
  if (platforms.length === 0) w.paragraph(`No 1099 forms entered for ${packet.year}.`, { muted: true });
  for (const platform of platforms) {
    w.doc.moveDown(0.3);
    w.paragraph(platform.summary, { bold: true });
    const forms = platform.forms.map((form) => `${form.kind} ${formatUsd(form.amount)}`).join('; ');
    if (forms) w.paragraph(`Forms: ${forms}`, { muted: true, indent: 12 });
    for (const reason of platform.reasons) w.paragraph(`- ${reason.text}`, { indent: 12 });
  }
  if (unattributed.length > 0) {
    w.subheading('Income not matched to any form');
    for (const each of unattributed)
      w.paragraph(unattributedSentence(each.category, each.amount), { indent: 12 });
  }
}

function mileageSection(w: PacketWriter, packet: TaxPacket) {
  const log = packet.mileageLog;
  w.heading(`Mileage log ${packet.year}`);
  if (log.trips.length === 0) {
    w.paragraph(`No trips in the mileage log for ${packet.year}.`, { muted: true });
    return;
  }
  const trips = `${log.totals.trips} ${log.totals.trips === 1 ? 'trip' : 'trips'}`;
  w.table(
    [
      { header: 'Date', width: 70 },
      { header: 'Business purpose', width: CONTENT_WIDTH - 70 - 90 - 60 - 80 },
      { header: 'Platform', width: 90 },
      { header: 'Miles', width: 60, align: 'right' },
      { header: 'Deduction', width: 80, align: 'right' },
    ],
    [
      // Oldest first, as a log is read.
      ...[...log.trips]
        .reverse()
        .map((trip) => [
          trip.date,
          trip.purpose,
          trip.platform,
          formatMiles(trip.miles),
          formatUsd(trip.deduction),
        ]),
      [`Total`, trips, '', formatMiles(log.totals.miles), formatUsd(log.totals.deduction)],
    ],
    { title: `Mileage log ${packet.year}`, boldRows: new Set([log.trips.length]) },
  );
}

function receiptsSection(w: PacketWriter, packet: TaxPacket) {
  w.heading(`Receipts index ${packet.year}`);
  if (packet.receipts.length === 0) {
    w.paragraph(`No receipts kept for ${packet.year}.`, { muted: true });
    return;
  }
  const widths = [62, 64, 74, 120, CONTENT_WIDTH - 320];
  w.table(
    receiptIndexColumns.map((header, index) => ({
      header,
      width: widths[index]!,
      align: header === 'Amount' ? 'right' : 'left',
    })),
    packet.receipts.map((each) => [
      each.date,
      each.amount === null ? '' : formatUsd(each.amount),
      each.category,
      each.description,
      each.file,
    ]),
    { title: `Receipts index ${packet.year}` },
  );
}

/**
 * The packet's PDF: title, Schedule C, Part IV, Schedule SE, the federal estimate and payments, the state's, 1099s,
 * mileage, receipts.
 */
export function taxPacketPdf(packet: TaxPacket): Promise<Buffer> {
  const w = new PacketWriter(packet);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    w.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    w.doc.on('end', () => resolve(Buffer.concat(chunks)));
    w.doc.on('error', reject);
  });
  titleBlock(w, packet);
  scheduleCSection(w, packet);
  vehicleSection(w, packet.scheduleC.vehicleUse);
  selfEmploymentSection(w, packet);
  estimateSection(w, packet);
  stateSection(w, packet);
  reconciliationSection(w, packet);
  mileageSection(w, packet);
  receiptsSection(w, packet);
  w.footers();
  w.doc.end();
  return done;
}
