import type { Quarter } from '../../core/tax/planner';
import type { StatePlanner } from '../../core/tax/planner-api';
import type { ScheduleCItem, ScheduleCLine } from '../../core/tax/schedule-c-api';
import type { PacketReceipt, TaxPacket } from '../../core/tax/tax-packet';
import type { Trip } from '../../core/trips';
import { seededRandom } from './seeded-random';

// A tax packet made by hand for the PDF's and CSV files' tests, and a large year (10,000 items, 2,000 trips, 1,000
// receipts) to time the PDF. Figures (2026): line 1 $24,180.00 (Rideshare $22,980.00 + Tips $1,200.00), line 6
// $50.00; line 9 $3,020.00 (4,000 miles at 72.5 cents + Parking $120.00), 24b $150.00 (meals $300.00 at 50 %),
// 25 $600.00, 27a $240.00 (Dashcam Cloud); 7 = $24,230.00, 28 = $4,010.00, 29 = 31 = $20,220.00.

const item = (
  id: string,
  date: string,
  description: string,
  category: string,
  amount: number,
): ScheduleCItem => ({
  id,
  date,
  description,
  category,
  amount,
  businessPercent: 100,
});

const trip = (id: string, date: string, miles: number, purpose: string, platform: string): Trip => ({
  id,
  date,
  miles,
  startOdometer: null,
  endOdometer: null,
  purpose,
  platform,
  shiftId: null,
  rateCentsPerMile: 72.5,
  rateProvisional: false,
  deduction: Math.round(miles * 72.5) / 100,
  createdAt: `${date}T18:00:00.000Z`,
  updatedAt: `${date}T18:00:00.000Z`,
});

const line = (
  number: ScheduleCLine['line'],
  name: string,
  amount: number,
  items: ScheduleCItem[],
  extra: Partial<ScheduleCLine> = {},
): ScheduleCLine => {
  const byCategory = new Map<string, number>();
  for (const each of items) byCategory.set(each.category, (byCategory.get(each.category) ?? 0) + each.amount);
  return {
    line: number,
    name,
    amount,
    categories: [...byCategory].map(([category, sum]) => ({
      type: number === '1' || number === '6' ? 'income' : 'expense',
      category,
      amount: sum,
      deductible: number === '24b' ? sum / 2 : sum,
    })),
    items,
    itemCount: items.length,
    note: null,
    ...extra,
  };
};

/**
 * California's side of the planner, made by hand: tax $1,000.00, $200.00 withheld, so $800.00 due; the $400.00 paid
 * on April 10 leaves $400.00. Installments 30/40/0/30 % of $1,000.00: $300.00, $400.00, $0.00, $300.00; withholding
 * in the same shares: $60.00, $80.00, $0.00, $60.00. Applied by date (FTB 5805, as Form 2210): Q1 takes its $60.00
 * withheld and $240.00 of the payment, $160.00 carried; Q2 its $80.00 and the $160.00 = $240.00, $160.00 left; Q3
 * asks nothing; Q4 its $60.00, $240.00 left. Left: 160 + 240 = $400.00.
 */
const sampleCalifornia: StatePlanner = {
  code: 'CA',
  name: 'California',
  coverage: 'figured',
  summary: "California's income tax, figured from its own forms.",
  totalTax: 1_000,
  refundableCredits: 0,
  withheld: 200,
  balanceDue: 800,
  paid: 400,
  remaining: 400,
  estimatesRequired: true,
  requiredRule: null,
  underpaymentForm: 'FTB 5805',
  dueByNow: { amount: 160, dueDate: '2026-06-15', throughQuarter: 2 },
  safeHarborRequired: null,
  quarters: [
    [1, '2026-04-15', 300, 60, 300, 0],
    [2, '2026-06-15', 400, 80, 240, 160],
    [3, '2026-09-15', 0, 0, 0, 0],
    [4, '2027-01-15', 300, 60, 60, 240],
  ].map(([quarter, dueDate, estimated, withheld, paid, remaining]) => ({
    quarter: quarter as Quarter,
    dueDate: dueDate as string,
    estimated: estimated as number,
    withheld: withheld as number,
    paid: paid as number,
    remaining: remaining as number,
    safeHarbor: null,
    safeHarborRemaining: null,
    overdue: null,
  })),
};

