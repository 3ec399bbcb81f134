import type { ColumnMapping } from '../../../core/import/statement';
import { columnMappingSchema } from '../../../core/statement-import';

/** One signed amount column, or a money-in and a money-out column. */
export type AmountMode = 'one' | 'separate';

export const amountModeOptions: readonly { value: AmountMode; label: string }[] = [
  { value: 'one', label: 'One amount column' },
  { value: 'separate', label: 'Separate money-in and money-out columns' },
];

export const amountSignOptions: readonly { value: ColumnMapping['amountSign']; label: string }[] = [
  { value: 'in-positive', label: 'Money in is positive' },
  { value: 'out-positive', label: 'Money out is positive' },
];

export const dateOrderOptions: readonly { value: ColumnMapping['dateOrder']; label: string }[] = [
  { value: 'MDY', label: 'Month first (03/01/2025)' },
  { value: 'DMY', label: 'Day first (01/03/2025)' },
];

/** The columns a mapping points at, each with its name on the Columns panel. */
export type ColumnRole =
  'date' | 'description' | 'amount' | 'credit' | 'debit' | 'payee' | 'memo' | 'transactionId';

export const columnRoleLabels: Record<ColumnRole, string> = {
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  credit: 'Money in',
  debit: 'Money out',
  payee: 'Payee',
  memo: 'Notes',
  transactionId: 'Transaction ID',
};

export const amountModeOf = (mapping: ColumnMapping): AmountMode =>
  mapping.amount !== undefined ? 'one' : 'separate';

/** The mapping with one column chosen for a role; `undefined` is 'None' (payee, notes, transaction id, money in or out). */
export function withColumn(
  mapping: ColumnMapping,
  role: ColumnRole,
  column: number | undefined,
): ColumnMapping {
  const next: ColumnMapping = { ...mapping };
  if (column === undefined) {
    if (role === 'date' || role === 'description') return next;
    delete next[role];
  } else next[role] = column;
  return next;
}

/**
 * The mapping read the other way: one amount column becomes the money-out column (the person then picks the
 * money-in one), and a money-out (or money-in) column becomes the one amount column.
 */
export function withAmountMode(mapping: ColumnMapping, mode: AmountMode): ColumnMapping {
  if (mode === amountModeOf(mapping)) return mapping;
  const { amount, debit, credit, ...rest } = mapping;
  if (mode === 'one') {
    const column = debit ?? credit;
    return column === undefined ? rest : { ...rest, amount: column };
  }
  return amount === undefined ? rest : { ...rest, debit: amount };
}

/** Why the mapping cannot be used yet (no amount column at all); undefined when it can be sent. */
export function mappingProblemOf(mapping: ColumnMapping): string | undefined {
  const checked = columnMappingSchema.safeParse(mapping);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** What each column of the file is used as, to label the sample table: column index -> role names. */
export function rolesByColumn(mapping: ColumnMapping): Map<number, string[]> {
  const roles = new Map<number, string[]>();
  for (const role of Object.keys(columnRoleLabels) as ColumnRole[]) {
    const column = mapping[role];
    if (column === undefined) continue;
    roles.set(column, [...(roles.get(column) ?? []), columnRoleLabels[role]]);
  }
  return roles;
}

export const sameMapping = (a: ColumnMapping | null, b: ColumnMapping | null) =>
  JSON.stringify(a && sortedKeys(a)) === JSON.stringify(b && sortedKeys(b));

function sortedKeys(mapping: ColumnMapping) {
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
