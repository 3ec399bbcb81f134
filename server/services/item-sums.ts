import { sql, type SQL } from 'drizzle-orm';
import { budgetItem } from '../db/schema';

/** Sum of the amounts (cents) of the rows that meet `condition`, 0 when none do. */
export const sumCentsWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${budgetItem.amountCents}) filter (where ${condition}), 0)`.mapWith(Number);

export const incomeCentsSum = () => sumCentsWhere(sql`${budgetItem.type} = 'income'`);
export const expenseCentsSum = () => sumCentsWhere(sql`${budgetItem.type} = 'expense'`);
