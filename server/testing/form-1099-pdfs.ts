import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { MONTH_NAMES } from '../../core/dates';
import type { Form1099Kind } from '../../core/tax/forms-1099';

// 1099 forms' PDFs as the payers write them, for the tests of POST /api/tax/forms-1099/read. Copy B of the
// IRS's forms (Form 1099-K Rev. January 2024, Form 1099-NEC Rev. April 2025, Form 1099-MISC Rev. January 2024) with
// their box labels as printed, filled in the way Uber, Lyft and DoorDash (through Stripe Express) send them: the
// payer's name and address in the name box, each box's figure below its label, the other boxes filled or left empty.
// What a test expects comes from `fills` here, never from what the reader makes of the PDF.

type Document = InstanceType<typeof PDFDocument>;

/** What is written on the form. */
export interface Form1099Fill {
  kind: Form1099Kind;
  year: number;
  /** The payer's lines in the FILER'S / PAYER'S name box: its name first. */
  payer: string[];
  /** Each box's figure by its number ('1a', '3', '5b'); a box not listed is left empty. */
  boxes: Record<string, string>;
}

const LABEL_SIZE = 6.5;
const VALUE_SIZE = 10;

function pdfBytes(draw: (document: Document) => void, options: PDFKit.PDFDocumentOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const document = new PDFDocument({ size: 'LETTER', margin: 36, ...options });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    draw(document);
    document.end();
  });
}

/** A box of the form: its outline, its label (number in bold, words after it) and its figure below. */
function box(
  document: Document,
  at: { x: number; y: number; width: number; height: number },
  number: string,
  label: string,
  value: string | undefined,
  dollars = true,
) {
  document.lineWidth(0.5).rect(at.x, at.y, at.width, at.height).stroke();
  const width = at.width - 6;
  if (number !== '') {
    document
      .font('Helvetica-Bold')
      .fontSize(LABEL_SIZE)
      .text(number, at.x + 3, at.y + 3, { lineBreak: false });
  }
  const labelX = at.x + 3 + (number === '' ? 0 : document.widthOfString(number) + 3);
  document
    .font('Helvetica')
    .fontSize(LABEL_SIZE)
    .text(label, labelX, at.y + 3, { width: width - (labelX - at.x - 3) });
  const valueY = at.y + at.height - 14;
  if (dollars) document.text('$', at.x + 3, valueY + 2, { lineBreak: false });
  if (value !== undefined) {
    document
      .font('Courier')
      .fontSize(VALUE_SIZE)
      .text(value, at.x + 12, valueY, { lineBreak: false });
  }
}

/** The left half every 1099 shares: the payer's box, the TINs, the recipient's name and address. */
function partiesBoxes(document: Document, fill: Form1099Fill, top: number) {
  const payerRole = fill.kind === '1099-K' ? 'FILER' : 'PAYER';
  const recipientRole = fill.kind === '1099-K' ? 'PAYEE' : 'RECIPIENT';
  box(
    document,
    { x: 36, y: top, width: 270, height: 84 },
    '',
    `${payerRole}’S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.`,
    undefined,
    false,
  );
  document.font('Courier').fontSize(9);
  fill.payer.forEach((line, index) => document.text(line, 42, top + 24 + index * 11, { lineBreak: false }));
  box(
    document,
    { x: 36, y: top + 84, width: 135, height: 28 },
    '',
    `${payerRole}’S TIN`,
    '94-2843123',
    false,
  );
  box(
    document,
    { x: 171, y: top + 84, width: 135, height: 28 },
    '',
    `${recipientRole}’S TIN`,
    'XXX-XX-4821',
    false,
  );
  box(
    document,
    { x: 36, y: top + 112, width: 270, height: 28 },
    '',
    `${recipientRole}’S name`,
    'ANN DRIVER',
    false,
  );
  box(
    document,
    { x: 36, y: top + 140, width: 270, height: 28 },
    '',
    'Street address (including apt. no.)',
    '12 ELM ST APT 3',
    false,
  );
  box(
    document,
    { x: 36, y: top + 168, width: 270, height: 28 },
    '',
    'City or town, state or province, country, and ZIP or foreign postal code',
    'SPRINGFIELD, IL 62704',
    false,
  );
  box(
    document,
    { x: 36, y: top + 196, width: 270, height: 28 },
    '',
    'Account number (see instructions)',
    undefined,
    false,
  );
}

