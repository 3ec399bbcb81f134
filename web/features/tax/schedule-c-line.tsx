import { ChevronDown } from 'lucide';
import { useId, useState } from 'react';
import type { ScheduleCLine } from '../../../core/tax/schedule-c-api';
import type { Formatters } from '../../../core/format';
import { isCommentLine } from '../../../core/sharing/sharing-rules';
import { DataTable } from '../../components/ui/data-table';
import { useViewingClient } from '../sharing/use-viewing-client';
import { NoteButton } from '../sharing/note-button';
import { categoryFigures, lineLabel, mileageText, scheduleCTexts } from './schedule-c-texts';
import { Icon } from '../../components/ui/icon';

const rowClass =
  'grid grid-cols-[4.5rem_1fr_auto] items-baseline gap-x-3 px-3 py-3 text-left text-sm sm:px-4';

/** A line without anything behind it (7, 28-31): its number, the IRS's name and the amount. */
export function TotalRow({
  line,
  name,
  amount,
  format,
  strong = false,
}: {
  line: string;
  name: string;
  amount: number;
  format: Formatters;
  strong?: boolean;
}) {
  return (
    <li className={`${rowClass} ${strong ? 'bg-slate-50 font-semibold' : ''}`}>
      <span className="font-medium text-slate-600 tabular-nums">{lineLabel(line)}</span>
      <span className="min-w-0 break-words text-slate-900">{name}</span>
      <span className="text-right whitespace-nowrap text-slate-900 tabular-nums">{format.money(amount)}</span>
    </li>
  );
}

/**
 * One line of Part I or II: a disclosure button (number, name, amount) that opens what is behind it — the note, the
 * mileage, each category's spent and counted figures, and the items.
 */
export function ScheduleCLineRow({
  line,
  year,
  format,
}: {
  line: ScheduleCLine;
  year: number;
  format: Formatters;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  // A tax preparer reading a client's books may leave a note on the line.
  const viewing = useViewingClient();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className={`${rowClass} w-full hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
      >
        <span className="font-medium text-brand-800 tabular-nums">{lineLabel(line.line)}</span>
        <span className="min-w-0 break-words text-slate-900">{line.name}</span>
        <span className="flex items-center gap-1 text-right whitespace-nowrap text-slate-900 tabular-nums">
          {format.money(line.amount)}
          <Icon
            icon={ChevronDown}
            className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </span>
      </button>
      <div
        id={detailsId}
        hidden={!open}
        className="space-y-3 border-t border-slate-100 bg-slate-50 px-3 py-3 sm:px-4"
      >
        {line.note && <p className="text-sm text-slate-700">{line.note}</p>}
        {line.mileage && (
          <p className="text-sm text-slate-800">{mileageText(year, line.mileage, format.money)}</p>
        )}
        {line.categories.length > 0 && (
          <ul
            aria-label={`Categories on ${lineLabel(line.line).toLowerCase()}`}
            className="space-y-1 text-sm"
          >
            {line.categories.map((category) => (
              <li
                key={`${category.type}-${category.category}`}
                className="flex flex-wrap justify-between gap-x-3"
              >
                <span className="font-medium break-words text-slate-900">{category.category}</span>
                <span className="text-slate-800 tabular-nums">{categoryFigures(category, format.money)}</span>
              </li>
            ))}
          </ul>
        )}
        {line.items.length === 0 ? (
          line.mileage && <p className="text-sm text-slate-600">{scheduleCTexts.noItems}</p>
        ) : (
          <DataTable
            caption={`Items on ${lineLabel(line.line).toLowerCase()}`}
            className="w-full text-left text-sm"
            ruled={false}
            columns={[
              { label: 'Date', className: 'py-1 pr-2' },
              { label: 'Description', className: 'px-2 py-1' },
              { label: 'Amount', className: 'py-1 pl-2 text-right' },
            ]}
            bodyClassName="divide-y divide-slate-200"
          >
            {line.items.map((item) => (
              <tr key={item.id}>
                <td className="py-1.5 pr-2 align-top whitespace-nowrap text-slate-700 tabular-nums">
                  {format.date(item.date)}
                </td>
                <td className="px-2 py-1.5 align-top break-words text-slate-900">
                  {item.description || item.category}
                  {item.description && <span className="block text-xs text-slate-600">{item.category}</span>}
                </td>
                <td className="py-1.5 pl-2 text-right align-top whitespace-nowrap tabular-nums">
                  {format.money(item.amount)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {line.itemCount > line.items.length && (
          <p className="text-sm text-slate-600">
            {scheduleCTexts.moreItems(line.itemCount - line.items.length)}
          </p>
        )}
        {viewing && isCommentLine(line.line) && (
          <NoteButton
            target={{ line: line.line }}
            label={`Leave a note on ${lineLabel(line.line).toLowerCase()}`}
            subject={`Schedule C ${lineLabel(line.line)} · ${line.name} · ${format.money(line.amount)}`}
          />
        )}
      </div>
    </li>
  );
}
