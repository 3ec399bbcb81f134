import type { ReactNode, Ref } from 'react';

const smallCapitals = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * How far a table's first and last cells pad their outer side. 'flush': not at all, the text lines up with the text
 * around the table. 'inset': as far as between cells, where the rows are framed. 'bleed': the table runs edge to
 * edge on a phone (its wrapper's -mx-4), so there they keep the page's margin, and from `sm` up they are flush.
 */
export type TableEdges = 'flush' | 'inset' | 'bleed';

export interface TableColumn {
  /** The column's heading. */
  label: ReactNode;
  /** Figures and actions sit right, a checkbox centred; 'left' is written out where the table's text is not. */
  align?: 'left' | 'right' | 'center';
  /** Shown from `sm` up only. */
  phoneHidden?: boolean;
  /** The heading's whole class, for a column whose padding does not follow its table's (see headingClasses). */
  className?: string;
}

/** A column's heading, or its label alone where it is left-aligned like the table's text. */
export type TableHeading = string | TableColumn;

/** A column whose heading sits right, over figures or a row's actions. */
export const right = (label: ReactNode): TableColumn => ({ label, align: 'right' });

const outerPadding: Record<TableEdges, { first: string; last: string }> = {
  flush: { first: '', last: '' },
  inset: { first: 'pl-2', last: 'pr-2' },
  bleed: { first: 'pl-4 sm:pl-0', last: 'pr-4 sm:pr-0' },
};

const alignments = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The class of each column's heading: `px-2 py-2` between columns; the first `py-2 pr-2` and the last `py-2 pl-2`,
 * each with the outer padding of the table's `edges`. A column with its own `className` keeps it.
 */
export function headingClasses(columns: readonly TableHeading[], edges: TableEdges = 'flush'): string[] {
  return columns.map((heading, index) => {
    const column: TableColumn = typeof heading === 'string' ? { label: heading } : heading;
    if (column.className !== undefined) return column.className;
    const { first, last } = outerPadding[edges];
    const padding =
      index === 0 ? ['py-2 pr-2', first] : index === columns.length - 1 ? ['py-2 pl-2', last] : ['px-2 py-2'];
    const align = column.align && alignments[column.align];
    return [...padding, align, column.phoneHidden && 'hidden sm:table-cell'].filter(Boolean).join(' ');
  });
}

/**
 * A table of figures or records: a caption that names it for screen readers, column headings in small capitals
 * (`ruled` draws a line under them), and its rows (`children`). `headClassName` adds to the headings' row (hidden
 * on a phone where each row is a card); `footer` is a tfoot of totals. `captionClassName` shows the caption as the
 * table's title, and `headings` draws the headings another way, where the table sits among others drawn so.
 * `edges` is how its first and last cells pad their outer side.
 */
export function DataTable({
  caption,
  captionClassName = 'sr-only',
  columns,
  edges = 'flush',
  className,
  headings = smallCapitals,
  headClassName = '',
  ruled = true,
  bodyClassName,
  footer,
  tableRef,
  children,
}: {
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly TableHeading[];
  edges?: TableEdges;
  className: string;
  headings?: string;
  headClassName?: string;
  ruled?: boolean;
  bodyClassName: string;
  footer?: ReactNode;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
}) {
  const headingClass = headingClasses(columns, edges);
  const head = [ruled && 'border-b border-slate-200', headings, headClassName].filter(Boolean).join(' ');
  return (
    <table ref={tableRef} className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead className={head}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headingClass[index]}>
              {typeof column === 'string' ? column : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
      {footer}
    </table>
  );
}