/** The title block: OMB number, the form's name and revision, the calendar year, the title and the copy. */
function titleBlock(
  document: Document,
  fill: Form1099Fill,
  top: number,
  title: string[],
  omb: string,
  revision: string,
) {
  document
    .font('Helvetica')
    .fontSize(7)
    .text(`OMB No. ${omb}`, 420, top + 4, { lineBreak: false });
  document
    .font('Helvetica')
    .fontSize(7)
    .text('Form', 420, top + 22, { lineBreak: false });
  document
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(fill.kind, 440, top + 18, { lineBreak: false });
  document
    .font('Helvetica')
    .fontSize(6)
    .text(`(Rev. ${revision})`, 420, top + 34, { lineBreak: false });
  document.fontSize(7).text('For calendar year', 420, top + 46, { lineBreak: false });
  document
    .font('Courier')
    .fontSize(10)
    .text(String(fill.year), 484, top + 44, { lineBreak: false });
  document.font('Helvetica-Bold').fontSize(10);
  title.forEach((line, index) =>
    document.text(line, 515, top + 4 + index * 12, { width: 100, lineBreak: false }),
  );
  document
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Copy B', 540, top + 60, { lineBreak: false });
  document
    .font('Helvetica')
    .fontSize(7)
    .text(`For ${fill.kind === '1099-K' ? 'Payee' : 'Recipient'}`, 540, top + 71, {
      lineBreak: false,
    });
}

function footer(document: Document, fill: Form1099Fill, revision: string, site: string) {
  document
    .font('Helvetica')
    .fontSize(7)
    .text(
      `Form ${fill.kind} (Rev. ${revision})     (keep for your records)     ${site}     Department of the Treasury - Internal Revenue Service`,
      36,
      400,
      {
        lineBreak: false,
      },
    );
}

/** Boxes 5a-5l: the months as the form names them ('January'). */
const months = MONTH_NAMES.map((name) => name[0]!.toUpperCase() + name.slice(1));

function form1099K(document: Document, fill: Form1099Fill) {
  const top = 48;
  partiesBoxes(document, fill, top);
  titleBlock(
    document,
    fill,
    top,
    ['Payment Card and', 'Third Party', 'Network', 'Transactions'],
    '1545-2205',
    'January 2024',
  );
  const right = 306;
  box(
    document,
    { x: right, y: top + 84, width: 270, height: 28 },
    '1a',
    'Gross amount of payment card/third party network transactions',
    fill.boxes['1a'],
  );
  box(
    document,
    { x: right, y: top + 112, width: 135, height: 28 },
    '1b',
    'Card Not Present transactions',
    fill.boxes['1b'],
  );
  box(
    document,
    { x: right + 135, y: top + 112, width: 135, height: 28 },
    '2',
    'Merchant category code',
    fill.boxes['2'],
    false,
  );
  box(
    document,
    { x: right, y: top + 140, width: 135, height: 28 },
    '3',
    'Number of payment transactions',
    fill.boxes['3'],
    false,
  );
  box(
    document,
    { x: right + 135, y: top + 140, width: 135, height: 28 },
    '4',
    'Federal income tax withheld',
    fill.boxes['4'],
  );
  months.forEach((month, index) => {
    const letter = String.fromCharCode(97 + index);
    box(
      document,
      { x: right + (index % 2) * 135, y: top + 168 + Math.floor(index / 2) * 28, width: 135, height: 28 },
      `5${letter}`,
      month,
      fill.boxes[`5${letter}`],
    );
  });
  box(document, { x: 36, y: top + 224, width: 90, height: 28 }, '6', 'State', fill.boxes['6'], false);
  box(
    document,
    { x: 126, y: top + 224, width: 90, height: 28 },
    '7',
    'State identification no.',
    fill.boxes['7'],
    false,
  );
  box(
    document,
    { x: 216, y: top + 224, width: 90, height: 28 },
    '8',
    'State income tax withheld',
    fill.boxes['8'],
  );
  document.font('Helvetica').fontSize(6.5);
  document.text('Check to indicate if FILER is a (an):', 36, top + 258, { lineBreak: false });
  document.text('X Payment settlement entity (PSE)', 40, top + 267, { lineBreak: false });
  document.text('Electronic Payment Facilitator (EPF)/Other third party', 40, top + 276, {
    lineBreak: false,
  });
  document.text('Check to indicate transactions reported are:', 36, top + 288, { lineBreak: false });
  document.text('Payment card     X Third party network', 40, top + 297, { lineBreak: false });
  footer(document, fill, 'January 2024', 'www.irs.gov/Form1099K');
}

