import type { ReactNode } from 'react';
import type { ItemType } from '../../../core/categories';
import type { ItemUse } from '../../../core/item-use';
import { CATEGORY_MAX_LENGTH } from '../../../core/items';
import { CardCaption, cardCell, cardRow, CardTable } from '../../components/ui/card-table';
import { right } from '../../components/ui/data-table';
import { useFormatters } from '../settings/use-preferences';
import { importUseTexts, sourceLabels, taxPaymentLabel, type EditedRow, type RowEdit } from './import-rows';

const fieldClass =
  'block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** A changeable field of a row, under its caption on a phone (the field has its own label for screen readers). */
function FieldCell({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <td className={`${cardCell} px-2 py-1 align-top`}>
      <CardCaption className="mb-0.5">{caption}</CardCaption>
      {children}
    </td>
  );
}

const useChoices: readonly { value: ItemUse; label: string }[] = [
  { value: 'business', label: importUseTexts.business },
  { value: 'personal', label: importUseTexts.personal },
  { value: 'review', label: importUseTexts.review },
];

/**
 * One page of the preview's rows, each with its type, category, use and whether to import it, all changeable. A
 * row taken for a payment of tax says so, with the way to keep it as an item instead. Rows already added are shown
 * with a badge and cannot be chosen.
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
    <CardTable
      label="Rows to import"
      caption="The rows of the file, as they will be imported"
      minWidth="sm:min-w-[60rem]"
      edges="inset"
      columns={[
        'Date',
        'Description',
        right('Amount'),
        'Type',
        'Category',
        'Use',
        'Filed by',
        { label: 'Include', align: 'center' },
      ]}
    >
      {rows.map((row) => {
        const problem = problems.get(row.line);
        const problemId = problem ? `import-row-${row.line}-problem` : undefined;
        const editable = !row.duplicate && row.included;
        // On a phone each row is a card in a two-column grid.
        return (
          <tr
            key={row.line}
            data-line={row.line}
            className={`${cardRow} max-sm:grid-cols-2 max-sm:gap-y-2 ${
              row.duplicate ? 'bg-slate-50' : row.included ? '' : 'bg-slate-50/60'
            }`}
          >
            <td className={`${cardCell} py-2 pr-2 pl-2 align-top whitespace-nowrap text-slate-700`}>
              {format.date(row.date)}
            </td>
            <td
              className={`${cardCell} px-2 py-2 text-right align-top font-semibold whitespace-nowrap tabular-nums sm:hidden ${
                row.type === 'income' ? 'text-green-700' : 'text-red-700'
              }`}
            >
              {format.signedAmount(row.type, row.amount)}
            </td>
            <td
              className={`${cardCell} px-2 py-2 align-top break-words text-slate-900 max-sm:col-span-2 sm:max-w-[18rem]`}
            >
              {row.description}
              {row.duplicate && (
                <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  Already added
                </span>
              )}
            </td>
            <td
              className={`px-2 py-2 text-right align-top font-semibold whitespace-nowrap tabular-nums max-sm:hidden ${
                row.type === 'income' ? 'text-green-700' : 'text-red-700'
              }`}
            >
              {format.signedAmount(row.type, row.amount)}
            </td>
            {row.taxPayment ? (
              <td colSpan={3} className={`${cardCell} px-2 py-2 align-top max-sm:col-span-2`}>
                <p className="font-medium text-slate-900">{taxPaymentLabel(row.taxPayment)}</p>
                <p className="text-xs text-slate-600">{importUseTexts.taxPaymentNote}</p>
                <button
                  type="button"
                  aria-label={importUseTexts.notTaxPaymentLabel(row.line)}
                  disabled={!editable}
                  onClick={() => onEdit(row.line, { notTaxPayment: true })}
                  className="mt-1 rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-500"
                >
                  {importUseTexts.notTaxPayment}
                </button>
              </td>
            ) : (
              <>
                <FieldCell caption="Type">
                  <select
                    aria-label={`Type, line ${row.line}`}
                    value={row.type}
                    disabled={!editable}
                    onChange={(event) => onEdit(row.line, { type: event.target.value as ItemType })}
                    className={`${fieldClass} border-slate-300 sm:w-28`}
                  >
                    <option value="income">Income</option>
                    <option value="expense">Expense</option>
                  </select>
                </FieldCell>
                <FieldCell caption="Category">
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
                    className={`${fieldClass} sm:w-44 ${problem ? 'border-red-600' : 'border-slate-300'}`}
                  />
                  {problem && (
                    <p id={problemId} className="mt-1 text-xs text-red-700">
                      {problem}
                    </p>
                  )}
                </FieldCell>
                <FieldCell caption="Use">
                  <select
                    aria-label={importUseTexts.useLabel(row.line)}
                    value={row.use}
                    disabled={!editable}
                    onChange={(event) => onEdit(row.line, { use: event.target.value as ItemUse })}
                    className={`${fieldClass} border-slate-300 sm:w-28 ${
                      row.use === 'review' ? 'bg-amber-50' : ''
                    }`}
                  >
                    {useChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </FieldCell>
              </>
            )}
            <td
              className={`${cardCell} px-2 py-2 align-top text-slate-700 sm:whitespace-nowrap max-sm:text-xs`}
            >
              {row.changed ? 'Your change' : sourceLabels[row.source]}
            </td>
            <td className={`${cardCell} py-2 pr-2 pl-2 align-top max-sm:col-span-2 sm:text-center`}>
              <label className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="text-xs font-medium text-slate-600 sm:hidden">
                  Include
                </span>
                <input
                  type="checkbox"
                  aria-label={`Include line ${row.line}`}
                  checked={row.included}
                  disabled={row.duplicate}
                  onChange={(event) => onEdit(row.line, { include: event.target.checked })}
                  className="h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed sm:mt-1.5 sm:h-4 sm:w-4"
                />
              </label>
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
