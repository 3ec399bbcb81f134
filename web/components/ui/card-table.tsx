import type { ReactNode } from 'react';
import { DataTable, type TableEdges, type TableHeading } from './data-table';
import { ScrollRegion } from './scroll-region';

// On a phone each row of a card table is a card (nothing to scroll sideways at 390 px): the table's parts become
// blocks, each row a grid of its cells, and a cell can show a small caption in place of its column heading.

/** A cell's part of its row's card on a phone: a block, without the padding it has in the table. */
export const cardCell = 'max-sm:block max-sm:p-0';

/** A row drawn as a card on a phone; the row adds its grid's columns and the gap between its lines. */
export const cardRow =
  'max-sm:grid max-sm:gap-x-3 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3';

/** A cell's caption on a phone, where the column headings are hidden (screen readers have the headings). */
export function CardCaption({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={`block text-xs font-medium text-slate-600 sm:hidden ${className}`}>
      {children}
    </span>
  );
}

/**
 * A table whose rows are cards on a phone; wider, a table that scrolls sideways if it must, in a region the
 * keyboard can scroll. `label` names the region; `minWidth` is the table's least width there ('sm:min-w-[40rem]');
 * `edges` is how the first and last cells pad their outer side (see DataTable).
 */
export function CardTable({
  label,
  caption,
  minWidth,
  className = '',
  columns,
  edges,
  children,
}: {
  label: string;
  caption: string;
  minWidth: string;
  className?: string;
  columns: readonly TableHeading[];
  edges?: TableEdges;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className={`relative sm:overflow-x-auto ${className}`}>
      <DataTable
        caption={caption}
        className={`w-full text-left text-sm max-sm:block ${minWidth}`}
        headClassName="max-sm:hidden"
        columns={columns}
        edges={edges}
        bodyClassName="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100"
      >
        {children}
      </DataTable>
    </ScrollRegion>
  );
}