function form1099Nec(document: Document, fill: Form1099Fill) {
  const top = 48;
  partiesBoxes(document, fill, top);
  titleBlock(document, fill, top, ['Nonemployee', 'Compensation'], '1545-0116', 'April 2025');
  const right = 306;
  box(
    document,
    { x: right, y: top + 84, width: 270, height: 28 },
    '1',
    'Nonemployee compensation',
    fill.boxes['1'],
  );
  box(
    document,
    { x: right, y: top + 112, width: 270, height: 28 },
    '2',
    'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
    fill.boxes['2'],
    false,
  );
  box(
    document,
    { x: right, y: top + 140, width: 270, height: 28 },
    '3',
    'Excess golden parachute payments',
    fill.boxes['3'],
  );
  box(
    document,
    { x: right, y: top + 168, width: 270, height: 28 },
    '4',
    'Federal income tax withheld',
    fill.boxes['4'],
  );
  box(
    document,
    { x: right, y: top + 196, width: 90, height: 28 },
    '5',
    'State tax withheld',
    fill.boxes['5'],
  );
  box(
    document,
    { x: right + 90, y: top + 196, width: 90, height: 28 },
    '6',
    'State/Payer’s state no.',
    fill.boxes['6'],
    false,
  );
  box(
    document,
    { x: right + 180, y: top + 196, width: 90, height: 28 },
    '7',
    'State income',
    fill.boxes['7'],
  );
  footer(document, fill, 'April 2025', 'www.irs.gov/Form1099NEC');
}

function form1099Misc(document: Document, fill: Form1099Fill) {
  const top = 48;
  partiesBoxes(document, fill, top);
  titleBlock(document, fill, top, ['Miscellaneous', 'Information'], '1545-0115', 'January 2024');
  const right = 306;
  const labels: [string, string, boolean][] = [
    ['1', 'Rents', true],
    ['2', 'Royalties', true],
    ['3', 'Other income', true],
    ['4', 'Federal income tax withheld', true],
    ['5', 'Fishing boat proceeds', true],
    ['6', 'Medical and health care payments', true],
    [
      '7',
      'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
      false,
    ],
    ['8', 'Substitute payments in lieu of dividends or interest', true],
    ['9', 'Crop insurance proceeds', true],
    ['10', 'Gross proceeds paid to an attorney', true],
    ['11', 'Fish purchased for resale', true],
    ['12', 'Section 409A deferrals', true],
  ];
  labels.forEach(([number, label, dollars], index) =>
    box(
      document,
      { x: right + (index % 2) * 135, y: top + 84 + Math.floor(index / 2) * 28, width: 135, height: 28 },
      number,
      label,
      fill.boxes[number],
      dollars,
    ),
  );
  footer(document, fill, 'January 2024', 'www.irs.gov/Form1099MISC');
}

