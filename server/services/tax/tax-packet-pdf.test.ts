import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PACKET_WORKSHEET_NOTICE,
  paymentRows,
  reconciliationRows,
  scheduleCItemRows,
  scheduleCRows,
  type TaxPacket,
} from '../../../core/tax/tax-packet';
import { expectLinesInOrder, pdfPageLines, renderPdfPages } from '../../testing/pdf-text';
import { sampleTaxPacket } from '../../testing/tax-packet-sample';
import { delimitedText } from '../export/delimited-text';
import { taxPacketPdf } from './tax-packet-pdf';

// The tax packet: the PDF and the CSV files of a packet made by hand (server/testing/tax-packet-sample.ts
// gives the figures and where they come from). The PDF is read back with pdf.js, line by line, and drawn to PNG.

const SHOTS = '/tmp/shots-packet';

describe('the tax packet PDF', () => {
  it('holds every section in order, every line and total, on pages that each say they are a worksheet', async () => {
    const pdf = await taxPacketPdf(sampleTaxPacket());
    const pages = await pdfPageLines(pdf);
    const text = pages.flat();
    const expected = [
      'GigTally tax packet 2026',
      'Dana Driver',
      'dana@example.com',
      'Generated on 2026-11-26',
      'Schedule C worksheet 2026',
      'Car costs: Standard mileage rate.',
      'Part I - Income',
      'Line | Name | Amount',
      '1 | Gross receipts or sales | $24,180.00',
      '6 | Other income | $50.00',
      '7 | Gross income | $24,230.00',
      'Part II - Expenses',
      '9 | Car and truck expenses | $3,020.00',
      'Standard mileage: 4,000.0 miles, $2,900.00',
      '24b | Deductible meals | $150.00',
      'Meals are 50 % deductible: $300.00 spent, $150.00 on this line.',
      '25 | Utilities | $600.00',
      '27a | Other expenses | $240.00',
      '28 | Total expenses | $4,010.00',
      '29 | Tentative profit or (loss) | $20,220.00',
      '30 | Business use of home (simplified method) | $0.00',
      '31 | Net profit or (loss) | $20,220.00',
      'Part V - Other expenses (line 27a)',
      'Dashcam Cloud | $240.00',
      'Spent but not deducted',
      'Gas | $1,845.50 | The standard mileage rate replaces the car’s actual costs (IRS',
      'Schedule C Part IV - Information on your vehicle',
      '43 | When you placed your vehicle in service for business purposes | 2023-05-01',
      '44a | Business miles (from the mileage log) | 4,000.0',
      '44b | Commuting miles | 1,250.5',
      '44c | Other miles | Not answered',
      '45 | Was your vehicle available for personal use during off-duty hours? | Yes',
      '46 | Do you (or your spouse) have another vehicle available for personal use? | No',
      '47a | Do you have evidence to support your deduction? | Yes',
      '47b | If "Yes," is the evidence written? | Not answered',
      'Schedule SE summary',
      'Net profit (Schedule C line 31) | $20,220.00',
      'Net earnings from self-employment (net profit x 92.35 %) | $18,673.17',
      'Social Security part (12.4 %) | $2,315.47',
      'Medicare part (2.9 %) | $541.52',
      'Self-employment tax | $2,856.99',
      'Deductible half of self-employment tax (Schedule 1) | $1,428.50',
      'The 2026 federal estimate and the payments made',
      'Filing status | Single',
      'Total tax (estimate) | $4,100.00',
      'Withheld from wages | $0.00',
      'Balance due after withholding and refundable credits | $4,100.00',
      'Quarterly installments',
      'Q1 | 2026-04-15 | $1,025.00',
      'Q2 | 2026-06-15 | $1,025.00',
      'Q3 | 2026-09-15 | $1,025.00',
      'Q4 | 2027-01-15 | $1,025.00',
      'Estimated payments made',
      'Date | Quarter | Paid to | Amount | Note',
      '2026-04-10 | Q1 | California | $400.00 | FTB Web Pay',
      '2026-04-14 | Q1 | IRS | $1,000.00 | IRS Direct Pay',
      '2026-06-12 | Q2 | IRS | $1,000.00',
      // The IRS's payments only: 1,000 + 1,000; 4,100 - 2,000 left. California's $400.00 is on its own page.
      'Total paid to the IRS | $2,000.00',
      'Left to pay to the IRS | $2,100.00',
      // The state page: server/testing/tax-packet-sample.ts works its figures by hand.
      'California tax 2026',
      "California's income tax, figured from its own forms.",
      'State tax (estimate) | $1,000.00',
      'Refundable credits | $0.00',
      'State tax withheld from wages | $200.00',
      'Balance due after withholding and refundable credits | $800.00',
      'California installments',
      'Installment | Due date | Estimated | Withheld | Paid | Remaining',
      'Q1 | 2026-04-15 | $300.00 | $60.00 | $300.00 | $0.00',
      'Q2 | 2026-06-15 | $400.00 | $80.00 | $240.00 | $160.00',
      'Q3 | 2026-09-15 | $0.00 | $0.00 | $0.00 | $0.00',
      'Q4 | 2027-01-15 | $300.00 | $60.00 | $60.00 | $240.00',
      'Paid counts the withholding of each due date and the payments, applied by date.',
      'Payments to California',
      'Date | Quarter | Amount | Note',
      '2026-04-10 | Q1 | $400.00 | FTB Web Pay',
      'Total paid to California | $400.00',
      'Left to pay to California | $400.00',
      '1099 reconciliation',
      'Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00',
      'Forms: 1099-K $23,450.00',
      '- A 1099-K reports the gross amount riders paid, with the fees the platform kept.',
      'Income not matched to any form',
      'Delivery: recorded $310.00 not matched to any 1099 form',
      'Mileage log 2026',
      'Date | Business purpose | Platform | Miles | Deduction',
      '2026-02-11 | Rideshare shift, "north side" | Uber | 1,000.0 | $725.00',
      '2026-05-20 | Deliveries downtown | DoorDash | 1,200.0 | $870.00',
      '2026-09-02 | Airport runs, Uber | Uber | 1,800.0 | $1,305.00',
      'Total | 3 trips | 4,000.0 | $2,900.00',
      'Receipts index 2026',
      'Date | Amount | Category | Description | File in receipts/',
      '2026-04-04 | $120.00 | Parking | Airport parking | 2026-04-04 120.00 Airport parking.jpg',
      '2026-06-30 | $300.00 | Meals | Lunch between shifts | 2026-06-30 300.00 Cafe.pdf',
    ];
    // Each in this order (other lines, such as repeated headers and footers, between them).
    expectLinesInOrder(text, expected);
    expect(pages.length).toBe(3);
    pages.forEach((lines, index) => {
      expect(lines.slice(-2)).toEqual([PACKET_WORKSHEET_NOTICE, `Page ${index + 1} of ${pages.length}`]);
    });
    // Part IV's eight rows stay together on one page, under their heading.
    const partIv = pages.find((lines) => lines.includes('Schedule C Part IV - Information on your vehicle'))!;
    expect(partIv.filter((line) => /^4[3-7][abc]? \| /.test(line))).toHaveLength(8);

    const shots = await renderPdfPages(pdf, SHOTS, 'sample');
    expect(shots).toHaveLength(3);
    for (const shot of shots) expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
  });

  it('says in one line when no state is chosen, or the state has no income tax or is not figured', async () => {
    const linesOf = async (packet: TaxPacket) => (await pdfPageLines(await taxPacketPdf(packet))).flat();
    const none = sampleTaxPacket();
    none.state = null;
    expectLinesInOrder(await linesOf(none), [
      'State tax 2026',
      'No state is chosen in the tax profile, so no state tax is figured.',
      '1099 reconciliation',
    ]);

    const texas = sampleTaxPacket();
    texas.state = {
      ...texas.state!,
      code: 'TX',
      name: 'Texas',
      coverage: 'no-income-tax',
      summary: 'Texas has no state income tax: nothing is due to the state.',
      totalTax: 0,
      withheld: 0,
      balanceDue: 0,
      paid: 0,
      remaining: 0,
      quarters: [],
    };
    texas.payments = texas.payments.filter((payment) => payment.jurisdiction === 'federal');
    const texasLines = await linesOf(texas);
    expectLinesInOrder(texasLines, [
      'Texas tax 2026',
      'Texas has no state income tax: nothing is due to the state.',
      'Payments to Texas',
      'No payments to Texas recorded for 2026.',
      'Total paid to Texas | $0.00',
      '1099 reconciliation',
    ]);

    // Arizona not figured and no rate of one's own: no tax figure is made up; the $400.00 paid to it still shows.
    const arizona = sampleTaxPacket();
    arizona.state = {
      ...arizona.state!,
      code: 'AZ',
      name: 'Arizona',
      coverage: 'not-figured',
      summary: "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
      totalTax: null,
      balanceDue: null,
      remaining: null,
      quarters: [],
    };
    arizona.payments = arizona.payments.map((payment) =>
      payment.jurisdiction === 'state' ? { ...payment, state: 'AZ' } : payment,
    );
    const arizonaLines = await linesOf(arizona);
    expectLinesInOrder(arizonaLines, [
      'Arizona tax 2026',
      "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
      'Payments to Arizona',
      '2026-04-10 | Q1 | $400.00 | FTB Web Pay',
      'Total paid to Arizona | $400.00',
      '1099 reconciliation',
    ]);
    for (const lines of [texasLines, arizonaLines]) {
      expect(lines.some((line) => line.startsWith('State tax (estimate)'))).toBe(false);
      expect(lines.some((line) => line.startsWith('Left to pay to Texas'))).toBe(false);
      expect(lines.some((line) => line.startsWith('Left to pay to Arizona'))).toBe(false);
    }
  });

  it('lists a payment to another state with the federal ones, and says it counts nothing toward this state', async () => {
    const packet = sampleTaxPacket();
    packet.payments = [
      ...packet.payments,
      {
        ...packet.payments[0]!,
        id: 'p9',
        quarter: 3,
        date: '2026-07-01',
        amount: 75,
        note: 'NY DTF',
        state: 'NY',
      },
    ];
    const lines = (await pdfPageLines(await taxPacketPdf(packet))).flat();
    expectLinesInOrder(lines, [
      '2026-07-01 | Q3 | New York | $75.00 | NY DTF',
      'Total paid to the IRS | $2,000.00',
      'Payments to California',
      '2026-04-10 | Q1 | $400.00 | FTB Web Pay',
      "Payments to other states are listed with the federal estimate; they count nothing toward California's tax.",
      'Total paid to California | $400.00',
    ]);
    expect(lines).not.toContain('2026-07-01 | Q3 | $75.00 | NY DTF');
  });

  it('prints names in Latin Extended-A, Greek or Cyrillic letters as they are (the embedded font, not Helvetica)', async () => {
    const packet = sampleTaxPacket();
    packet.person.name = 'Zoë Łukasz Dvořák Ольга Δήμητρα';
    const text = (await pdfPageLines(await taxPacketPdf(packet))).flat();
    expect(text).toContain('Zoë Łukasz Dvořák Ольга Δήμητρα');
  });

  it('still builds every page when a name has a character the font lacks', async () => {
    const packet = sampleTaxPacket();
    packet.person.name = 'Zoë 李 Nguyễn Driver 🚗';
    const pages = await pdfPageLines(await taxPacketPdf(packet));
    expect(pages.flat().some((line) => line.startsWith('Zoë') && line.includes('Driver'))).toBe(true);
    for (const page of pages) expect(page).toContain(PACKET_WORKSHEET_NOTICE);
  });
});