export function sampleTaxPacket(): TaxPacket {
  const trips = [
    trip('t3', '2026-09-02', 1800, 'Airport runs, Uber', 'Uber'),
    trip('t2', '2026-05-20', 1200, 'Deliveries downtown', 'DoorDash'),
    trip('t1', '2026-02-11', 1000, 'Rideshare shift, "north side"', 'Uber'),
  ];
  return {
    year: 2026,
    generatedOn: '2026-11-26',
    person: { name: 'Dana Driver', email: 'dana@example.com' },
    scheduleC: {
      year: 2026,
      vehicleMethod: 'standard',
      lines: [
        line('1', 'Gross receipts or sales', 24_180, [
          item('i1', '2026-12-20', 'Uber weekly payout', 'Rideshare', 22_980),
          item('i2', '2026-12-20', 'Cash tips', 'Tips', 1_200),
        ]),
        line('6', 'Other income', 50, [item('i3', '2026-03-02', 'Refund from supplier', 'Refund', 50)]),
        line(
          '9',
          'Car and truck expenses',
          3_020,
          [item('i4', '2026-04-04', 'Airport parking', 'Parking', 120)],
          {
            mileage: { miles: 4_000, deduction: 2_900 },
          },
        ),
        line(
          '24b',
          'Deductible meals',
          150,
          [item('i5', '2026-06-30', 'Lunch between shifts', 'Meals', 300)],
          {
            note: 'Meals are 50 % deductible: $300.00 spent, $150.00 on this line.',
          },
        ),
        line('25', 'Utilities', 600, [item('i6', '2026-01-31', 'Phone plan', 'Phone', 600)]),
        line('27a', 'Other expenses', 240, [item('i7', '2026-02-01', '=cmd|calc', 'Dashcam Cloud', 240)]),
      ],
      grossIncome: 24_230,
      totalExpenses: 4_010,
      tentativeProfit: 20_220,
      homeOffice: 0,
      netProfit: 20_220,
      otherExpenses: [{ category: 'Dashcam Cloud', amount: 240 }],
      notDeducted: [
        {
          category: 'Gas',
          amount: 1_845.5,
          reason: 'The standard mileage rate replaces the car’s actual costs (IRS Publication 463).',
        },
      ],
      vehicleUse: {
        year: 2026,
        placedInService: '2023-05-01',
        businessMiles: 4_000,
        commutingMiles: 1_250.5,
        otherMiles: null,
        availableOffDuty: true,
        anotherVehicle: false,
        hasEvidence: true,
        evidenceWritten: null,
      },
    },
    // $20,220.00 x 92.35 % = $18,673.17; x 12.4 % = $2,315.47; x 2.9 % = $541.52; SE tax $2,856.99; half $1,428.50.
    scheduleSe: {
      netProfit: 20_220,
      netEarnings: 18_673.17,
      socialSecurityTax: 2_315.47,
      medicareTax: 541.52,
      selfEmploymentTax: 2_856.99,
      deductibleHalf: 1_428.5,
    },
    estimate: {
      filingStatus: 'Single',
      totalTax: 4_100,
      withheld: 0,
      balanceDue: 4_100,
      installments: [
        { quarter: 1, dueDate: '2026-04-15', amount: 1_025 },
        { quarter: 2, dueDate: '2026-06-15', amount: 1_025 },
        { quarter: 3, dueDate: '2026-09-15', amount: 1_025 },
        { quarter: 4, dueDate: '2027-01-15', amount: 1_025 },
      ],
      paid: 2_000,
      remaining: 2_100,
    },
    payments: [
      {
        id: 'p0',
        taxYear: 2026,
        quarter: 1,
        date: '2026-04-10',
        amount: 400,
        note: 'FTB Web Pay',
        jurisdiction: 'state',
        state: 'CA',
        source: 'hand',
        recognisedFrom: null,
      },
      {
        id: 'p1',
        taxYear: 2026,
        quarter: 1,
        date: '2026-04-14',
        amount: 1_000,
        note: 'IRS Direct Pay',
        jurisdiction: 'federal',
        state: null,
        source: 'hand',
        recognisedFrom: null,
      },
      {
        id: 'p2',
        taxYear: 2026,
        quarter: 2,
        date: '2026-06-12',
        amount: 1_000,
        note: '',
        jurisdiction: 'federal',
        state: null,
        source: 'hand',
        recognisedFrom: null,
      },
    ],
    state: sampleCalifornia,
    reconciliation: {
      year: 2026,
      platforms: [
        {
          platform: 'Uber',
          forms: [
            {
              id: 'f1',
              year: 2026,
              platform: 'Uber',
              kind: '1099-K',
              amount: 23_450,
              source: 'entered',
              createdAt: '2027-01-31T12:00:00.000Z',
            },
          ],
          reported: 23_450,
          recorded: 22_980,
          gap: 470,
          summary: 'Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00',
          reasons: [
            {
              code: 'fees-and-tips-in-gross',
              text: 'A 1099-K reports the gross amount riders paid, with the fees the platform kept.',
            },
          ],
          incomeCategory: 'Rideshare',
        },
      ],
      unattributed: [{ category: 'Delivery', amount: 310 }],
    },
    mileageLog: { year: 2026, trips, totals: { trips: 3, miles: 4_000, deduction: 2_900 } },
    receipts: [
      {
        file: '2026-04-04 120.00 Airport parking.jpg',
        date: '2026-04-04',
        amount: 120,
        category: 'Parking',
        description: 'Airport parking',
      },
      {
        file: '2026-06-30 300.00 Cafe.pdf',
        date: '2026-06-30',
        amount: 300,
        category: 'Meals',
        description: 'Lunch between shifts',
      },
    ],
  };
}

