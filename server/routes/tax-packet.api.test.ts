import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proRequiredMessage } from '../../core/billing';
import { formatUsd } from '../../core/format';
import type { Reconciliation } from '../../core/tax/forms-1099';
import { scheduleCMessages } from '../../core/tax/schedule-c-api';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { PACKET_WORKSHEET_NOTICE, taxPacketMessages } from '../../core/tax/tax-packet';
import { receiptFileKey } from '../receipts/receipt-store';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { expectLinesInOrder, pdfPageLines, renderPdfPages } from '../testing/pdf-text';
import { anotherCopy, receiptPdf } from '../testing/receipt-files';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 21, "The packet": GET /api/tax/packet?year= over the real app and database. A 2026 built by hand:
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
        '"Date","Quarter","Amount","Note"',
        '"2026-04-15","Q1",40.00,"Direct Pay"',
        '"2026-06-15","Q2",30.00,""',
        '"Total paid","",70.00,""',
        // The planner's 'remaining': the balance due less the payments, never below zero.
        `"Left to pay","",${Math.max(0, (await estimate()).balanceDue - 70).toFixed(2)},""`,
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
      '2026-04-15 | Q1 | $40.00 | Direct Pay',
      '2026-06-15 | Q2 | $30.00',
      'Total paid | $70.00',
      `Left to pay | ${formatUsd(Math.max(0, figures.balanceDue - 70))}`,
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
    expect(lines).toContain('2025-04-15 | Q1 | $20.00');
    expect(lines).toContain('No trips in the mileage log for 2025.');
    expect(lines).toContain('No 1099 forms entered for 2025.');
    expect(lines).toContain('No receipts kept for 2025.');
  });
});

function estimate(): Promise<TaxEstimateResponse> {
  return json<TaxEstimateResponse>(person.request, '/api/tax/estimate?year=2026');
}
