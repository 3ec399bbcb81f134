import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories } from '../../../core/categories';
import { formatUsd } from '../../../core/format';
import { newItemSchema } from '../../../core/item-input';
import { toDollars, type Cents } from '../../../core/money';
import {
  form1099Kinds,
  form1099Messages,
  PLATFORM_FEES_CATEGORY,
  type Form1099,
  type Form1099Kind,
  type PlatformReconciliation,
  type Reconciliation,
  type ReconciliationFixResult,
  type ReconciliationReason,
} from '../../../core/tax/forms-1099';
import { platformOf, recognitionOf, type PlatformRecognition } from '../../../core/tax/platforms';
import { descriptionKey, platformIndexOf } from '../../db/platform-recognition';
import { builtInLines } from '../../../core/tax/schedule-c-lines';
import type { Database } from '../../db/client';
import { budgetItem, categoryLine } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError, validationFailed } from '../../http/api-error';
import { createItems } from '../items/create-item';
import { toItem } from '../items/item-row';
import { listForms1099 } from './forms-1099';

// The 1099 reconciliation: per platform with a form, the forms' amounts beside the income recorded from it,
// the gap, and the usual reasons for one in plain words (docs/tax-tables.md "1099 forms").

/** Income categories whose money is a gig platform's (the built-in ones on Schedule C line 1). */
export const GIG_INCOME_CATEGORIES: readonly string[] = categories.income.filter(
  (category) => builtInLines.income[category] === '1',
);

/**
 * When a platform must send a 1099-K (docs/tax-tables.md "1099 forms"): over $20,000 and over 200 transactions
 * (IRC 6050W(e); 2022 and 2023 by the IRS's delay, 2025 on as restored by P.L. 119-21 section 70432), and the IRS's
 * transition threshold of over $5,000 for 2024.
 */
const kThreshold = (year: number) => (year === 2024 ? 'over $5,000' : 'over $20,000 and 200 transactions');
/** 1099-NEC / 1099-MISC: $600, and $2,000 for payments made after 2025 (IRC 6041(a), P.L. 119-21 section 70433). */
const necThreshold = (year: number) => (year >= 2026 ? '$2,000' : '$600');

interface PlatformForms {
  recognition: PlatformRecognition;
  forms: Form1099[];
}

/** The forms by platform, in the order first kept; names that differ only in case are one platform. */
function formsByPlatform(forms: readonly Form1099[]): PlatformForms[] {
  const byName = new Map<string, PlatformForms>();
  for (const form of forms) {
    const key = form.platform.toLowerCase();
    const entry = byName.get(key) ?? { recognition: recognitionOf(form.platform), forms: [] };
    entry.forms.push(form);
    byName.set(key, entry);
  }
  return [...byName.values()];
}

interface RecordedRow {
  platform: number | null;
  category: string;
  cents: string | number;
}

/**
 * The year's income, summed by the platform it is recognised as (the first that recognises it: platforms before the
 * processors that paid for them, then in the order their forms were kept) and by category, in one query.
 */
async function recordedIncome(
  db: Executor,
  userId: string,
  year: number,
  platforms: readonly PlatformForms[],
) {
  const whenPlatform = platformIndexOf(platforms.map(({ recognition }) => recognition));
  const query = sql`select "platform", "category", sum("amount_cents")::bigint as "cents" from (
      select ${whenPlatform} as "platform", "category", "amount_cents" from (
        select "category", ("amount_cents" * "business_percent" + 50) / 100 as "amount_cents", "known_platforms",
          ${descriptionKey} as "description_key"
        from ${budgetItem}
        where "user_id" = ${userId} and "type" = 'income' and "use" = 'business' and "date" between ${`${year}-01-01`} and ${`${year}-12-31`}
      ) as "income"
    ) as "recognised" group by 1, 2`;
  const result: unknown = await db.execute(query);
  return (result as { rows: RecordedRow[] }).rows.map((row) => ({
    platform: row.platform === null ? null : Number(row.platform),
    category: row.category,
    cents: Number(row.cents) as Cents,
  }));
}

