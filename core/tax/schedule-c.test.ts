import { describe, expect, it } from 'vitest';
import { formatUsd } from '../format';
import { MILEAGE_CATEGORY } from './mileage';
import {
  deductiblePercent,
  noChosenLines,
  scheduleCLineNote,
  scheduleCNotes,
  scheduleCOf,
  scheduleCReasons,
  type ChosenLines,
  type ScheduleCInput,
} from './schedule-c';
import type { CategoryLine } from './schedule-c-lines';
import type { CategoryCents, VehicleMethodOfYear } from './vehicle-method';

// Worked examples with every line figured by hand (the arithmetic is in the comments), from the rules of
// docs/tax-tables.md "Schedule C lines" and "Meals".

const income = (category: string, totalCents: number): CategoryCents => ({
  type: 'income',
  category,
  totalCents,
});
const expense = (category: string, totalCents: number): CategoryCents => ({
  type: 'expense',
  category,
  totalCents,
});
const chosen = (income: [string, CategoryLine][], expense: [string, CategoryLine][] = []): ChosenLines => ({
  income: new Map(income),
  expense: new Map(expense),
});
const input = (overrides: Partial<ScheduleCInput>): ScheduleCInput => ({
  year: 2025,
  totals: [],
  tenthsOfMile: 0,
  chosenLines: noChosenLines,
  homeOfficeSqFt: 0,
  ...overrides,
});
const amounts = (scheduleC: ReturnType<typeof scheduleCOf>) =>
  Object.fromEntries(scheduleC.lines.map((line) => [line.line, line.amountCents]));

describe('deductiblePercent (IRC 274(n); Notice 2021-25)', () => {
  it.each([
    [2020, 'expense', 'Meals', '24b', 50], // before the temporary rule
    [2021, 'expense', 'Meals', '24b', 100], // Notice 2021-25: restaurant meals 2021-2022
    [2022, 'expense', 'Meals', '24b', 100],
    [2023, 'expense', 'Meals', '24b', 50], // the rule ended with 2022
    [2025, 'expense', 'Meals', '24b', 50],
    [2022, 'expense', 'Snacks', '24b', 50], // a person's own category on 24b is not a restaurant's: 50 % every year
    [2025, 'expense', 'Snacks', '24b', 50],
    [2025, 'expense', 'Snacks', '27a', 100],
    [2025, 'expense', 'Phone', '25', 100],
    [2025, 'income', 'Meals', '1', 100],
  ] as const)('%i %s %s on line %s: %i %%', (year, type, category, line, percent) => {
    expect(deductiblePercent(year, type, category, line)).toBe(percent);
  });
});