/** The recipient's instructions a payer prints after Copy B (Stripe Express does), with figures of their own. */
function instructionsPage(document: Document, fill: Form1099Fill) {
  document.addPage();
  document.font('Helvetica-Bold').fontSize(10).text('Instructions for Recipient', 36, 48);
  document
    .font('Helvetica')
    .fontSize(8)
    .text(
      `You received this form because ${fill.payer[0]} paid you $600 or more in the year. Box 1 shows nonemployee ` +
        'compensation. If you are in a trade or business, report this income on Schedule C (Form 1040). ' +
        'Box 2: if checked, consumer products totaling $5,000 or more were sold to you for resale.',
      36,
      66,
      { width: 540 },
    );
}

/** A 1099 form's PDF, as its payer sends it. */
export function form1099Pdf(fill: Form1099Fill, { instructions = false } = {}): Promise<Buffer> {
  return pdfBytes((document) => {
    if (fill.kind === '1099-K') form1099K(document, fill);
    else if (fill.kind === '1099-NEC') form1099Nec(document, fill);
    else form1099Misc(document, fill);
    if (instructions) instructionsPage(document, fill);
  });
}

/**
 * A payer's own summary of a 1099-K laid out as a list, not as Copy B: each label at the left and its value at the
 * right of its line, the TINs under the name. `payer` undefined leaves the name's line blank, as one tester's was.
 */
export function listedForm1099KPdf({
  year,
  payer,
  amount,
}: {
  year: number;
  payer?: string;
  amount: string;
}) {
  return pdfBytes((document) => {
    const line = (label: string, value: string, y: number) => {
      document.font('Helvetica').fontSize(VALUE_SIZE).text(label, 40, y, { lineBreak: false });
      if (value) document.text(value, 400, y, { lineBreak: false });
    };
    document.font('Helvetica-Bold').fontSize(14).text('Form 1099-K', 40, 40, { lineBreak: false });
    document
      .font('Helvetica')
      .fontSize(VALUE_SIZE)
      .text('Payment Card and Third Party Network Transactions', 40, 60, { lineBreak: false });
    document.text(`For calendar year ${year}`, 40, 76, { lineBreak: false });
    line('FILER’S name', payer ?? '', 110);
    line('FILER’S TIN: 45-2647441', '', 126);
    line('PAYEE’S TIN: XXX-XX-1234', '', 142);
    line('1a Gross amount of payment card/third party network transactions', `$${amount}`, 170);
    line('1b Card Not Present transactions', '$0.00', 186);
  });
}

// The months of Uber's 1099-K below add up to its box 1a: 1,812.40 + 1,690.25 + 2,004.10 + 1,955.00 + 2,101.75 +
// 2,230.60 + 2,345.90 + 2,012.35 + 1,876.45 + 1,998.20 + 1,744.00 + 1,679.00 = 23,450.00.
export const uberMonths = [
  '1,812.40',
  '1,690.25',
  '2,004.10',
  '1,955.00',
  '2,101.75',
  '2,230.60',
  '2,345.90',
  '2,012.35',
  '1,876.45',
  '1,998.20',
  '1,744.00',
  '1,679.00',
];

/** The forms of the tests, each with what it says. */
export const fills = {
  uber1099K: {
    kind: '1099-K',
    year: 2025,
    payer: ['Uber Technologies, Inc.', '1725 3rd Street', 'San Francisco, CA 94158', '(800) 593-7069'],
    boxes: {
      '1a': '23,450.00',
      '1b': '23,112.15',
      '2': '4121',
      '3': '1,912',
      '4': '0.00',
      ...Object.fromEntries(
        uberMonths.map((amount, index) => [`5${String.fromCharCode(97 + index)}`, amount]),
      ),
      '6': 'IL',
    },
  },
  lyft1099K: {
    kind: '1099-K',
    year: 2025,
    payer: ['LYFT, INC.', '185 BERRY STREET, SUITE 400', 'SAN FRANCISCO, CA 94107'],
    boxes: { '1a': '18,204.55', '1b': '18,204.55', '2': '4121', '3': '1,377' },
  },
  doorDash1099Nec: {
    kind: '1099-NEC',
    year: 2025,
    payer: ['DoorDash, Inc.', '303 2nd Street, South Tower, 8th Floor', 'San Francisco, CA 94107'],
    boxes: { '1': '8,214.37', '4': '0.00' },
  },
  instacart1099Misc: {
    kind: '1099-MISC',
    year: 2024,
    payer: ['Maplebear Inc. dba Instacart', '50 Beale Street, Suite 600', 'San Francisco, CA 94105'],
    boxes: { '1': '0.00', '2': '0.00', '3': '650.00', '4': '0.00' },
  },
  localCourier1099Nec: {
    kind: '1099-NEC',
    year: 2025,
    payer: ['Riverside Courier Co-op', '88 Mill Road', 'Peoria, IL 61602'],
    boxes: { '1': '1,240.00' },
  },
} satisfies Record<string, Form1099Fill>;

