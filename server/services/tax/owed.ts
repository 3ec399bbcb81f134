import type { CalendarDate } from '../../../core/dates';
import { taxOwedOf, type TaxOwed } from '../../../core/tax/owed-api';
import type { Executor } from '../../db/transaction';
import { plannerWithEstimates } from './planner';

/** What the person owes for a tax year, and by when: the planner's figures, federal, state and local together. */
export async function owedForUser(
  db: Executor,
  userId: string,
  year: number,
  today: CalendarDate,
): Promise<TaxOwed> {
  const { planner, state } = await plannerWithEstimates(db, userId, year, today);
  return taxOwedOf(planner, state?.local?.taxCents ?? 0);
}
