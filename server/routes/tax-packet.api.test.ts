import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proRequiredMessage } from '../../core/billing';
import { formatUsd } from '../../core/format';
import type { Reconciliation } from '../../core/tax/forms-1099';
import type { Planner } from '../../core/tax/planner-api';
import type { TaxOwed } from '../../core/tax/owed-api';
import { scheduleCMessages } from '../../core/tax/schedule-c-api';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { PACKET_WORKSHEET_NOTICE, taxPacketMessages } from '../../core/tax/tax-packet';
import { receiptFileKey } from '../receipts/receipt-store';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { expectLinesInOrder, pdfPageLines, renderPdfPages } from '../testing/pdf-text';
import { anotherCopy, receiptPdf } from '../testing/receipt-files';
import { createTestApp, type TestApp } from '../testing/test-app';

// The tax packet: GET /api/tax/packet?year= over the real app and database. A 2026 built by hand:
// income: Rideshare $1,000.00 ('Uber payout') + Tips $50.00 = line 1 $1,050.00 = line 7;
// expenses: 100 miles at 72.5 cents (2026) $72.50 + Parking $8.00 = line 9 $80.50 (Gas $30.00 is not deducted under
// the standard rate); Meals $40.00 at 50 % = 24b $20.00; Phone $60.00 = 25; 'Dashcam Cloud' (own category, default
// 27a) $12.00; line 28 = 80.50 + 20 + 60 + 12 = $172.50; 29 = 31 = 1,050 - 172.50 = $877.50;
// Schedule SE line 6: 877.50 x 92.35 % = $810.37. Uber's 1099-K $1,100.00 against $1,000.00 recorded: $100.00 missing.

let t: TestApp;
let person: Awaited<ReturnType<typeof signedInUser>>;
let zip: Record<string, Uint8Array>;
let response: Response;
let receiptId: string;
let unfiledId: string;

async function json<T>(request: UserRequest, path: string, init?: Parameters<UserRequest>[1]): Promise<T> {
  const res = await request(path, init);
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  t = await createTestApp();
  person = await signedInUser(t, { pro: true, label: 'packet' });
  const request = person.request;
  const [, , meals] = await addItems(request, [
    { type: 'income', category: 'Rideshare', amount: 1000, date: '2026-03-01', description: 'Uber payout' },
    { type: 'income', category: 'Tips', amount: 50, date: '2026-03-01', description: 'Cash tips' },
    { type: 'expense', category: 'Meals', amount: 40, date: '2026-03-03', description: 'Lunch' },
    { type: 'expense', category: 'Phone', amount: 60, date: '2026-03-04', description: 'Phone plan' },
    {
      type: 'expense',
      category: 'Dashcam Cloud',
      amount: 12,
      date: '2026-03-05',
      description: 'Cloud video',
    },
    { type: 'expense', category: 'Parking', amount: 8, date: '2026-03-06', description: 'Airport' },
    { type: 'expense', category: 'Gas', amount: 30, date: '2026-03-07', description: 'Shell' },
    // Another year: not in the packet.
    { type: 'expense', category: 'Phone', amount: 99, date: '2025-12-31', description: 'Old plan' },
  ]);
  await json(request, '/api/trips', {
    json: { date: '2026-03-02', miles: 100, purpose: 'Airport run', platform: 'Uber' },
  });
  // The person chose the standard rate (a year keeps actual costs until they do).
  await json(request, '/api/trips/vehicle-method', {
    method: 'PUT',
    json: { year: 2026, method: 'standard' },
  });
  await json(request, '/api/tax/payments', {
    json: { taxYear: 2026, date: '2026-04-15', amount: 40, note: 'Direct Pay' },
  });
  await json(request, '/api/tax/payments', { json: { taxYear: 2026, date: '2026-06-15', amount: 30 } });
  await json(request, '/api/tax/forms-1099', {
    json: { year: 2026, platform: 'Uber', kind: '1099-K', amount: 1100 },
  });
  await json(request, '/api/tax/vehicle-use', {
    method: 'PUT',
    json: {
      year: 2026,
      placedInService: '2024-01-10',
      commutingMiles: 500,
      otherMiles: 1200.5,
      availableOffDuty: true,
      anotherVehicle: false,
      hasEvidence: true,
      evidenceWritten: true,
    },
  });
  const lunchPdf = await receiptPdf();
  const receiptForm = (bytes: Uint8Array, name: string, itemId?: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
    if (itemId) form.set('itemId', itemId);
    return { method: 'POST', body: form };
  };
  receiptId = (
    await json<{ id: string }>(request, '/api/receipts', receiptForm(lunchPdf, 'lunch.pdf', meals!.id))
  ).id;
  // Receipts not kept with an expense support no deduction and stay out of the packet: the lunch receipt snapped
  // again (recognised: the same receipt) and another one waiting in Receipts to file, dated this year.
  const again = await json<{ id: string }>(
    request,
    '/api/receipts',
    receiptForm(lunchPdf, 'lunch again.pdf'),
  );
  expect(again.id).toBe(receiptId);
  unfiledId = (
    await json<{ id: string }>(
      request,
      '/api/receipts',
      receiptForm(anotherCopy(await receiptPdf(), 1), 'waiting.pdf'),
    )
  ).id;

  response = await request('/api/tax/packet?year=2026');
  zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
});
afterAll(async () => {
  await t?.close();
});

