import type { ItemType } from '../../../core/categories';
import { CATEGORY_MAX_LENGTH } from '../../../core/items';
import { useFormatters } from '../settings/use-preferences';
import { sourceLabels, type EditedRow, type RowEdit } from './import-rows';

const fieldClass =
  'block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/**
 * One page of the preview's rows, each with its type, category and whether to import it, all changeable. Rows
 * already added are shown with a badge and cannot be chosen. Scrolls sideways inside its panel on a phone.
 */
export function PreviewRowsTable({
  rows,
  problems,
  categoriesListId,
  onEdit,
}: {
  rows: readonly EditedRow[];
  /** Why a row's change cannot be sent (an empty category), by line. */
  problems: ReadonlyMap<number, string>;
  categoriesListId: string;
  onEdit: (line: number, edit: RowEdit) => void;
}) {
  const format = useFormatters();
  return (
    <div
      className="relative -mx-4 overflow-x-auto sm:mx-0"
      tabIndex={0}
      role="region"
      aria-label="Rows to import"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">The rows of the file, as they will be imported</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2 pl-4 sm:pl-2">
              Date
            </th>
            <th scope="col" className="px-2 py-2">
              Description
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Amount
            </th>
            <th scope="col" className="px-2 py-2">
              Type
            </th>
            <th scope="col" className="px-2 py-2">
              Category
            </th>
            <th scope="col" className="px-2 py-2">
              Filed by
            </th>
            <th scope="col" className="py-2 pr-4 pl-2 text-center sm:pr-2">
              Include
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const problem = problems.get(row.line);
            const problemId = problem ? `import-row-${row.line}-problem` : undefined;
            const editable = !row.duplicate && row.included;
            return (
              <tr
                key={row.line}
                data-line={row.line}
                className={row.duplicate ? 'bg-slate-50' : row.included ? undefined : 'bg-slate-50/60'}
              >
                <td className="py-2 pr-2 pl-4 align-top whitespace-nowrap text-slate-700 sm:pl-2">
                  {format.date(row.date)}
                </td>
                <td className="max-w-[18rem] px-2 py-2 align-top break-words text-slate-900">
                  {row.description}
                  {row.duplicate && (
                    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      Already added
                    </span>
                  )}
                </td>
                <td
                  className={`px-2 py-2 text-right align-top font-semibold whitespace-nowrap tabular-nums ${
                    row.type === 'income' ? 'text-green-700' : 'text-red-700'
                  }`}
                >
                  {format.signedAmount(row.type, row.amount)}
                </td>
                <td className="px-2 py-1 align-top">
                  <select
                    aria-label={`Type, line ${row.line}`}
                    value={row.type}
                    disabled={!editable}
                    onChange={(event) => onEdit(row.line, { type: event.target.value as ItemType })}
                    className={`${fieldClass} w-28 border-slate-300`}
                  >
                    <option value="income">Income</option>
                    <option value="expense">Expense</option>
                  </select>
                </td>
                <td className="px-2 py-1 align-top">
                  <input
                    aria-label={`Category, line ${row.line}`}
                    list={categoriesListId}
                    autoComplete="off"
                    maxLength={CATEGORY_MAX_LENGTH}
                    value={row.category}
                    disabled={!editable}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problemId}
                    onChange={(event) => onEdit(row.line, { category: event.target.value })}
                    className={`${fieldClass} w-44 ${problem ? 'border-red-600' : 'border-slate-300'}`}
                  />
                  {problem && (
                    <p id={problemId} className="mt-1 text-xs text-red-700">
                      {problem}
                    </p>
                  )}
                </td>
                <td className="px-2 py-2 align-top whitespace-nowrap text-slate-700">
                  {row.changed ? 'Your change' : sourceLabels[row.source]}
                </td>
                <td className="py-2 pr-4 pl-2 text-center align-top sm:pr-2">
                  <input
                    type="checkbox"
                    aria-label={`Include line ${row.line}`}
                    checked={row.included}
                    disabled={row.duplicate}
                    onChange={(event) => onEdit(row.line, { include: event.target.checked })}
                    className="mt-1.5 h-4 w-4 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
