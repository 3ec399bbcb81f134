import { sql } from 'drizzle-orm';
import { calendarDate } from '../../../core/dates';
import { formatUsd } from '../../../core/format';
import { toDollars } from '../../../core/money';
import { scheduleCLineNote } from '../../../core/tax/schedule-c';
import type { ScheduleC, ScheduleCItem, ScheduleCLine } from '../../../core/tax/schedule-c-api';
import { lineOf, type CategoryLine } from '../../../core/tax/schedule-c-lines';
import { isCarCost } from '../../../core/tax/vehicle-method';
import { milesOf } from '../../../core/trips';
import type { Executor } from '../../db/transaction';
import { scheduleCCentsOfYear } from './schedule-c-cents';
import { householdOfYear } from './tax-household';
import { toVehicleUse, vehicleUseRow } from './vehicle-use';

interface ItemRow {
  id: string;
  date: string;
  description: string;
  type: 'income' | 'expense';
  category: string;
  /** The business share of the item's amount, in cents. */
  amount: string | number;
  businessPercent: number;
  /** How many items the year holds in the row's type and category. */
  inCategory: string | number;
}

/**
 * The year's business items at their shares, newest first, in one statement and with only the columns a line shows: the newest `perCategory`
 * of each category (a line's newest items are among its categories' newest), or all of them.
 */
async function itemsOfYear(
  db: Executor,
  userId: string,
  year: number,
  perCategory: number | undefined,
): Promise<ItemRow[]> {
  const result: unknown = await db.execute(
    sql`select "id", "date", "description", "type", "category", "amount", "businessPercent", "inCategory" from (select "id"::text as "id", to_char("date", 'YYYY-MM-DD') as "date", "description", "type", "category", ("amount_cents" * "business_percent" + 50) / 100 as "amount", "business_percent" as "businessPercent", "created_at", "date" as "day", row_number() over (partition by "type", "category" order by "date" desc, "created_at" desc, "id" desc) as "rank", count(*) over (partition by "type", "category") as "inCategory" from "budget_item" where "user_id" = ${userId} and "use" = 'business' and "date" between ${calendarDate(year, 1, 1)} and ${calendarDate(year, 12, 31)}) as "ranked"${perCategory === undefined ? sql`` : sql` where "rank" <= ${perCategory}`} order by "day" desc, "created_at" desc, "id" desc`,
  );
  return (result as { rows: ItemRow[] }).rows;
}

/**
 * GET /api/tax/schedule-c?year=: the year's Schedule C in dollars, every line with its categories and the items
 * behind it (the newest `itemsPerLine` of each line, or every one for the tax packet), line 9's mileage, Part IV and
 * the notes; its net profit is the estimate's (one computation, schedule-c-cents.ts). `db` may be a transaction:
 * the statements run one after the other.
 */
export async function scheduleCForUser(
  db: Executor,
  userId: string,
  year: number,
  { itemsPerLine }: { itemsPerLine?: number } = {},
): Promise<ScheduleC> {
  const household = await householdOfYear(db, userId, year);
  const { scheduleC, figures, chosenLines } = await scheduleCCentsOfYear(
    db,
    userId,
    year,
    household.homeOfficeSqFt,
  );
  const items = await itemsOfYear(db, userId, year, itemsPerLine);
  const vehicleAnswers = await vehicleUseRow(db, userId, year);

  const itemsByLine = new Map<CategoryLine, ScheduleCItem[]>();
  const itemCountOfLine = new Map<CategoryLine, number>();
  const countedCategories = new Set<string>();
  for (const item of items) {
    // Under the standard rate the car's own costs are on no line (they are listed as not deducted).
    if (scheduleC.vehicleMethod === 'standard' && item.type === 'expense' && isCarCost(item.category))
      continue;
    const line = lineOf(item.type, item.category, chosenLines[item.type]);
    const categoryKey = `${item.type}\u0000${item.category}`;
    if (!countedCategories.has(categoryKey)) {
      countedCategories.add(categoryKey);
      itemCountOfLine.set(line, (itemCountOfLine.get(line) ?? 0) + Number(item.inCategory));
    }
    let list = itemsByLine.get(line);
    if (!list) itemsByLine.set(line, (list = []));
    if (itemsPerLine !== undefined && list.length >= itemsPerLine) continue;
    list.push({
      id: item.id,
      date: item.date,
      description: item.description,
      category: item.category,
      amount: toDollars(Number(item.amount)),
      businessPercent: Number(item.businessPercent),
    });
  }

  const lines: ScheduleCLine[] = scheduleC.lines.map((line) => ({
    line: line.line,
    name: line.name,
    amount: toDollars(line.amountCents),
    categories: line.categories.map((category) => ({
      type: category.type,
      category: category.category,
      amount: toDollars(category.amountCents),
      deductible: toDollars(category.deductibleCents),
    })),
    items: itemsByLine.get(line.line) ?? [],
    itemCount: itemCountOfLine.get(line.line) ?? 0,
    ...(line.mileage
      ? {
          mileage: {
            miles: milesOf(line.mileage.tenthsOfMile),
            deduction: toDollars(line.mileage.deductionCents),
          },
        }
      : {}),
    note: scheduleCLineNote(scheduleC, line, formatUsd),
  }));

  return {
    year,
    vehicleMethod: scheduleC.vehicleMethod,
    lines,
    grossIncome: toDollars(scheduleC.grossIncomeCents),
    totalExpenses: toDollars(scheduleC.totalExpensesCents),
    tentativeProfit: toDollars(scheduleC.tentativeProfitCents),
    homeOffice: toDollars(scheduleC.homeOfficeCents),
    netProfit: toDollars(scheduleC.netProfitCents),
    otherExpenses: scheduleC.otherExpenses.map((other) => ({
      category: other.category,
      amount: toDollars(other.amountCents),
    })),
    notDeducted: scheduleC.notDeducted.map((cost) => ({
      category: cost.category,
      amount: toDollars(cost.amountCents),
      reason: cost.reason,
    })),
    vehicleUse: toVehicleUse(year, vehicleAnswers, figures.tenthsOfMile),
  };
}
