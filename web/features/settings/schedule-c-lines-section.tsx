import { useState } from 'react';
import type { ItemType } from '../../../core/categories';
import { scheduleCMessages, type OwnCategoryLine } from '../../../core/tax/schedule-c-api';
import { builtInLines, lineNames, linesFor, type CategoryLine } from '../../../core/tax/schedule-c-lines';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SelectField } from '../../components/ui/select-field';
import { SkeletonLines } from '../../components/ui/skeleton-lines';
import { ApiRequestError } from '../../lib/api';
import { useCategoryLines, useSaveCategoryLine } from './category-lines-api';

// Where each of the person's own categories lands on Schedule C.
export const scheduleCLinesTexts = {
  title: 'Schedule C lines',
  intro:
    'Each category lands on a line of Schedule C. Choose the line of each of your own categories: until you do, income goes on line 1, Gross receipts, and an expense on line 27a, Other expenses.',
  none: 'You have no categories of your own yet. A category you type when adding an item shows here, to give it its line.',
  builtIn: 'Lines of the built-in categories',
  selectLabel: (row: Pick<OwnCategoryLine, 'type' | 'category'>) =>
    `${row.category} (${row.type === 'income' ? 'income' : 'expense'})`,
  saved: (category: string) => `${category}: ${scheduleCMessages.saved}`,
  saveFailed: 'The line could not be saved. Please try again.',
} as const;

export const lineOption = (line: CategoryLine) => ({
  value: line,
  label: `Line ${line}: ${lineNames[line]}`,
});

const optionsOf = (type: ItemType) => linesFor(type).map(lineOption);

function CategoryLineSelect({ row }: { row: OwnCategoryLine }) {
  const save = useSaveCategoryLine();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  return (
    <div>
      <SelectField
        label={scheduleCLinesTexts.selectLabel(row)}
        options={optionsOf(row.type)}
        value={row.line}
        disabled={save.isPending}
        error={error}
        onChange={(event) => {
          setError(undefined);
          setDone(false);
          save.mutate(
            { type: row.type, category: row.category, line: event.target.value },
            {
              onSuccess: () => setDone(true),
              onError: (failure) =>
                setError(
                  failure instanceof ApiRequestError
                    ? (failure.fields?.line ?? failure.fields?.category ?? failure.message)
                    : scheduleCLinesTexts.saveFailed,
                ),
            },
          );
        }}
      />
      <p role="status" className="mt-1 text-sm text-green-800 empty:hidden">
        {done ? scheduleCLinesTexts.saved(row.category) : ''}
      </p>
    </div>
  );
}

function BuiltInLines() {
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-slate-800">
        {scheduleCLinesTexts.builtIn}
      </summary>
      <div className="grid gap-4 border-t border-slate-200 px-4 py-3 sm:grid-cols-2">
        {(['income', 'expense'] as const).map((type) => (
          <table key={type} className="w-full text-left text-sm">
            <caption className="pb-1 text-left font-semibold text-slate-900">
              {type === 'income' ? 'Income' : 'Expenses'}
            </caption>
            <tbody className="divide-y divide-slate-100">
              {Object.entries(builtInLines[type]).map(([category, line]) => (
                <tr key={category}>
                  <th scope="row" className="py-1 pr-2 font-medium text-slate-900">
                    {category}
                  </th>
                  <td className="py-1 text-slate-700">
                    Line {line}: {lineNames[line]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </details>
  );
}

/** Settings → Schedule C lines: a labelled choice of line per own category, and the built-in lines to look at. */
export function ScheduleCLinesSection() {
  const lines = useCategoryLines();
  return (
    <Panel title={scheduleCLinesTexts.title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{scheduleCLinesTexts.intro}</p>
        {lines.isError ? (
          <QueryError error={lines.error} onRetry={() => void lines.refetch()} />
        ) : !lines.data ? (
          <SkeletonLines widths={['w-full', 'w-2/3']} />
        ) : lines.data.categories.length === 0 ? (
          <p className="text-sm text-slate-600">{scheduleCLinesTexts.none}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {lines.data.categories.map((row) => (
              <CategoryLineSelect key={`${row.type}-${row.category}`} row={row} />
            ))}
          </div>
        )}
        <BuiltInLines />
      </div>
    </Panel>
  );
}