/** A large year: 10,000 items over the lines, 2,000 trips, 1,000 receipts (seeded, the same every run). */
export function largeTaxPacket(): TaxPacket {
  const random = seededRandom(21);
  const packet = sampleTaxPacket();
  const dateOf = (index: number) => {
    const day = 1 + (index % 365);
    const date = new Date(Date.UTC(2026, 0, day));
    return date.toISOString().slice(0, 10);
  };
  const items = Array.from({ length: 10_000 }, (_, index) =>
    item(
      `x${index}`,
      dateOf(index),
      `Item ${index} ${'with a longer description '.repeat(index % 3)}`,
      'Phone',
      1 + Math.round(random() * 10_000) / 100,
    ),
  );
  packet.scheduleC.lines = packet.scheduleC.lines.map((each) =>
    each.line === '25' ? { ...each, items, itemCount: items.length } : each,
  );
  const trips: Trip[] = Array.from({ length: 2_000 }, (_, index) =>
    trip(
      `t${index}`,
      dateOf(1999 - index),
      1 + Math.round(random() * 1_000) / 10,
      index % 7 === 0
        ? `Long shift across the county with several airport runs and a stop at the depot ${index}`
        : `Shift ${index}`,
      index % 2 ? 'Uber' : 'DoorDash',
    ),
  );
  packet.mileageLog = {
    year: 2026,
    trips,
    totals: {
      trips: trips.length,
      miles: Math.round(trips.reduce((sum, each) => sum + each.miles, 0) * 10) / 10,
      deduction: Math.round(trips.reduce((sum, each) => sum + each.deduction * 100, 0)) / 100,
    },
  };
  packet.receipts = Array.from({ length: 1_000 }, (_, index): PacketReceipt => ({
    file: `${dateOf(index)} ${index}.00 Merchant ${index}.jpg`,
    date: dateOf(index),
    amount: index,
    category: index % 2 ? 'Gas' : 'Supplies',
    description: `Merchant ${index}`,
  }));
  return packet;
}
