import { describe, expect, it } from 'vitest';
import { estimateTax } from '../tax/estimate';
import type { StatePlanner } from '../tax/planner-api';
import { taxSummaryText } from './tax-summary';

describe('taxSummaryText', () => {
  const totals = [
    { type: 'income', category: 'Rideshare', totalCents: 130_000 },
    { type: 'income', category: 'Tips', totalCents: 4_000 },
    { type: 'expense', category: 'Phone', totalCents: 4_500 },
    // 120.4 miles at 72.5 cents (2026): $87.29.
    { type: 'expense', category: 'Mileage (standard rate)', totalCents: 8_729 },
  ] as const;

  it('lists income and expenses by category, the tips, the mileage log, the car method and the net', () => {
    // Under the standard rate the year's Gas ($300.25) is not among the expenses but listed as left out.
    const text = taxSummaryText(2026, [...totals], '2026-11-22', {
      businessTenthsOfMile: 1204,
      mileageDeductionCents: 8_729,
      tipsCents: 4_000,
      vehicle: {
        year: 2026,
        method: 'standard',
        chosen: false,
        leftOut: [{ category: 'Gas', totalCents: 30_025 }],
      },
    });
    expect(text).toBe(
      [
        'GigTally tax summary for 2026',
        'Generated on 2026-11-22',
        'Tax figures are in US dollars: US tax is figured in dollars.',
        '',
        'Income by category',
        '------------------',
        '  Rideshare                                      $1,300.00',
        '  Tips                                              $40.00',
        '  Total                                          $1,340.00',
        '',
        'Of the income',
        '-------------',
        '  Tips (marked as tips)                             $40.00',
        '',
        'Expenses by category',
        '--------------------',
        '  Mileage (standard rate)                           $87.29',
        '  Phone                                             $45.00',
        '  Total                                            $132.29',
        '',
        'Mileage log',
        '-----------',
        '  Business miles                                     120.4',
        '  Deduction at the IRS standard rate                $87.29',
        '  Car costs: Standard mileage rate (the default when the year has trips).',
        "  Counted in the expenses above as 'Mileage (standard rate)'.",
        '  The standard rate replaces the actual costs of the car (IRS Publication 463),',
        '  so these are not deducted:',
        '    Gas                                            $300.25',
        '',
        // $1,340.00 - $132.29
        'Net (income - expenses): $1,207.71',
        '',
        'These figures come from the records you entered in GigTally. They are for planning only and are not',
        'financial or tax advice; check them with a tax professional before you file.',
        '',
      ].join('\n'),
    );
  });

  it('says when the year has no trips, and shows no tips as $0.00', () => {
    const text = taxSummaryText(
      2025,
      [{ type: 'income', category: 'Delivery', totalCents: 100 }],
      '2026-01-02',
    );
    expect(text).toContain('  Tips (marked as tips)                              $0.00\n');
    expect(text).toContain('Mileage log\n-----------\n  No trips in the mileage log for 2025.\n');
    expect(text).toContain('Expenses by category\n--------------------\n  (none)\n');
  });

  it('says when actual car costs are used and the mileage deduction is left out', () => {
    const text = taxSummaryText(
      2026,
      [{ type: 'expense', category: 'Gas', totalCents: 30_025 }],
      '2026-11-22',
      {
        businessTenthsOfMile: 1204,
        mileageDeductionCents: 8_729,
        tipsCents: 0,
        vehicle: {
          year: 2026,
          method: 'actual',
          chosen: true,
          leftOut: [{ category: 'Mileage (standard rate)', totalCents: 8_729 }],
        },
      },
    );
    expect(text).toContain(
      [
        '  Deduction at the IRS standard rate                $87.29',
        '  Car costs: Actual car expenses (your choice).',
        "  The car's actual costs are in the expenses above, so the deduction at the standard rate",
        '  ($87.29) is left out.',
      ].join('\n'),
    );
  });

  // The worked example of core/tax/household-estimate.test.ts (2025 single, $60,000 of wages, $25,000 of
  // gig profit), with $6,000.02 withheld from the wages.
  const workedExample = (withholdingCents: number) =>
    estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: 25_000_00,
      expensesCents: 0,
      household: { w2WagesCents: 60_000_00, w2WithholdingCents: withholdingCents },
    });
  const extrasWith = (withholdingCents: number) => ({
    businessTenthsOfMile: 0,
    mileageDeductionCents: 0,
    tipsCents: 0,
    estimate: workedExample(withholdingCents),
  });

  it('lists the return the estimate figures: wages, SE tax after the wage base, deduction, credits, balance due', () => {
    const text = taxSummaryText(
      2025,
      [{ type: 'income', category: 'Delivery', totalCents: 25_000_00 }],
      '2026-01-02',
      extrasWith(6_000_02),
    );
    expect(text).toContain(
      [
        'Net (income - expenses): $25,000.00',
        '',
        'Tax estimate (Single)',
        '---------------------',
        '  W-2 wages                                     $60,000.00',
        '  Other income                                       $0.00',
        '  Home office (simplified method)                    $0.00',
        '  Net profit (Schedule C)                       $25,000.00',
        '  Total income                                  $85,000.00',
        // 176,100 - 60,000: the 12.4 % part applies to 23,087.50 of net earnings, all under it.
        '  Wage base left after your wages              $116,100.00',
        '  SE tax: Social Security part                   $2,862.85',
        '  SE tax: Medicare part                            $669.54',
        '  Self-employment tax                            $3,532.39',
        '  Additional Medicare Tax on wages                   $0.00',
        '  Additional Medicare Tax on SE income               $0.00',
        '  Deductible half of SE tax                      $1,766.20',
        '  SE health insurance deduction                      $0.00',
        '  Retirement contributions deduction                 $0.00',
        '  Adjusted gross income                         $83,233.80',
        '  Deduction used: standard                      $15,750.00',
        '  QBI deduction                                  $4,646.76',
        '  Taxable income                                $62,837.04',
        '  Income tax before credits                      $8,738.15',
        '  Child and other-dependent credits                  $0.00',
        '  Income tax after credits                       $8,738.15',
        '  Total tax (Form 1040 line 24)                 $12,270.54',
        '  Federal income tax withheld                    $6,000.02',
        '  Additional Medicare Tax withheld                   $0.00',
        '  Additional child tax credit                        $0.00',
        // 12,270.54 - 6,000.02
        '  Balance due                                    $6,270.52',
        '',
        'These figures come from the records you entered in GigTally. They are for planning only and are not',
      ].join('\n'),
    );
  });

  it('says a refund is expected when withholding is more than the tax', () => {
    const text = taxSummaryText(2025, [], '2026-01-02', extrasWith(13_000_00));
    // 13,000.00 - 12,270.54
    expect(text).toContain('  Refund expected                                  $729.46\n');
    expect(text).not.toContain('Balance due');
  });

  it("shows the meals' half Schedule C does not count, so the net is line 29", () => {
    const text = taxSummaryText(
      2025,
      [
        { type: 'income', category: 'Delivery', totalCents: 500_00 },
        { type: 'expense', category: 'Meals', totalCents: 123_45 },
        { type: 'expense', category: 'Phone', totalCents: 45_00 },
      ],
      '2026-01-02',
      {
        businessTenthsOfMile: 0,
        mileageDeductionCents: 0,
        tipsCents: 0,
        // 123.45 - 123.45 x 50 % (61.725, half up to 61.73) = 61.72
        mealsNotDeductible: [{ category: 'Meals', amountCents: 61_72 }],
      },
    );
    expect(text).toContain(
      [
        '  Total                                            $168.45',
        '',
        'Mileage log',
        '-----------',
        '  No trips in the mileage log for 2025.',
        '',
        'Meals not deductible (IRS Publication 463: meals are 50 % deductible)',
        '---------------------------------------------------------------------',
        '  Meals                                             $61.72',
        '  Total                                             $61.72',
        '',
        // 500.00 - 168.45 + 61.72 = 393.27 = Schedule C line 29: 500.00 - (61.73 + 45.00)
        'Net (income - expenses + meals not deductible, Schedule C line 29): $393.27',
      ].join('\n'),
    );
  });

  it('has no estimate section when no estimate is given', () => {
    expect(taxSummaryText(2025, [], '2026-01-02')).not.toContain('Tax estimate');
  });

  // The state's side of the planner, made by hand: California's tax $1,000.00, $200.00 withheld, $800.00 due;
  // $400.00 paid to California leaves $400.00.
  const california: StatePlanner = {
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
    dueByNow: null,
    safeHarborRequired: null,
    quarters: [],
  };
  const withState = (state: StatePlanner | null) =>
    taxSummaryText(2025, [], '2026-01-02', { ...extrasWith(6_000_02), state });

  it("adds the state's tax, withholding, the payments to it and what is left, after the federal estimate", () => {
    expect(withState(california)).toContain(
      [
        '  Balance due                                    $6,270.52',
        '',
        'California state tax',
        '--------------------',
        "  California's income tax, figured from its own forms.",
        '  State tax                                      $1,000.00',
        '  State tax withheld                               $200.00',
        // 1,000 - 200
        '  Balance due                                      $800.00',
        '  Payments to California                           $400.00',
        // 800 - 400
        '  Left to pay                                      $400.00',
        '',
        'These figures come from the records you entered in GigTally.',
      ].join('\n'),
    );
  });

  it("names refundable credits that pay part of the state's tax, and a state refund", () => {
    // New York City's school tax credit, refundable: 1,000 - 200 withheld - 1,100 of credits = 300 back.
    const text = withState({
      ...california,
      code: 'NY',
      name: 'New York',
      summary: "New York's income tax, figured from its own forms.",
      refundableCredits: 1_100,
      balanceDue: -300,
      paid: 0,
      remaining: 0,
    });
    expect(text).toContain(
      [
        '  State tax                                      $1,000.00',
        '  Refundable credits                             $1,100.00',
        '  State tax withheld                               $200.00',
        '  Refund expected                                  $300.00',
        '  Payments to New York                               $0.00',
        '  Left to pay                                        $0.00',
      ].join('\n'),
    );
  });

  it('says in one line when the state has no income tax or is not figured, or no state is chosen', () => {
    const texas = withState({
      ...california,
      code: 'TX',
      name: 'Texas',
      coverage: 'no-income-tax',
      summary: 'Texas has no state income tax: nothing is due to the state.',
      totalTax: 0,
      withheld: 0,
      balanceDue: 0,
      paid: 0,
      remaining: 0,
    });
    expect(texas).toContain(
      'Texas state tax\n---------------\n  Texas has no state income tax: nothing is due to the state.\n\n',
    );
    // Not figured, no rate of one's own: no figure made up, only what was paid to it.
    const arizona = withState({
      ...california,
      code: 'AZ',
      name: 'Arizona',
      coverage: 'not-figured',
      summary: "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
      totalTax: null,
      balanceDue: null,
      remaining: null,
    });
    expect(arizona).toContain(
      [
        'Arizona state tax',
        '-----------------',
        "  Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
        '  Payments to Arizona                              $400.00',
        '',
        'These figures',
      ].join('\n'),
    );
    for (const text of [texas, arizona]) expect(text).not.toContain('Left to pay');
    expect(withState(null)).toContain(
      'State tax\n---------\n  No state is chosen in the tax profile, so no state tax is figured.\n\n',
    );
    // No estimate (a year without tables): no state section either.
    expect(taxSummaryText(2025, [], '2026-01-02')).not.toContain('State tax');
  });
});