/** The dollars a fill's compared box holds, read from what the fixture writes (not from the reader). */
export function comparedBoxDollars(fill: Form1099Fill): number {
  const box = fill.kind === '1099-K' ? '1a' : fill.kind === '1099-NEC' ? '1' : '3';
  return Number(fill.boxes[box]!.replace(/,/g, ''));
}

/** A bank statement's PDF: money and dates, and a 1099 mentioned in its notes, but no 1099 form. */
export function bankStatementPdf(): Promise<Buffer> {
  return pdfBytes((document) => {
    document.font('Helvetica-Bold').fontSize(14).text('First Prairie Bank — Checking statement');
    document.font('Helvetica').fontSize(9).text('For calendar year 2025 summary: account ending 4821');
    document.moveDown();
    const rows = [
      ['01/03/2025', 'UBER TECHNOLOGIES PAYOUT', '412.18'],
      ['01/10/2025', 'DOORDASH DASHER PAY', '233.40'],
      ['01/12/2025', 'SHELL OIL 57442', '-48.10'],
    ];
    for (const [date, description, amount] of rows) document.text(`${date}   ${description}   $ ${amount}`);
    document.moveDown();
    document.text('Payments received through apps may be reported to you on Form 1099-K by the app.');
    document.text('Interest paid this year is reported on Form 1099-INT.');
  });
}

/** A scanned form: a PDF holding only a picture. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const picture = await sharp({ create: { width: 400, height: 250, channels: 3, background: '#f2f2f2' } })
    .png()
    .toBuffer();
  return pdfBytes((document) => document.image(picture, 36, 36, { width: 540 }));
}

/** A PDF cut off in the middle, as a broken download leaves it: its header, then nothing readable. */
export async function damagedPdf(): Promise<Buffer> {
  const whole = await form1099Pdf(fills.uber1099K);
  return Buffer.concat([
    whole.subarray(0, 9),
    Buffer.from('\u0000'.repeat(64)),
    whole.subarray(whole.length - 40),
  ]);
}

/**
 * Uber's 1099-K followed by its tax summary's trip list, uncompressed, to about `bytes` in all: the largest PDF the
 * route takes, for the event-loop test. The trips fill the two pages after the form, the ones the reader reads too,
 * so that reading them takes a while.
 */
export function largeForm1099Pdf(bytes: number): Promise<Buffer> {
  const fill = fills.uber1099K;
  const line = 'Trip 2025-07-14 18:42  Fare $14.82  Service fee $3.71  Tip $2.00  Net $13.11';
  // Each line costs about 270 bytes of uncompressed page content (its text as hex glyphs, position and font).
  const lines = Math.floor((bytes - 30_000) / 270);
  return pdfBytes(
    (document) => {
      form1099K(document, fill);
      for (const page of [0, 1]) {
        document.addPage();
        document.font('Helvetica').fontSize(7);
        for (let row = page; row < lines; row += 2) {
          document.text(line, 36, 36 + ((row >> 1) % 60) * 11, { lineBreak: false });
        }
      }
    },
    { compress: false },
  );
}
