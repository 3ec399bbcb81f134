import { z } from 'zod';
import { CATEGORY_MAX_LENGTH, itemMessages, itemTypeSchema, NO_NUL, calendarDateSchema } from '../items';
import type { ItemType } from '../categories';
import { expenseLines, incomeLines, type CategoryLine } from './schedule-c-lines';
import { FIRST_TAX_YEAR } from './tables';
import { LAST_TAX_YEAR } from './tax-api';
import type { VehicleMethod } from './vehicle-method';

// GET /api/tax/schedule-c, the lines of a person's own categories (Settings) and Part IV's questions.
// Money in the API is dollars (docs/api.md "Conventions"), as everywhere else.

export const MAX_VEHICLE_MILES = 999_999.9;

export const scheduleCMessages = {
  yearInvalid: `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`,
  lineInvalid: (type: ItemType) =>
    `Line must be one of ${(type === 'income' ? incomeLines : expenseLines).join(', ')}`,
  builtInCategory: 'Built-in categories keep their Schedule C line',
  milesInvalid: 'Miles must be a number from 0 to 999,999.9 with at most one decimal',
  placedInServiceAfterYear: (year: number) => `The date placed in service must be on or before ${year}-12-31`,
  answerInvalid: 'Answer must be yes or no',
  saved: 'Saved.',
} as const;

export const taxYearSchema = z.coerce
  .number({ error: scheduleCMessages.yearInvalid })
  .int(scheduleCMessages.yearInvalid)
  .min(FIRST_TAX_YEAR, scheduleCMessages.yearInvalid)
  .max(LAST_TAX_YEAR, scheduleCMessages.yearInvalid);

/** GET /api/tax/schedule-c, GET /api/tax/reconciliation, GET /api/tax/packet, GET/PUT /api/tax/vehicle-use. */
export const taxYearQuerySchema = z.object({ year: taxYearSchema });

const categoryName = z
  .string({ error: itemMessages.categoryRequired })
  .trim()
  .min(1, itemMessages.categoryRequired)
  .max(CATEGORY_MAX_LENGTH, itemMessages.categoryTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/** PUT /api/tax/category-lines: the line of one of the person's own categories. */
export const categoryLineSchema = z
  .object({
    type: itemTypeSchema,
    category: categoryName,
    line: z.string({ error: 'Line is required' }),
  })
  .superRefine((input, context) => {
    const lines: readonly string[] = input.type === 'income' ? incomeLines : expenseLines;
    if (!lines.includes(input.line))
      context.addIssue({
        code: 'custom',
        path: ['line'],
        message: scheduleCMessages.lineInvalid(input.type),
      });
  })
  .transform((input) => ({ ...input, line: input.line as CategoryLine }));
export type CategoryLineInput = z.input<typeof categoryLineSchema>;

/** One of the person's own categories (in use, or with a saved line) and its line. */
export interface OwnCategoryLine {
  type: ItemType;
  category: string;
  line: CategoryLine;
  /** False while the line is the default (1 for income, 27a for an expense). */
  chosen: boolean;
}

const miles = z.coerce
  .number({ error: scheduleCMessages.milesInvalid })
  .min(0, scheduleCMessages.milesInvalid)
  .max(MAX_VEHICLE_MILES, scheduleCMessages.milesInvalid)
  .refine((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), scheduleCMessages.milesInvalid);
const answer = z.boolean({ error: scheduleCMessages.answerInvalid }).nullable();

/**
 * PUT /api/tax/vehicle-use: Schedule C Part IV's questions, asked once a tax year (lines 43, 44b, 44c, 45-47b);
 * line 44a, the business miles, comes from the trip log. Every answer may be left empty (null).
 */
export const vehicleUseSchema = z
  .object({
    year: taxYearSchema,
    placedInService: calendarDateSchema.nullable(),
    commutingMiles: miles.nullable(),
    otherMiles: miles.nullable(),
    availableOffDuty: answer,
    anotherVehicle: answer,
    hasEvidence: answer,
    evidenceWritten: answer,
  })
  .refine((input) => input.placedInService === null || input.placedInService <= `${input.year}-12-31`, {
    path: ['placedInService'],
    error: (issue) => scheduleCMessages.placedInServiceAfterYear((issue.input as { year: number }).year),
  });
export type VehicleUseInput = z.input<typeof vehicleUseSchema>;

/** Part IV as the API sends it. */
export interface VehicleUse {
  year: number;
  placedInService: string | null;
  /** Line 44a: the trip log's miles of the year. */
  businessMiles: number;
  commutingMiles: number | null;
  otherMiles: number | null;
  availableOffDuty: boolean | null;
  anotherVehicle: boolean | null;
  hasEvidence: boolean | null;
  evidenceWritten: boolean | null;
}

/** The items GET /api/tax/schedule-c answers per line (the screen shows them; the tax packet lists them all). */
export const SCHEDULE_C_ITEMS_PER_LINE = 100;

/** An item behind a line. */
export interface ScheduleCItem {
  id: string;
  date: string;
  description: string;
  category: string;
  /** What the line counts of the item: its business share of the amount. */
  amount: number;
  /** The item's business share in whole percent (100 unless the person set a smaller one). */
  businessPercent: number;
}

/** What a category brings to a line: what was spent (or earned) and what the line counts of it. */
export interface ScheduleCCategory {
  type: ItemType;
  category: string;
  /** The items' sum. */
  amount: number;
  /** What the line counts: half of it for meals (all of it in 2021-2022 for 'Meals'), all of it otherwise. */
  deductible: number;
}

export interface ScheduleCLine {
  line: CategoryLine | '7' | '28' | '29' | '30' | '31';
  name: string;
  amount: number;
  categories: ScheduleCCategory[];
  /**
   * The items behind the line, newest first (the standard-mileage deduction is not an item: see `mileage`): the
   * newest SCHEDULE_C_ITEMS_PER_LINE on the screen's answer, all of them in the tax packet.
   */
  items: ScheduleCItem[];
  /** How many items are behind the line in all. */
  itemCount: number;
  /** Line 9 in a standard-rate year: the trip log's miles and the deduction at the year's rate. */
  mileage?: { miles: number; deduction: number };
  /** Why the line holds less than its items: a plain sentence, or null. */
  note: string | null;
}

export interface ScheduleC {
  year: number;
  vehicleMethod: VehicleMethod;
  /** Part I and Part II: lines 1, 6 and 8-27a with something on them, in line order. */
  lines: ScheduleCLine[];
  /** Line 7 (gross income), 28 (total expenses), 29, 30 (home office, simplified) and 31 (net profit or loss). */
  grossIncome: number;
  totalExpenses: number;
  tentativeProfit: number;
  homeOffice: number;
  netProfit: number;
  /** Part V: the categories on line 27a, by name, with their amounts. */
  otherExpenses: { category: string; amount: number }[];
  /** Car costs under the standard rate and the non-deductible half of meals: spent, not on any line. */
  notDeducted: { category: string; amount: number; reason: string }[];
  vehicleUse: VehicleUse;
}
