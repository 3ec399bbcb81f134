import { and, asc, count, eq } from 'drizzle-orm';
import { toCents, toDollars } from '../../../core/money';
import {
  FORMS_1099_MAX_PER_YEAR,
  form1099Messages,
  type Form1099,
  type NewForm1099,
} from '../../../core/tax/forms-1099';
import { platformOf } from '../../../core/tax/platforms';
import type { Database } from '../../db/client';
import { form1099, user } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

// The 1099-K / 1099-NEC / 1099-MISC forms a person received, entered or read from their PDFs.

type Form1099Row = typeof form1099.$inferSelect;

export const toForm1099 = (row: Form1099Row): Form1099 => ({
  id: row.id,
  year: row.taxYear,
  platform: row.platform,
  kind: row.kind,
  amount: toDollars(row.amountCents),
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

/** The forms of a tax year (every year when null, for the account export), oldest first. */
export async function listForms1099(db: Executor, userId: string, year: number | null): Promise<Form1099[]> {
  const ofYear = year === null ? undefined : eq(form1099.taxYear, year);
  const rows = await db
    .select()
    .from(form1099)
    .where(and(eq(form1099.userId, userId), ofYear))
    .orderBy(asc(form1099.taxYear), asc(form1099.createdAt), asc(form1099.id));
  return rows.map(toForm1099);
}

/**
 * Keeps a form, its payer named as the platform GigTally knows it by ("Uber Technologies, Inc." is Uber), at most
 * FORMS_1099_MAX_PER_YEAR a tax year: counted and added in one transaction, locked to the person, so that two at once
 * cannot pass the limit.
 */
export async function addForm1099(db: Database, userId: string, input: NewForm1099): Promise<Form1099> {
  return db.transaction(async (tx) => {
    // The person's row, locked: their adds queue here and each counts the forms the one before it kept.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [kept] = await tx
      .select({ forms: count() })
      .from(form1099)
      .where(and(eq(form1099.userId, userId), eq(form1099.taxYear, input.year)));
    if ((kept?.forms ?? 0) >= FORMS_1099_MAX_PER_YEAR) {
      throw new ApiError('validation-failed', form1099Messages.tooMany, { year: form1099Messages.tooMany });
    }
    const [row] = await tx
      .insert(form1099)
      .values({
        userId,
        taxYear: input.year,
        platform: platformOf(input.platform),
        kind: input.kind,
        amountCents: toCents(input.amount),
        source: input.source,
      })
      .returning();
    return toForm1099(row!);
  });
}

export async function deleteForm1099(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(form1099)
    .where(and(eq(form1099.id, id), eq(form1099.userId, userId)))
    .returning({ id: form1099.id });
  if (deleted.length === 0) throw new ApiError('not-found', form1099Messages.notFound);
}