const text = (name: string) => strFromU8(zip[name]!);

describe('GET /api/tax/packet', () => {
  it('answers a zip named for the year with the PDF, the CSV files and the receipts', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="GigTally_tax_packet_2026.zip"',
    );
    expect(Object.keys(zip).sort()).toEqual([
      'estimated-payments.csv',
      'mileage-log.csv',
      'receipts/2026-03-03 40.00 Lunch.pdf',
      'receipts/index.csv',
      'reconciliation-1099.csv',
      'schedule-c-items.csv',
      'schedule-c.csv',
      'tax-packet-2026.pdf',
    ]);
  });

  it('holds Schedule C, its items, the payments and the 1099 reconciliation as CSV', async () => {
    expect(text('schedule-c.csv')).toBe(
      [
        '"Line","Name","Amount"',
        '"1","Gross receipts or sales",1050.00',
        '"9","Car and truck expenses",80.50',
        '"24b","Deductible meals",20.00',
        '"25","Utilities",60.00',
        '"27a","Other expenses",12.00',
        '"7","Gross income",1050.00',
        '"28","Total expenses",172.50',
        '"29","Tentative profit or (loss)",877.50',
        '"30","Business use of home (simplified method)",0.00',
        '"31","Net profit or (loss)",877.50',
        '"Part V","Other expenses: Dashcam Cloud",12.00',
        '',
      ].join('\r\n'),
    );
    expect(text('schedule-c-items.csv')).toBe(
      [
        '"Line","Date","Description","Category","Amount","Deductible"',
        '"1","2026-03-01","Cash tips","Tips",50.00,50.00',
        '"1","2026-03-01","Uber payout","Rideshare",1000.00,1000.00',
        '"9","2026-03-06","Airport","Parking",8.00,8.00',
        '"24b","2026-03-03","Lunch","Meals",40.00,20.00',
        '"25","2026-03-04","Phone plan","Phone",60.00,60.00',
        '"27a","2026-03-05","Cloud video","Dashcam Cloud",12.00,12.00',
        '',
      ].join('\r\n'),
    );
    expect(text('estimated-payments.csv')).toBe(
      [
        '"Date","Quarter","Paid to","Amount","Note"',
        '"2026-04-15","Q1","IRS",40.00,"Direct Pay"',
        '"2026-06-15","Q2","IRS",30.00,""',
        '"Total paid to the IRS","","",70.00,""',
        // The planner's 'remaining': the balance due less the payments, never below zero.
        `"Left to pay to the IRS","","",${Math.max(0, (await estimate()).balanceDue - 70).toFixed(2)},""`,
        '',
      ].join('\r\n'),
    );
    const reconciliation = await json<Reconciliation>(person.request, '/api/tax/reconciliation?year=2026');
    const reasons = reconciliation.platforms[0]!.reasons.map((reason) => reason.text).join(' ');
    expect(reasons).not.toBe('');
    expect(text('reconciliation-1099.csv')).toBe(
      [
        '"Platform","Forms","Reported","Recorded","Gap","Summary","Reasons"',
        `"Uber","1099-K",1100.00,1000.00,100.00,"Uber 1099-K: $1,100.00; recorded: $1,000.00; missing $100.00","${reasons}"`,
        // 'Cash tips' names no platform.
        '"","","",50.00,"","Tips: recorded $50.00 not matched to any 1099 form",""',
        '',
      ].join('\r\n'),
    );
  });

  it('holds the mileage log and the receipts index as their own downloads give them, and the receipt itself', async () => {
    expect(text('mileage-log.csv')).toBe(await (await person.request('/api/trips/log.csv?year=2026')).text());
    expect(text('mileage-log.csv')).toContain('"2026-03-02","","",100.0,"Airport run","Uber",72.5,72.50');
    // The receipts download of the year holds every receipt, the one waiting to be filed too; the packet the
    // receipt of an expense alone.
    const archive = unzipSync(
      new Uint8Array(await (await person.request('/api/receipts/archive?year=2026')).arrayBuffer()),
    );
    expect(Object.keys(archive)).toHaveLength(3);
    const archiveRows = strFromU8(archive['index.csv']!).split('\r\n');
    expect(archiveRows.filter((row) => row.endsWith('"No"'))).toHaveLength(1);
    expect(text('receipts/index.csv')).toBe(
      [...archiveRows.filter((row) => !row.endsWith('"No"'))].join('\r\n'),
    );
    expect(text('receipts/index.csv').split('\r\n')).toEqual([
      '"File","Date","Amount","Category","Description","Transaction ID","Filed with expense"',
      expect.stringMatching(
        /^"2026-03-03 40\.00 Lunch\.pdf","2026-03-03",40\.00,"Meals","Lunch","[^"]+","Yes"$/,
      ),
      '',
    ]);
    expect(Object.keys(zip).filter((name) => name.startsWith('receipts/'))).toHaveLength(2);
    expect(unfiledId).not.toBe(receiptId);
    const kept = await t.receipts.store.get(receiptFileKey(person.id, receiptId, 'file'));
    expect(Buffer.from(zip['receipts/2026-03-03 40.00 Lunch.pdf']!).equals(Buffer.from(kept!))).toBe(true);
  });

  it('prints every line and total, the SE figures, payments, 1099 summary, trip and receipt; the notice on every page', async () => {
    const pdf = zip['tax-packet-2026.pdf']!;
    const pages = await pdfPageLines(pdf);
    const lines = pages.flat();
    const figures = await estimate();
    const expected = [
      'GigTally tax packet 2026',
      'Ann Driver',
      person.email,
      '1 | Gross receipts or sales | $1,050.00',
      '7 | Gross income | $1,050.00',
      '9 | Car and truck expenses | $80.50',
      'Standard mileage: 100.0 miles, $72.50',
      '24b | Deductible meals | $20.00',
      '25 | Utilities | $60.00',
      '27a | Other expenses | $12.00',
      '28 | Total expenses | $172.50',
      '29 | Tentative profit or (loss) | $877.50',
      '30 | Business use of home (simplified method) | $0.00',
      '31 | Net profit or (loss) | $877.50',
      'Dashcam Cloud | $12.00',
      '43 | When you placed your vehicle in service for business purposes | 2024-01-10',
      '44a | Business miles (from the mileage log) | 100.0',
      '44b | Commuting miles | 500.0',
      '44c | Other miles | 1,200.5',
      '45 | Was your vehicle available for personal use during off-duty hours? | Yes',
      '46 | Do you (or your spouse) have another vehicle available for personal use? | No',
      '47a | Do you have evidence to support your deduction? | Yes',
      '47b | If "Yes," is the evidence written? | Yes',
      'Net profit (Schedule C line 31) | $877.50',
      'Net earnings from self-employment (net profit x 92.35 %) | $810.37',
      `Social Security part (12.4 %) | ${formatUsd(figures.socialSecurityTax)}`,
      `Medicare part (2.9 %) | ${formatUsd(figures.medicareTax)}`,
      `Self-employment tax | ${formatUsd(figures.selfEmploymentTax)}`,
      `Deductible half of self-employment tax (Schedule 1) | ${formatUsd(figures.halfSelfEmploymentTaxDeduction)}`,
      `Total tax (estimate) | ${formatUsd(figures.totalTax)}`,
      ...figures.installments.map((each) => `Q${each.quarter} | ${each.dueDate} | ${formatUsd(each.amount)}`),
      '2026-04-15 | Q1 | IRS | $40.00 | Direct Pay',
      '2026-06-15 | Q2 | IRS | $30.00',
      'Total paid to the IRS | $70.00',
      `Left to pay to the IRS | ${formatUsd(Math.max(0, figures.balanceDue - 70))}`,
      // No state in the profile: one line, no figure.
      'State tax 2026',
      'No state is chosen in the tax profile, so no state tax is figured.',
      'Uber 1099-K: $1,100.00; recorded: $1,000.00; missing $100.00',
      '2026-03-02 | Airport run | Uber | 100.0 | $72.50',
      'Total | 1 trip | 100.0 | $72.50',
      '2026-03-03 | $40.00 | Meals | Lunch | 2026-03-03 40.00 Lunch.pdf',
    ];
    expectLinesInOrder(lines, expected);
    // SE tax is its two parts (Schedule SE lines 10 and 11).
    expect(figures.selfEmploymentTax).toBeCloseTo(figures.socialSecurityTax + figures.medicareTax, 2);
    expect(lines).not.toContain('Old plan');
    pages.forEach((page, index) => {
      expect(page.slice(-2)).toEqual([PACKET_WORKSHEET_NOTICE, `Page ${index + 1} of ${pages.length}`]);
    });
    const shots = await renderPdfPages(pdf, '/tmp/shots-packet', 'api');
    expect(shots).toHaveLength(pages.length);
  });

  it('answers 404 with a sentence for a year with nothing in it, 400 for a bad year, 403 for the free plan', async () => {
    const empty = await person.request('/api/tax/packet?year=2024');
    expect(empty.status).toBe(404);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      taxPacketMessages.nothingInYear(2024),
    );
    expect(taxPacketMessages.nothingInYear(2024)).toBe(
      'Nothing to put in a tax packet for 2024: no income, expense, trip, 1099 form or estimated payment that year.',
    );
    for (const year of ['abc', '1999', '2026.5', '']) {
      const bad = await person.request(`/api/tax/packet?year=${year}`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { fields: object } }).error.fields).toEqual({
        year: scheduleCMessages.yearInvalid,
      });
    }
    const free = await signedInUser(t, { label: 'packet-free' });
    await addItems(free.request, [
      { type: 'income', category: 'Rideshare', amount: 10, date: '2026-01-02', description: 'Lyft' },
    ]);
    const refused = await free.request('/api/tax/packet?year=2026');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(proRequiredMessage);
  });

  it('makes a packet of a year with only a payment in it', async () => {
    const other = await signedInUser(t, { pro: true, label: 'packet-payment' });
    await json(other.request, '/api/tax/payments', {
      json: { taxYear: 2025, date: '2025-04-15', amount: 20 },
    });
    const res = await other.request('/api/tax/packet?year=2025');
    expect(res.status).toBe(200);
    const only = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(only)).toContain('receipts/index.csv');
    const lines = (await pdfPageLines(only['tax-packet-2025.pdf']!)).flat();
    expect(lines).toContain('2025-04-15 | Q1 | IRS | $20.00');
    expect(lines).toContain('No trips in the mileage log for 2025.');
    expect(lines).toContain('No 1099 forms entered for 2025.');
    expect(lines).toContain('No receipts kept for 2025.');
  });
});

