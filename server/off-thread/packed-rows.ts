import { nextTurn, ROWS_PER_TURN } from './in-turns';

// Rows a worker thread sends back (a bank's 100,000 transactions, a statement's 120,000 rows) cost the event loop
// their copy: as objects, one structured-clone block of 200-500 ms on a busy 2-core machine, most of it collecting the
// garbage of 100,000 small objects made at once. As columns, each text column one string with the end of each row in
// a number array, the copy is a few large blocks, and the rows are rebuilt a slice at a time, each slice its own turn
// of the event loop (unpackRowsInTurns), so other requests are answered between them.

/** How a field is packed: text one string with every row's end; repeated text (dates, account ids) once per value. */
export type RowShape<Row> = {
  readonly [Field in keyof Row]: Row[Field] extends string
    ? 'text' | 'repeated'
    : Row[Field] extends number
      ? 'number'
      : Row[Field] extends boolean
        ? 'flag'
        : never;
};

export type PackedColumn =
  | { kind: 'text'; joined: string; ends: Uint32Array<ArrayBuffer> }
  | { kind: 'repeated'; values: string[]; at: Uint32Array<ArrayBuffer> }
  | { kind: 'number'; values: Float64Array<ArrayBuffer> }
  | { kind: 'flag'; values: Uint8Array<ArrayBuffer> };

/** Rows as columns: row i of each column is row i. */
export interface PackedRows<Row> {
  count: number;
  columns: Record<keyof Row & string, PackedColumn>;
}

/** The rows as columns of the given shape. */
export function packRows<Row extends object>(rows: readonly Row[], shape: RowShape<Row>): PackedRows<Row> {
  const columns: Record<string, PackedColumn> = {};
  for (const [field, kind] of Object.entries<'text' | 'repeated' | 'number' | 'flag'>(shape)) {
    const valueOf = (row: Row) => (row as Record<string, unknown>)[field];
    columns[field] = packColumn(rows, kind, valueOf);
  }
  return { count: rows.length, columns };
}

function packColumn<Row>(
  rows: readonly Row[],
  kind: 'text' | 'repeated' | 'number' | 'flag',
  valueOf: (row: Row) => unknown,
): PackedColumn {
  const count = rows.length;
  if (kind === 'number') return { kind, values: Float64Array.from(rows, (row) => valueOf(row) as number) };
  if (kind === 'flag') return { kind, values: Uint8Array.from(rows, (row) => (valueOf(row) ? 1 : 0)) };
  if (kind === 'repeated') {
    const values: string[] = [];
    const index = new Map<string, number>();
    const at = new Uint32Array(count);
    rows.forEach((row, i) => {
      const value = valueOf(row) as string;
      let position = index.get(value);
      if (position === undefined) {
        position = values.push(value) - 1;
        index.set(value, position);
      }
      at[i] = position;
    });
    return { kind, values, at };
  }
  const texts: string[] = [];
  const ends = new Uint32Array(count);
  let end = 0;
  rows.forEach((row, i) => {
    const text = valueOf(row) as string;
    texts.push(text);
    end += text.length;
    ends[i] = end;
  });
  return { kind, joined: texts.join(''), ends };
}

function valueAt(column: PackedColumn, row: number): string | number | boolean {
  switch (column.kind) {
    case 'number':
      return column.values[row]!;
    case 'flag':
      return column.values[row] === 1;
    case 'repeated':
      return column.values[column.at[row]!]!;
    case 'text':
      return column.joined.slice(row > 0 ? column.ends[row - 1] : 0, column.ends[row]);
  }
}

/** Rows `from` to `to` (not included) of the packed rows; all of them by default. */
export function unpackRows<Row>(packed: PackedRows<Row>, from = 0, to = packed.count): Row[] {
  const fields = Object.entries<PackedColumn>(packed.columns);
  const rows: Row[] = [];
  for (let row = from; row < Math.min(to, packed.count); row++) {
    const unpacked: Record<string, unknown> = {};
    for (const [field, column] of fields) unpacked[field] = valueAt(column, row);
    rows.push(unpacked as Row);
  }
  return rows;
}

/** All the packed rows, rebuilt a slice at a time with a turn of the event loop before each. */
export async function unpackRowsInTurns<Row>(packed: PackedRows<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; from < packed.count; from += ROWS_PER_TURN) {
    await nextTurn();
    for (const row of unpackRows(packed, from, from + ROWS_PER_TURN)) rows.push(row);
  }
  return rows;
}
