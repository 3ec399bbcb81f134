import type { ReactNode, Ref } from 'react';

const smallCapitals = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

export interface TableColumn {
  /** The column's heading. */
  label: ReactNode;
  /** Its padding and alignment, and on which screens it shows. */
  className: string;
}

/**
 * A table of figures or records: a caption that names it for screen readers, column headings in small capitals
 * (`ruled` draws a line under them), and its rows (`children`). `headClassName` adds to the headings' row (hidden
 * on a phone where each row is a card); `footer` is a tfoot of totals. `captionClassName` shows the caption as the
 * table's title, and `headings` draws the headings another way, where the table sits among others drawn so.
 */
export function DataTable({
  caption,
  captionClassName = 'sr-only',
  columns,
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
  columns: readonly TableColumn[];
  className: string;
  headings?: string;
  headClassName?: string;
  ruled?: boolean;
  bodyClassName: string;
  footer?: ReactNode;
  tableRef?: Ref<HTMLTableElement>;
  children: ReactNode;
}) {
  const head = [ruled && 'border-b border-slate-200', headings, headClassName].filter(Boolean).join(' ');
  return (
    <table ref={tableRef} className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead className={head}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.className}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>{children}</tbody>
      {footer}
    </table>
  );
}