describe('GET /api/tax/packet for a person in California', () => {
  // 2025, single, $70,000 of rides less $15,000 of gas = $55,000 of profit; California withholding $200.00;
  // paid: $500.00 and $700.00 to the IRS, $400.00 to California.
  // Federal, by hand: net earnings 55,000 x 92.35 % = 50,792.50; SE tax 12.4 % = 6,298.27 + 2.9 % = 1,472.98 =
  // 7,771.25, half 3,885.63; AGI 51,114.37; less the standard deduction 15,750 = 35,364.37; QBI 20 % of 51,114.37
  // (10,222.87) capped at 20 % of 35,364.37 = 7,072.87; taxable 28,291.50; tax 10 % of 11,925 = 1,192.50 + 12 % of
  // 16,366.50 = 1,963.98 = 3,156.48; total tax 3,156.48 + 7,771.25 = 10,927.73, nothing withheld.
  // Paid to the IRS 500 + 700 = 1,200.00 (California's 400 is not federal): left 10,927.73 - 1,200 = 9,727.73.
  // California (core/tax/states/california.test.ts's worked example, from the FTB's 2025 Form 540): tax 1,106.00;
  // less 200.00 withheld = 906.00 due; less 400.00 paid = 506.00 left. Installments 30/40/0/30 % of 1,106:
  // 331.80, 442.40, 0, 331.80; withholding in the same shares 60, 80, 0, 60. By date (FTB 5805): Q1 its 60 withheld
  // + 271.80 of the April 10 payment, 128.20 carried; Q2 80 + 128.20 = 208.20 paid, 234.20 left; Q3 nothing; Q4 60
  // withheld, 271.80 left (234.20 + 271.80 = 506.00).
  let californian: Awaited<ReturnType<typeof signedInUser>>;
  let packet: Record<string, Uint8Array>;
  beforeAll(async () => {
    californian = await signedInUser(t, { pro: true, label: 'packet-ca' });
    const request = californian.request;
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
      { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
    ]);
    await json(request, '/api/tax/profile', {
      method: 'PUT',
      json: { year: 2025, filingStatus: 'single', state: 'CA', stateWithholding: 200 },
    });
    for (const payment of [
      { date: '2025-04-15', amount: 500, note: 'Direct Pay' },
      { date: '2025-06-16', amount: 700, note: 'EFTPS' },
      { date: '2025-04-10', amount: 400, note: 'FTB Web Pay', jurisdiction: 'state' },
    ])
      await json(request, '/api/tax/payments', { json: { taxYear: 2025, ...payment } });
    const res = await request('/api/tax/packet?year=2025');
    expect(res.status).toBe(200);
    packet = unzipSync(new Uint8Array(await res.arrayBuffer()));
  });

  it('gives one set of figures on every screen, the packet and both exports', async () => {
    const request = californian.request;
    // On July 1, 2025, by hand. Federal installments 2,731.93 (10,927.73 / 4). The 500 of April 15 pays Q1 on time,
    // leaving 2,231.93 short; the 700 of June 16 pays Q1 first (62 days late), leaving Q1 1,531.93 and Q2 2,731.93
    // short. By September 15: 1,531.93 + 2,731.93 + 2,731.93 = 6,995.79 (= 9,727.73 left less Q4's 2,731.94).
    // California by its September 15 (0 % due then): Q2's 234.20. Together 7,229.99.
    // Q1's penalty: 700 x 62 / 365 x 7 % = 8.32329, plus 1,531.93 x 77 / 365 x 7 % = 22.62220: 30.94549 -> 30.95;
    // Q2's: 2,731.93 x 15 / 365 x 7 % = 7.85898 -> 7.86.
    const owed = await json<TaxOwed>(request, '/api/tax/owed?year=2025&today=2025-07-01');
    expect(owed).toEqual({
      year: 2025,
      state: { code: 'CA', name: 'California' },
      nextDue: {
        federal: { date: '2025-09-15', amount: 6_995.79 },
        states: [{ code: 'CA', name: 'California', date: '2025-09-15', amount: 234.2 }],
        total: 7_229.99,
      },
      // 10,927.73 + 1,106.00.
      totalTax: { federal: 10_927.73, state: 1_106, local: 0, total: 12_033.73 },
      overdue: [
        {
          jurisdiction: 'federal',
          state: null,
          quarter: 1,
          dueDate: '2025-04-15',
          unpaid: 1_531.93,
          penaltyToDate: 30.95,
          penaltyIfUnpaid: expect.any(Number) as number,
        },
        {
          jurisdiction: 'federal',
          state: null,
          quarter: 2,
          dueDate: '2025-06-16',
          unpaid: 2_731.93,
          penaltyToDate: 7.86,
          penaltyIfUnpaid: expect.any(Number) as number,
        },
        {
          jurisdiction: 'state',
          state: 'CA',
          quarter: 2,
          dueDate: '2025-06-16',
          unpaid: 234.2,
          penaltyToDate: null,
          penaltyIfUnpaid: null,
        },
      ],
      expectedRefund: 0,
    });
    // The planner (Tax Estimates) counts the same.
    const planner = await json<Planner>(request, '/api/tax/planner?year=2025&today=2025-07-01');
    expect(planner.dueByNow.amount).toBe(owed.nextDue.federal.amount);
    expect(planner.state!.dueByNow!.amount).toBe(owed.nextDue.states[0]!.amount);
    expect([planner.remaining, planner.state!.remaining]).toEqual([9_727.73, 506]);
    // The packet's CSV and PDF total the same payments and what is left (the tests below).
    const csv = strFromU8(packet['estimated-payments.csv']!);
    expect(csv).toContain('"Left to pay to the IRS","","",9727.73,""');
    expect(csv).toContain('"Left to pay to California","","",506.00,""');
    // The Tax Summary export: the same federal total, and California's left to pay.
    const summary = await (await request('/api/export/tax-summary?year=2025')).text();
    expect(summary).toMatch(/Total tax \(Form 1040 line 24\) +\$10,927\.73/);
    expect(summary).toMatch(/Left to pay +\$506\.00/);
    // The account export keeps each payment's agency.
    const account = await json<{
      estimatedTaxPayments: { amount: number; jurisdiction: string; state: string | null }[];
    }>(request, '/api/account/export');
    expect(
      account.estimatedTaxPayments.map(({ amount, jurisdiction, state }) => [amount, jurisdiction, state]),
    ).toEqual([
      [400, 'state', 'CA'],
      [500, 'federal', null],
      [700, 'federal', null],
    ]);
  });

  it('estimated-payments.csv says whom each payment paid, and totals the IRS and California apart', () => {
    expect(strFromU8(packet['estimated-payments.csv']!)).toBe(
      [
        '"Date","Quarter","Paid to","Amount","Note"',
        '"2025-04-10","Q1","California",400.00,"FTB Web Pay"',
        '"2025-04-15","Q1","IRS",500.00,"Direct Pay"',
        '"2025-06-16","Q2","IRS",700.00,"EFTPS"',
        '"Total paid to the IRS","","",1200.00,""',
        '"Left to pay to the IRS","","",9727.73,""',
        '"Total paid to California","","",400.00,""',
        '"Left to pay to California","","",506.00,""',
        '',
      ].join('\r\n'),
    );
  });

  it("prints the federal total of the IRS's payments and a California page with its installments and payments", async () => {
    const lines = (await pdfPageLines(packet['tax-packet-2025.pdf']!)).flat();
    expectLinesInOrder(lines, [
      'The 2025 federal estimate and the payments made',
      'Total tax (estimate) | $10,927.73',
      'Date | Quarter | Paid to | Amount | Note',
      '2025-04-10 | Q1 | California | $400.00 | FTB Web Pay',
      '2025-04-15 | Q1 | IRS | $500.00 | Direct Pay',
      '2025-06-16 | Q2 | IRS | $700.00 | EFTPS',
      'Total paid to the IRS | $1,200.00',
      'Left to pay to the IRS | $9,727.73',
      'California tax 2025',
      "California's income tax, figured from its own forms.",
      'State tax (estimate) | $1,106.00',
      'Refundable credits | $0.00',
      'State tax withheld from wages | $200.00',
      'Balance due after withholding and refundable credits | $906.00',
      'California installments',
      'Installment | Due date | Estimated | Withheld | Paid | Remaining',
      'Q1 | 2025-04-15 | $331.80 | $60.00 | $331.80 | $0.00',
      // June 15, 2025 is a Sunday.
      'Q2 | 2025-06-16 | $442.40 | $80.00 | $208.20 | $234.20',
      'Q3 | 2025-09-15 | $0.00 | $0.00 | $0.00 | $0.00',
      'Q4 | 2026-01-15 | $331.80 | $60.00 | $60.00 | $271.80',
      'Payments to California',
      '2025-04-10 | Q1 | $400.00 | FTB Web Pay',
      'Total paid to California | $400.00',
      'Left to pay to California | $506.00',
      '1099 reconciliation',
    ]);
    expect(lines).not.toContain('Total paid to the IRS | $1,600.00');
    // The same figures as the planner's.
    const planner = await json<Planner>(californian.request, '/api/tax/planner?year=2025&today=2025-03-01');
    expect(planner).toMatchObject({ paid: 1_200, state: { paid: 400, remaining: 506 } });
    await renderPdfPages(packet['tax-packet-2025.pdf']!, '/tmp/shots-packet', 'api-ca');
  });

  it('says in one line that Texas has no income tax, with no state figures', async () => {
    await json(californian.request, '/api/tax/profile', {
      method: 'PUT',
      json: { year: 2025, filingStatus: 'single', state: 'TX' },
    });
    const res = await californian.request('/api/tax/packet?year=2025');
    const zipped = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const lines = (await pdfPageLines(zipped['tax-packet-2025.pdf']!)).flat();
    expectLinesInOrder(lines, [
      'Total paid to the IRS | $1,200.00',
      'Texas tax 2025',
      'Texas has no state income tax: nothing is due to the state.',
      'Payments to Texas',
      'No payments to Texas recorded for 2025.',
      'Total paid to Texas | $0.00',
    ]);
    expect(lines.some((line) => line.startsWith('State tax (estimate)'))).toBe(false);
    // The payment kept the state it paid when the person moved: still California's, counted for neither.
    expect(strFromU8(zipped['estimated-payments.csv']!)).toContain('"2025-04-10","Q1","California",400.00');
    expect(lines).toContain(
      "Payments to other states are listed with the federal estimate; they count nothing toward Texas's tax.",
    );
  });
});

function estimate(): Promise<TaxEstimateResponse> {
  return json<TaxEstimateResponse>(person.request, '/api/tax/estimate?year=2026');
}