describe('scheduleCOf: a 2025 year under the standard mileage rate', () => {
  // 1,000.0 business miles at 70 cents (IRS Notice 2025-5) = $700.00, counted by period-totals as MILEAGE_CATEGORY.
  const vehicle: VehicleMethodOfYear = {
    year: 2025,
    method: 'standard',
    chosen: false,
    leftOut: [{ category: 'Gas', totalCents: 800_00 }],
  };
  const scheduleC = scheduleCOf(
    input({
      totals: [
        income('Rideshare', 20_000_00),
        income('Tips', 1_500_00),
        income('Refund', 50_00),
        expense(MILEAGE_CATEGORY, 700_00),
        expense('Parking', 45_50),
        expense('Tolls', 12_25),
        expense('Meals', 123_45),
        expense('Phone', 600_00),
        expense('Internet', 300_00),
        expense('Software', 99_99),
        expense('Supplies', 40_00),
        expense('Equipment', 250_00),
        expense('Car wash', 60_00), // the person's own category, no line chosen: 27a
        expense('Other Expense', 10_00),
      ],
      vehicle,
      tenthsOfMile: 10_000,
      homeOfficeSqFt: 100,
    }),
  );

  it('puts every category on its line, with meals at 50 % and the mileage on line 9', () => {
    expect(amounts(scheduleC)).toEqual({
      '1': 21_500_00, // Rideshare 20,000.00 + Tips 1,500.00
      '6': 50_00, // Refund
      '9': 757_75, // mileage 700.00 + Parking 45.50 + Tolls 12.25 (Gas is not deducted under the standard rate)
      '18': 99_99, // Software
      '22': 290_00, // Equipment 250.00 + Supplies 40.00
      '24b': 61_73, // Meals 123.45 x 50 % = 61.725, half up to 61.73
      '25': 900_00, // Phone 600.00 + Internet 300.00
      '27a': 70_00, // Car wash 60.00 + Other Expense 10.00
    });
    expect(scheduleC.lines.map((line) => line.line)).toEqual(['1', '6', '9', '18', '22', '24b', '25', '27a']);
  });

  it('totals lines 7, 28, 29, 30 and 31', () => {
    expect(scheduleC.grossIncomeCents).toBe(21_550_00); // 21,500.00 + 50.00
    // 757.75 + 99.99 + 290.00 + 61.73 + 900.00 + 70.00 = 2,179.47
    expect(scheduleC.totalExpensesCents).toBe(2_179_47);
    expect(scheduleC.tentativeProfitCents).toBe(19_370_53); // 21,550.00 - 2,179.47
    expect(scheduleC.homeOfficeCents).toBe(500_00); // 100 sq ft x $5
    expect(scheduleC.netProfitCents).toBe(18_870_53); // 19,370.53 - 500.00
  });

  it("gives line 9 the trip log's miles and deduction, and its categories beside it", () => {
    const line9 = scheduleC.lines.find((line) => line.line === '9')!;
    expect(line9.name).toBe('Car and truck expenses');
    expect(line9.mileage).toEqual({ tenthsOfMile: 10_000, deductionCents: 700_00 });
    expect(line9.categories).toEqual([
      { type: 'expense', category: 'Parking', amountCents: 45_50, deductibleCents: 45_50 },
      { type: 'expense', category: 'Tolls', amountCents: 12_25, deductibleCents: 12_25 },
    ]);
    expect(scheduleCLineNote(scheduleC, line9, formatUsd)).toBe(
      scheduleCNotes.standardRate('Gas $800.00 is'),
    );
    expect(scheduleCLineNote(scheduleC, line9, formatUsd)).toBe(
      "The standard mileage rate is used: it replaces the car's actual costs, so Gas $800.00 is not on this line. Parking and tolls are.",
    );
  });

  it('lists line 27a in Part V and what was spent but not deducted', () => {
    expect(scheduleC.otherExpenses).toEqual([
      { category: 'Car wash', amountCents: 60_00 },
      { category: 'Other Expense', amountCents: 10_00 },
    ]);
    expect(scheduleC.notDeducted).toEqual([
      { kind: 'car-cost', category: 'Gas', amountCents: 800_00, reason: scheduleCReasons.carCost },
      // 123.45 - 61.73
      { kind: 'meals', category: 'Meals', amountCents: 61_72, reason: scheduleCReasons.mealsHalf },
    ]);
    const meals = scheduleC.lines.find((line) => line.line === '24b')!;
    expect(meals.categories).toEqual([
      { type: 'expense', category: 'Meals', amountCents: 123_45, deductibleCents: 61_73 },
    ]);
    expect(scheduleCLineNote(scheduleC, meals, formatUsd)).toBe(
      'Meals count at 50 % (IRS Publication 463, chapter 2, "50% Limit").',
    );
  });
});

describe('scheduleCOf: meals in 2022 and a custom category moved to 24b', () => {
  const scheduleC = scheduleCOf(
    input({
      year: 2022,
      totals: [income('Delivery', 5_000_00), expense('Meals', 123_45), expense('Snacks', 10_01)],
      chosenLines: chosen([], [['Snacks', '24b']]),
    }),
  );

  it("counts 2022's restaurant meals in full and the person's own meal category at 50 %", () => {
    // Meals 123.45 at 100 % + Snacks 10.01 x 50 % = 5.005, half up to 5.01: 128.46
    expect(amounts(scheduleC)).toEqual({ '1': 5_000_00, '24b': 128_46 });
    expect(scheduleC.totalExpensesCents).toBe(128_46);
    expect(scheduleC.netProfitCents).toBe(4_871_54); // 5,000.00 - 128.46
    // 10.01 - 5.01
    expect(scheduleC.notDeducted).toEqual([
      { kind: 'meals', category: 'Snacks', amountCents: 5_00, reason: scheduleCReasons.mealsHalf },
    ]);
    const meals = scheduleC.lines.find((line) => line.line === '24b')!;
    expect(scheduleCLineNote(scheduleC, meals, formatUsd)).toBe(
      "Restaurant meals ('Meals') count in full in 2022 (IRS Notice 2021-25); your own categories on this line count at 50 %.",
    );
  });

  it('counts the same Meals at 50 % in 2023', () => {
    const next = scheduleCOf(input({ year: 2023, totals: [expense('Meals', 123_45)] }));
    expect(next.totalExpensesCents).toBe(61_73); // 123.45 x 50 % = 61.725 -> 61.73
  });
});