describe('the tax packet CSV files', () => {
  const packet = sampleTaxPacket();

  it('schedule-c.csv: the lines, lines 7 and 28-31, and Part V', () => {
    expect(delimitedText(scheduleCRows(packet.scheduleC))).toBe(
      [
        '"Line","Name","Amount"',
        '"1","Gross receipts or sales",24180.00',
        '"6","Other income",50.00',
        '"9","Car and truck expenses",3020.00',
        '"24b","Deductible meals",150.00',
        '"25","Utilities",600.00',
        '"27a","Other expenses",240.00',
        '"7","Gross income",24230.00',
        '"28","Total expenses",4010.00',
        '"29","Tentative profit or (loss)",20220.00',
        '"30","Business use of home (simplified method)",0.00',
        '"31","Net profit or (loss)",20220.00',
        '"Part V","Other expenses: Dashcam Cloud",240.00',
        '',
      ].join('\r\n'),
    );
  });

  it('schedule-c-items.csv: each item with what its line counts of it (half a meal), formulas neutralised', () => {
    expect(delimitedText(scheduleCItemRows(packet.scheduleC))).toBe(
      [
        '"Line","Date","Description","Category","Amount","Deductible"',
        '"1","2026-12-20","Uber weekly payout","Rideshare",22980.00,22980.00',
        '"1","2026-12-20","Cash tips","Tips",1200.00,1200.00',
        '"6","2026-03-02","Refund from supplier","Refund",50.00,50.00',
        '"9","2026-04-04","Airport parking","Parking",120.00,120.00',
        '"24b","2026-06-30","Lunch between shifts","Meals",300.00,150.00',
        '"25","2026-01-31","Phone plan","Phone",600.00,600.00',
        `"27a","2026-02-01","'=cmd|calc","Dashcam Cloud",240.00,240.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('estimated-payments.csv: each payment with its date and whom it paid, then the totals of the IRS and the state', () => {
    expect(delimitedText(paymentRows(packet))).toBe(
      [
        '"Date","Quarter","Paid to","Amount","Note"',
        '"2026-04-10","Q1","California",400.00,"FTB Web Pay"',
        '"2026-04-14","Q1","IRS",1000.00,"IRS Direct Pay"',
        '"2026-06-12","Q2","IRS",1000.00,""',
        // 1,000 + 1,000 to the IRS; 4,100 - 2,000 left.
        '"Total paid to the IRS","","",2000.00,""',
        '"Left to pay to the IRS","","",2100.00,""',
        // 400 to California; 800 due after withholding - 400 = 400 left.
        '"Total paid to California","","",400.00,""',
        '"Left to pay to California","","",400.00,""',
        '',
      ].join('\r\n'),
    );
  });

  it('estimated-payments.csv: a state payment of no known state is paid to "State"; no state, no state totals', () => {
    const rows = paymentRows({
      ...packet,
      state: null,
      payments: packet.payments.map((payment) => ({ ...payment, state: null })),
    });
    expect(delimitedText(rows).split('\r\n')).toEqual([
      '"Date","Quarter","Paid to","Amount","Note"',
      '"2026-04-10","Q1","State",400.00,"FTB Web Pay"',
      '"2026-04-14","Q1","IRS",1000.00,"IRS Direct Pay"',
      '"2026-06-12","Q2","IRS",1000.00,""',
      '"Total paid to the IRS","","",2000.00,""',
      '"Left to pay to the IRS","","",2100.00,""',
      '',
    ]);
  });

  it('reconciliation-1099.csv: each platform’s forms, figures, summary and reasons, then unmatched income', () => {
    expect(delimitedText(reconciliationRows(packet.reconciliation))).toBe(
      [
        '"Platform","Forms","Reported","Recorded","Gap","Summary","Reasons"',
        '"Uber","1099-K",23450.00,22980.00,470.00,"Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00","A 1099-K reports the gross amount riders paid, with the fees the platform kept."',
        '"","","",310.00,"","Delivery: recorded $310.00 not matched to any 1099 form",""',
        '',
      ].join('\r\n'),
    );
  });
});