/** The forms' kinds, once each, in the order of form1099Kinds: '1099-K + 1099-NEC'. */
const kindsOf = (forms: readonly Form1099[]): Form1099Kind[] =>
  form1099Kinds.filter((kind) => forms.some((form) => form.kind === kind));

/** 'Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00' */
export function reconciliationSummary(
  platform: string,
  kinds: readonly Form1099Kind[],
  reportedCents: number,
  recordedCents: number,
): string {
  const gapCents = reportedCents - recordedCents;
  const standing =
    gapCents > 0
      ? `missing ${formatUsd(toDollars(gapCents))}`
      : gapCents < 0
        ? `recorded ${formatUsd(toDollars(-gapCents))} more than the forms`
        : 'matches';
  return `${platform} ${kinds.join(' + ')}: ${formatUsd(toDollars(reportedCents))}; recorded: ${formatUsd(toDollars(recordedCents))}; ${standing}`;
}

/** The usual reasons for a gap, in plain words; none when the forms and the income recorded match. */
export function reconciliationReasons(
  platform: string,
  kinds: readonly Form1099Kind[],
  gapCents: number,
  unattributed: readonly { category: string; cents: number }[],
  year: number,
): ReconciliationReason[] {
  if (gapCents === 0) return [];
  const reasons: ReconciliationReason[] = [];
  const hasK = kinds.includes('1099-K');
  if (gapCents > 0 && hasK) {
    reasons.push({
      code: 'fees-and-tips-in-gross',
      text:
        `A 1099-K's box 1a is the gross: the fares or sales before ${platform}'s fees and commissions were taken, and ` +
        `it may include tips customers paid through the app. If you recorded what ${platform} paid out to you, the ` +
        `difference is mostly those fees: record them as an expense (Schedule C line 10) and the gross as income.`,
    });
    reasons.push({
      code: 'refunds',
      text:
        'Refunds, cancellations and other adjustments are not taken off box 1a: money given back to customers still ' +
        'counts in the gross.',
    });
  }
  if (gapCents > 0 && unattributed.length > 0) {
    const total = unattributed.reduce((sum, entry) => sum + entry.cents, 0);
    const names = unattributed.map((entry) => entry.category).join(', ');
    reasons.push({
      code: 'unattributed-income',
      text:
        `${formatUsd(toDollars(total))} of income in ${names} does not say which platform paid it. If some of it ` +
        `came from ${platform}, put ${platform} in its description or file it in a category named ${platform}.`,
    });
  }
  if (gapCents < 0) {
    reasons.push({
      code: 'recorded-more',
      text:
        `You recorded more from ${platform} than its forms report. Cash tips and payments made outside the app are ` +
        `not on a 1099, and a platform need not send one below the reporting threshold (for ${year}: a 1099-K ` +
        `${kThreshold(year)}, a 1099-NEC or 1099-MISC from ${necThreshold(year)}); that income is still taxable. ` +
        'Check too that no payout was recorded twice.',
    });
  }
  reasons.push({
    code: 'other-year',
    text:
      `A form counts the payments made in ${year}: a payout for the last days of December made in January of ` +
      `${year + 1}, or one for ${year - 1} paid this January, may be recorded under the other year.`,
  });
  return reasons;
}