describe('scheduleCOf: actual car expenses', () => {
  it('puts the car costs, parking and tolls on line 9 and leaves the mileage log out', () => {
    const scheduleC = scheduleCOf(
      input({
        totals: [
          income('Delivery', 10_000_00),
          expense('Insurance', 1_200_00),
          expense('Gas', 800_00),
          expense('Maintenance', 200_00),
          expense('Parking', 45_50),
          expense('Transportation', 30_00),
          expense('Tolls', 12_25),
        ],
        vehicle: {
          year: 2025,
          method: 'actual',
          chosen: true,
          leftOut: [{ category: MILEAGE_CATEGORY, totalCents: 700_00 }],
        },
        tenthsOfMile: 10_000,
      }),
    );
    // 1,200.00 + 800.00 + 200.00 + 45.50 + 30.00 + 12.25 = 2,287.75; Gas and Transportation on the same line.
    expect(amounts(scheduleC)).toEqual({ '1': 10_000_00, '9': 2_287_75 });
    expect(scheduleC.vehicleMethod).toBe('actual');
    const line9 = scheduleC.lines[1]!;
    expect(line9.mileage).toBeUndefined();
    expect(line9.categories.map((category) => category.category)).toEqual([
      'Insurance',
      'Gas',
      'Maintenance',
      'Parking',
      'Transportation',
      'Tolls',
    ]);
    expect(scheduleC.notDeducted).toEqual([]);
    expect(scheduleC.netProfitCents).toBe(7_712_25); // 10,000.00 - 2,287.75
    expect(scheduleCLineNote(scheduleC, line9, formatUsd)).toBe(
      "Actual car expenses are used: the mileage log's $700.00 at the standard rate is not deducted.",
    );
  });
});

describe("scheduleCOf: the person's own categories", () => {
  it('land on 1 and 27a by default, and on the line chosen in Settings', () => {
    const totals = [
      income('Cashback', 25_00),
      income('Gig Pay', 1_000_00),
      expense('Printer ink', 35_99),
      expense('Software', 20_00),
      expense('Car wash', 60_00),
    ];
    const byDefault = scheduleCOf(input({ totals }));
    // Cashback 25.00 + Gig Pay 1,000.00 on line 1; Printer ink 35.99 + Car wash 60.00 on 27a
    expect(amounts(byDefault)).toEqual({ '1': 1_025_00, '18': 20_00, '27a': 95_99 });
    expect(byDefault.otherExpenses).toEqual([
      { category: 'Car wash', amountCents: 60_00 },
      { category: 'Printer ink', amountCents: 35_99 },
    ]);

    const moved = scheduleCOf(
      input({ totals, chosenLines: chosen([['Cashback', '6']], [['Printer ink', '18']]) }),
    );
    // line 18: Printer ink 35.99 + Software 20.00 = 55.99; line 6: Cashback 25.00
    expect(amounts(moved)).toEqual({ '1': 1_000_00, '6': 25_00, '18': 55_99, '27a': 60_00 });
    expect(moved.otherExpenses).toEqual([{ category: 'Car wash', amountCents: 60_00 }]);
    // Moving a line never changes the totals: 1,025.00 - (55.99 + 60.00) = 909.01
    expect(moved.netProfitCents).toBe(byDefault.netProfitCents);
    expect(moved.netProfitCents).toBe(909_01);
  });

  it('never moves a built-in category, whatever is saved for its name', () => {
    const scheduleC = scheduleCOf(
      input({ totals: [expense('Meals', 10_00)], chosenLines: chosen([], [['Meals', '27a']]) }),
    );
    expect(amounts(scheduleC)).toEqual({ '24b': 5_00 });
  });
});

describe('scheduleCOf: line 30, the simplified home office', () => {
  it('is at most the profit before it, and nothing on a loss', () => {
    // 300 sq ft x $5 = $1,500.00, more than the profit of $1,000.00: line 30 is 1,000.00, line 31 is 0
    const capped = scheduleCOf(input({ totals: [income('Delivery', 1_000_00)], homeOfficeSqFt: 300 }));
    expect([capped.homeOfficeCents, capped.netProfitCents]).toEqual([1_000_00, 0]);
    // 400 sq ft counts as 300 (the method's limit): $1,500.00 of $5,000.00
    const limited = scheduleCOf(input({ totals: [income('Delivery', 5_000_00)], homeOfficeSqFt: 400 }));
    expect([limited.homeOfficeCents, limited.netProfitCents]).toEqual([1_500_00, 3_500_00]);
    // 100.00 - 250.00 = -150.00: no home office on a loss
    const loss = scheduleCOf(
      input({ totals: [income('Delivery', 100_00), expense('Phone', 250_00)], homeOfficeSqFt: 100 }),
    );
    expect([loss.tentativeProfitCents, loss.homeOfficeCents, loss.netProfitCents]).toEqual([
      -150_00, 0, -150_00,
    ]);
  });

  it('is an empty Schedule C for a year with nothing in it', () => {
    const empty = scheduleCOf(input({}));
    expect(empty.lines).toEqual([]);
    expect([empty.grossIncomeCents, empty.totalExpensesCents, empty.netProfitCents]).toEqual([0, 0, 0]);
    expect(empty.vehicleMethod).toBe('actual');
  });
});
