import { useState } from 'react';
import type { ColumnMapping } from '../../../core/import/statement';
import { Alert } from '../../components/ui/alert';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import {
  amountModeOf,
  amountModeOptions,
  amountSignOptions,
  dateOrderOptions,
  rolesByColumn,
  withAmountMode,
  withColumn,
  type AmountMode,
  type ColumnRole,
} from './column-mapping';
import { UploadStatus, type Upload } from './upload-status';

const NONE = 'None';
const NOT_CHOSEN = 'Choose a column';

/**
 * A CSV's columns as GigTally read them: which holds the date, the description, the money... Each choice can be
 * changed before anything is saved; every change reads the file again (the rows below follow).
 */
export function ColumnMappingPanel({
  columns,
  sample,
  mapping,
  onChange,
  upload,
  error,
}: {
  columns: readonly string[];
  sample: readonly (readonly string[])[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  /** The file being read again with the new choice. */
  upload?: Upload | undefined;
  error?: string | undefined;
}) {
  const options = columns.map((name, index) => ({ value: String(index), label: name }));
  // With no money column chosen at all, the mapping cannot say which way the person wants it: the choice can.
  const [chosenMode, setChosenMode] = useState<AmountMode>();
  const noMoneyColumn = [mapping.amount, mapping.debit, mapping.credit].every(
    (column) => column === undefined,
  );
  const mode = noMoneyColumn ? (chosenMode ?? 'one') : amountModeOf(mapping);
  const roles = rolesByColumn(mapping);

  const columnField = (role: ColumnRole, label: string, optional = false) => (
    <SelectField
      label={label}
      options={options}
      placeholder={optional ? NONE : mapping[role] === undefined ? NOT_CHOSEN : undefined}
      value={mapping[role] === undefined ? '' : String(mapping[role])}
      onChange={(event) =>
        onChange(
          withColumn(mapping, role, event.target.value === '' ? undefined : Number(event.target.value)),
        )
      }
    />
  );

  /** A choice of how the file is written: which way its amounts go, which order its dates are in. */
  const readingField = <Setting extends 'amountSign' | 'dateOrder'>(
    setting: Setting,
    label: string,
    choices: readonly { value: ColumnMapping[Setting]; label: string }[],
  ) => (
    <SelectField
      label={label}
      options={choices}
      value={mapping[setting]}
      onChange={(event) => onChange({ ...mapping, [setting]: event.target.value as ColumnMapping[Setting] })}
    />
  );

  return (
    <Panel title="Columns">
      <p className="mb-4 text-sm text-slate-700">
        Check which column of your file holds what. Change a choice and the rows below are read again; nothing
        is saved until you import.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {columnField('date', 'Date')}
        {columnField('description', 'Description')}
        <SelectField
          label="Amount columns"
          options={amountModeOptions}
          value={mode}
          onChange={(event) => {
            const next = event.target.value as AmountMode;
            setChosenMode(next);
            onChange(withAmountMode(mapping, next));
          }}
        />
        {mode === 'one' ? (
          <>
            {columnField('amount', 'Amount')}
            {readingField('amountSign', 'Amounts', amountSignOptions)}
          </>
        ) : (
          <>
            {columnField('credit', 'Money in', true)}
            {columnField('debit', 'Money out', true)}
          </>
        )}
        {readingField('dateOrder', 'Dates', dateOrderOptions)}
        {columnField('payee', 'Payee (optional)', true)}
        {/* Describes the rows whose description and payee are empty. */}
        {columnField('memo', 'Notes (optional)', true)}
        {columnField('transactionId', 'Transaction ID (optional)', true)}
      </div>

      <div className="mt-4 space-y-3" aria-live="polite">
        {upload && <UploadStatus upload={upload} />}
        {error && <Alert tone="error">{error}</Alert>}
      </div>

      {sample.length > 0 && (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">The first rows of your file</h3>
          {/* Focusable, so that a keyboard can scroll a wide file's columns into view. On a phone each row is a
              card of its columns, named as in the file, so nothing needs scrolling sideways. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="The first rows of your file"
            className="relative rounded-lg sm:overflow-x-auto sm:border sm:border-slate-200"
          >
            <table className="w-full text-left text-xs max-sm:block">
              <caption className="sr-only">The first rows of your file, as they are in it</caption>
              <thead className="bg-slate-50 text-slate-700 max-sm:hidden">
                <tr>
                  {columns.map((name, index) => (
                    <th
                      key={index}
                      scope="col"
                      className="px-3 py-2 align-top font-semibold whitespace-nowrap"
                    >
                      <span className="block">{name}</span>
                      {roles.get(index)?.map((role) => (
                        <span
                          key={role}
                          className="mt-1 mr-1 inline-block rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-800"
                        >
                          {role}
                        </span>
                      ))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
                {sample.map((cells, row) => (
                  <tr
                    key={row}
                    className="max-sm:block max-sm:space-y-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3"
                  >
                    {columns.map((name, index) => (
                      <td
                        key={index}
                        className="px-3 py-2 text-slate-800 max-sm:flex max-sm:gap-2 max-sm:p-0 sm:max-w-[16rem] sm:truncate"
                      >
                        <span
                          aria-hidden="true"
                          className="w-28 shrink-0 font-semibold text-slate-600 sm:hidden"
                        >
                          {name}
                        </span>
                        <span className="min-w-0 break-words">{cells[index] ?? ''}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Panel>
  );
}