/** The reconciliation of a tax year: per platform with a form, the forms beside the income recorded from it. */
export async function reconciliationForUser(
  db: Executor,
  userId: string,
  year: number,
): Promise<Reconciliation> {
  const platforms = formsByPlatform(await listForms1099(db, userId, year));
  // Platforms before the processors that paid for them: a Stripe payout that names DoorDash is DoorDash's.
  const order = platforms
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        Number(a.entry.recognition.processor) - Number(b.entry.recognition.processor) || a.index - b.index,
    )
    .map(({ entry }) => entry);
  const rows = await recordedIncome(db, userId, year, order);
  const recordedCents = order.map(() => 0);
  const unattributedByCategory = new Map<string, number>();
  for (const row of rows) {
    if (row.platform !== null) recordedCents[row.platform]! += row.cents;
    else if (GIG_INCOME_CATEGORIES.includes(row.category)) {
      unattributedByCategory.set(row.category, (unattributedByCategory.get(row.category) ?? 0) + row.cents);
    }
  }
  const unattributed = GIG_INCOME_CATEGORIES.filter((category) => unattributedByCategory.has(category)).map(
    (category) => ({ category, cents: unattributedByCategory.get(category)! }),
  );
  const answers = platforms.map((entry): PlatformReconciliation => {
    const recorded = recordedCents[order.indexOf(entry)]!;
    const reported = entry.forms.reduce((sum, form) => sum + Math.round(form.amount * 100), 0);
    const kinds = kindsOf(entry.forms);
    const name = entry.forms[0]!.platform;
    return {
      platform: name,
      forms: entry.forms,
      reported: toDollars(reported),
      recorded: toDollars(recorded),
      gap: toDollars(reported - recorded),
      summary: reconciliationSummary(name, kinds, reported, recorded),
      reasons: reconciliationReasons(name, kinds, reported - recorded, unattributed, year),
      incomeCategory: entry.recognition.incomeCategory,
    };
  });
  return {
    year,
    platforms: answers,
    unattributed: unattributed.map(({ category, cents }) => ({ category, amount: toDollars(cents) })),
  };
}

const platformNamed = (reconciliation: Reconciliation, platform: string) => {
  const name = platformOf(platform).toLowerCase();
  return reconciliation.platforms.find((entry) => entry.platform.toLowerCase() === name);
};

/**
 * POST /api/tax/reconciliation/fix. 'add-income' adds the gap as income dated the year's last day, in the platform's
 * income category, its description naming the platform and the forms so that it is recognised from then on.
 * 'record-fees' adds the gap as income the same way and as an expense in PLATFORM_FEES_CATEGORY: the forms report the
 * gross before the platform kept its fees, and the payouts recorded are after them, so Schedule C shows the gross on
 * line 1 and the fees on line 10 (saved as that category's line unless the person chose another). Both items are
 * added in one transaction, within the free plan's limit. Nothing missing: 400.
 */
export async function fixReconciliation(
  db: Database,
  userId: string,
  input: { year: number; platform: string; fix: 'add-income' | 'record-fees' },
): Promise<ReconciliationFixResult> {
  const before = platformNamed(await reconciliationForUser(db, userId, input.year), input.platform);
  if (!before) throw new ApiError('not-found', form1099Messages.notFound);
  if (before.gap <= 0) {
    throw new ApiError('validation-failed', form1099Messages.fixNothingMissing, {
      platform: form1099Messages.fixNothingMissing,
    });
  }
  const kinds = kindsOf(before.forms).join(' + ');
  const date = `${input.year}-12-31`;
  const requests = { income: randomUUID(), fees: randomUUID() };
  const income = {
    type: 'income',
    category: before.incomeCategory,
    amount: before.gap,
    date,
    description:
      input.fix === 'add-income'
        ? `${before.platform} income missing from the ${input.year} ${kinds}`
        : `${before.platform} fees and commissions in the ${input.year} ${kinds} gross`,
    clientRequestId: requests.income,
  };
  const fees = {
    type: 'expense',
    category: PLATFORM_FEES_CATEGORY,
    amount: before.gap,
    date,
    description: `${before.platform} fees and commissions (${input.year} ${kinds})`,
    clientRequestId: requests.fees,
  };
  const inputs = (input.fix === 'add-income' ? [income] : [income, fees]).map((item) => {
    const parsed = newItemSchema.safeParse(item);
    if (!parsed.success) throw validationFailed(parsed.error);
    return parsed.data;
  });
  await createItems(db, userId, inputs);
  if (input.fix === 'record-fees') {
    await db
      .insert(categoryLine)
      .values({ userId, type: 'expense', category: PLATFORM_FEES_CATEGORY, line: '10' })
      .onConflictDoNothing();
  }
  const rows = await db
    .select()
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        inArray(
          budgetItem.clientRequestId,
          inputs.map((item) => item.clientRequestId!),
        ),
      ),
    );
  const items = inputs.map((item) =>
    toItem(rows.find((row) => row.clientRequestId === item.clientRequestId)!),
  );
  const after = platformNamed(await reconciliationForUser(db, userId, input.year), before.platform)!;
  return { item: items[items.length - 1]!, items, reconciliation: after };
}
