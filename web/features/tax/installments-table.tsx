import type { ReactNode } from 'react';
import type { CalendarDate } from '../../../core/dates';
import { DataTable, right } from '../../components/ui/data-table';
import { useTaxFormatters } from '../settings/use-preferences';

export interface InstallmentRow {
  key: string | number;
  /** Which payment: 'Q1', or a state's numbered installment with its share. */
  name: ReactNode;
  dueDate: CalendarDate;
  amount: number;
}

/**
 * Estimated tax payments, one a row: which, when due and how much. `nameHeading` heads the first column ('Quarter',
 * 'Payment'); `footer` is a tfoot (the year's total).
 */
export function InstallmentsTable({
  caption,
  nameHeading,
  rows,
  className,
  footer,
}: {
  caption: string;
  nameHeading: string;
  rows: readonly InstallmentRow[];
  className: string;
  footer?: ReactNode;
}) {
  const format = useTaxFormatters();
  return (
    <DataTable
      caption={caption}
      className={className}
      columns={[{ label: nameHeading, align: 'left' }, { label: 'Due date', align: 'left' }, right('Amount')]}
      bodyClassName="divide-y divide-slate-100 text-slate-800"
      footer={footer}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className="py-2 pr-2 text-left font-medium">
            {row.name}
          </th>
          <td className="px-2 py-2 whitespace-nowrap">{format.date(row.dueDate)}</td>
          <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{format.money(row.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
