import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { billingMessages } from '../../../core/billing';
import { STATEMENT_MAX_BYTES, statementMessages } from '../../../core/import/statement-messages';
import type { ColumnMapping } from '../../../core/import/statement';
import {
  statementEncodingLabels,
  statementEncodings,
  type StatementEncoding,
} from '../../../core/import/statement-encodings';
import { importMessages, type ImportPreview, type ImportSummary } from '../../../core/statement-import';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import { StepHeading } from '../../components/ui/step-heading';
import { ApiRequestError } from '../../lib/api';
import { isAbort } from '../../lib/upload-form';
import { CategorySuggestions } from '../items/category-suggestions';
import { useStartCheckout } from '../subscription/subscription-api';
import { useSubscription } from '../subscription/use-subscription';
import { ColumnMappingPanel } from './column-mapping-panel';
import { mappingProblemOf, sameMapping } from './column-mapping';
import {
  changeProblemsOf,
  counted,
  countOf,
  editedRow,
  importUseTexts,
  importCounts,
  pageOf,
  rowChangesOf,
  withEdit,
  type RowEdit,
  type RowEdits,
} from './import-rows';
import { ImportSummaryPanel } from './import-summary-panel';
import { importStatement, invalidateImportData, previewStatement } from './imports-api';
import { PastImportsPanel } from './past-imports-panel';
import { PreviewRowsTable } from './preview-rows-table';
import { RowProblemList, rowProblemText } from './row-problem-list';
import { StatementFilePicker } from './statement-file-picker';
import { startedUpload, UploadStatus, type Upload } from './upload-status';

type Step =
  | { name: 'choose' }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'summary'; summary: ImportSummary };

/**
 * What a request to the server is for: reading a new file, reading it again with other columns or in another
 * encoding, importing it.
 */
type Purpose = 'read' | 'remap' | 'reencode' | 'import';

type Sent<T> = { value: T } | { error: unknown } | undefined;

const formatNames = { csv: 'CSV', ofx: 'OFX / QFX', qif: 'QIF' } as const;

const encodingOptions = statementEncodings.map((value) => ({
  value,
  label: statementEncodingLabels[value],
}));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Import: choose a statement file, check (and correct) how GigTally reads it and files each row, then import
 * the new rows in one go — and undo an import as a whole.
 */
export function ImportPage() {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [upload, setUpload] = useState<{ purpose: Purpose; state: Upload }>();
  const [fileError, setFileError] = useState<string>();
  // The columns as the person last chose them; the preview shows the rows of the last choice the server read.
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [mappingError, setMappingError] = useState<string>();
  const [encodingError, setEncodingError] = useState<string>();
  const [edits, setEdits] = useState<RowEdits>(() => new Map());
  const [page, setPage] = useState(0);
  const [importError, setImportError] = useState<string>();
  const [proRefused, setProRefused] = useState(false);
  const running = useRef<AbortController>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const rowsPanel = useRef<HTMLDivElement>(null);
  const categoriesListId = useId();

  // Counts the files previewed: each new preview takes the focus, as the file picker the person used is gone.
  const [previewsShown, setPreviewsShown] = useState(0);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (previewsShown > 0) previewHeading.current?.focus();
  }, [previewsShown]);

  /** One request at a time: a new one stops the last (a quick second change of a column). */
  async function send<T>(
    purpose: Purpose,
    waitingText: string,
    request: (callbacks: Parameters<typeof previewStatement>[1]) => Promise<T>,
  ): Promise<Sent<T>> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const current = () => running.current === controller;
    setUpload({ purpose, state: startedUpload(waitingText) });
    try {
      const value = await request({
        signal: controller.signal,
        onProgress: (progress) => {
          if (current()) setUpload((shown) => shown && { ...shown, state: { ...shown.state, progress } });
        },
        onUploaded: () => {
          if (current())
            setUpload((shown) => shown && { ...shown, state: { ...shown.state, uploaded: true } });
        },
      });
      return { value };
    } catch (error) {
      return isAbort(error) ? undefined : { error };
    } finally {
      if (current()) {
        running.current = null;
        setUpload(undefined);
      }
    }
  }

  const showPreview = (file: File, preview: ImportPreview) => {
    setStep({ name: 'preview', file, preview });
    setMapping(preview.mapping);
    setMappingError(undefined);
    setEncodingError(undefined);
    setEdits(new Map());
    setPage(0);
    setImportError(undefined);
    setProRefused(false);
  };

  const choose = async (file: File) => {
    setFileError(undefined);
    setStep({ name: 'choose' });
    if (file.size > STATEMENT_MAX_BYTES) {
      setFileError(statementMessages.tooLarge);
      return;
    }
    const sent = await send('read', 'Reading your file...', (callbacks) =>
      previewStatement({ file }, callbacks),
    );
    if (!sent) return;
    if ('error' in sent) {
      setFileError(messageOf(sent.error));
      return;
    }
    showPreview(file, sent.value);
    setPreviewsShown((count) => count + 1);
  };

  const remap = async (file: File, encoding: StatementEncoding, next: ColumnMapping) => {
    setMapping(next);
    setImportError(undefined);
    const problem = mappingProblemOf(next);
    if (problem) {
      running.current?.abort();
      setMappingError(problem);
      return;
    }
    setMappingError(undefined);
    const sent = await send('remap', 'Reading your file...', (callbacks) =>
      previewStatement({ file, mapping: next, encoding }, callbacks),
    );
    if (!sent) return;
    if ('error' in sent) {
      setMappingError(messageOf(sent.error));
      return;
    }
    // The person's changes stay: they are kept by the row's line in the file, which another reading keeps too.
    setStep({ name: 'preview', file, preview: sent.value });
  };

  /** The file read again in the encoding the person picked, with the columns as they are. */
  const reencode = async (file: File, read: ImportPreview, encoding: StatementEncoding) => {
    setImportError(undefined);
    setEncodingError(undefined);
    // Columns GigTally only guessed are not sent: sent, they would read as the person's confirmed choice.
    const confirmed = read.format === 'csv' && !read.mappingProblem ? read.mapping : null;
    const sent = await send('reencode', 'Reading your file...', (callbacks) =>
      previewStatement({ file, mapping: confirmed, encoding }, callbacks),
    );
    if (!sent) return;
    if ('error' in sent) {
      setEncodingError(messageOf(sent.error));
      return;
    }
    setStep({ name: 'preview', file, preview: sent.value });
    setMapping(sent.value.mapping);
    setMappingError(undefined);
  };

  const startAgain = () => {
    running.current?.abort();
    setStep({ name: 'choose' });
    setFileError(undefined);
  };

  const preview = step.name === 'preview' ? step.preview : undefined;
  const rows = useMemo(
    () => (preview ? preview.rows.map((row) => editedRow(row, edits.get(row.line))) : []),
    [preview, edits],
  );
  const changes = useMemo(() => (preview ? rowChangesOf(preview.rows, edits) : []), [preview, edits]);
  const changeProblems = useMemo(() => changeProblemsOf(changes), [changes]);
  const counts = preview ? importCounts(preview.rows, preview.problems, edits) : undefined;
  const shown = pageOf(rows, page);

  // Another page starts at the top of the table, wherever its buttons were pressed.
  const showPage = (next: number) => {
    setPage(next);
    rowsPanel.current?.scrollIntoView({ block: 'start' });
  };

  const edit = (line: number, change: RowEdit) => {
    setEdits((previous) => withEdit(previous, line, change));
    setImportError(undefined);
  };

  const runImport = async () => {
    if (step.name !== 'preview' || !counts) return;
    setImportError(undefined);
    const { file, preview: read } = step;
    const sent = await send('import', `Saving ${counted(counts.toAdd, 'item', 'items')}...`, (callbacks) =>
      importStatement(
        { file, mapping: read.format === 'csv' ? read.mapping : null, changes, encoding: read.encoding },
        callbacks,
      ),
    );
    if (!sent) return;
    if ('error' in sent) {
      if (sent.error instanceof ApiRequestError && sent.error.code === 'pro-required') setProRefused(true);
      else setImportError(messageOf(sent.error));
      return;
    }
    setStep({ name: 'summary', summary: sent.value });
    await invalidateImportData(queryClient);
  };

  const free = (subscription.data !== undefined && !isPro(subscription.data)) || proRefused;
  const busy = upload !== undefined;
  const columnsSettled = preview !== undefined && !mappingError && sameMapping(mapping, preview.mapping);
  const canImport =
    counts !== undefined && counts.toAdd > 0 && changeProblems.size === 0 && columnsSettled && !busy;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <PageTitle title="Import">Import</PageTitle>
        <p className="mt-1 text-slate-700">
          Add the transactions of a bank, card or gig-platform statement in one go. You check every row before
          anything is saved.
        </p>
        <p className="mt-1 text-sm">
          <Link
            to="/settings/connections"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Connect your bank instead
          </Link>{' '}
          <span className="text-slate-600">and its transactions arrive by themselves.</span>
        </p>
      </div>

      {step.name === 'choose' && (
        <Panel title="Choose a statement">
          <div className="space-y-4">
            <StatementFilePicker onChoose={(file) => void choose(file)} disabled={busy} />
            {upload && <UploadStatus upload={upload.state} />}
            {fileError && <Alert tone="error">{fileError}</Alert>}
          </div>
        </Panel>
      )}

      {step.name === 'preview' && preview && counts && (
        <>
          <section
            aria-labelledby="import-preview-heading"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:px-6"
          >
            <StepHeading
              id="import-preview-heading"
              ref={previewHeading}
              detail={`${formatNames[preview.format]} file. Nothing is saved until you import.`}
            >
              Preview of {preview.fileName}
            </StepHeading>
            {/* Not while the rows are being saved: stopping the upload then would not stop the import. */}
            <Button variant="secondary" onClick={startAgain} disabled={upload?.purpose === 'import'}>
              Choose another file
            </Button>
            {/* Accents, dashes and quotes that look wrong below are read right in the file's real encoding. */}
            <div className="w-full space-y-2 sm:max-w-sm">
              <SelectField
                label="Text encoding"
                options={encodingOptions}
                value={preview.encoding}
                error={encodingError}
                disabled={upload?.purpose === 'import'}
                onChange={(event) =>
                  void reencode(step.file, preview, event.target.value as StatementEncoding)
                }
              />
              {upload?.purpose === 'reencode' && <UploadStatus upload={upload.state} />}
            </div>
          </section>

          {preview.format === 'csv' && mapping && (
            <ColumnMappingPanel
              columns={preview.columns}
              sample={preview.sample}
              mapping={mapping}
              onChange={(next) => void remap(step.file, preview.encoding, next)}
              upload={upload?.purpose === 'remap' ? upload.state : undefined}
              // Columns GigTally had to guess come with why: the person chooses them before importing.
              error={mappingError ?? preview.mappingProblem ?? undefined}
            />
          )}

          <div ref={rowsPanel} className="scroll-mt-20">
            <Panel title="Rows">
              <p className="mb-4 text-sm font-medium text-slate-800" aria-live="polite">
                {countOf(counts.fresh)} new, {countOf(counts.duplicates)} already added,{' '}
                {countOf(counts.unreadable)} cannot be read
              </p>
              {preview.pendingSkipped > 0 && (
                <p className="-mt-2 mb-4 text-sm text-slate-700">
                  {pendingSkippedText(preview.pendingSkipped)} They change or disappear once they post at your
                  bank; import them from a later statement.
                </p>
              )}
              <CategorySuggestions id={categoriesListId} />
              {rows.length === 0 ? (
                <p className="py-4 text-sm text-slate-600">No rows of this file can be imported.</p>
              ) : (
                <>
                  <PreviewRowsTable
                    rows={shown.rows}
                    problems={changeProblems}
                    categoriesListId={categoriesListId}
                    onEdit={edit}
                  />
                  <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-slate-700">{shown.text}</p>
                    {(shown.hasPrevious || shown.hasNext) && (
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          disabled={!shown.hasPrevious}
                          onClick={() => showPage(shown.page - 1)}
                        >
                          Previous
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={!shown.hasNext}
                          onClick={() => showPage(shown.page + 1)}
                        >
                          Next
                        </Button>
                      </div>
                    )}
                  </div>
                </>
              )}
              {preview.problems.length > 0 && (
                <div className="mt-6">
                  <RowProblemList problems={preview.problems} title="Rows that cannot be read" />
                </div>
              )}

              <div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
                {upload?.purpose === 'import' && <UploadStatus upload={upload.state} />}
                {importError && <Alert tone="error">{importError}</Alert>}
                {changeProblems.size > 0 && (
                  <Alert tone="error">
                    Correct these rows before importing:{' '}
                    {[...changeProblems].map(([line, reason]) => rowProblemText({ line, reason })).join(' ')}
                  </Alert>
                )}
                {counts.toAdd === 0 && <Alert tone="info">{importMessages.nothingToImport}</Alert>}
                {free ? (
                  <ProNote />
                ) : (
                  <Button disabled={!canImport} onClick={() => void runImport()}>
                    {importUseTexts.importButton(counts)}
                  </Button>
                )}
              </div>
            </Panel>
          </div>
        </>
      )}

      {step.name === 'summary' && <ImportSummaryPanel summary={step.summary} onImportAnother={startAgain} />}

      <PastImportsPanel />
    </div>
  );
}

/** '2 pending rows skipped.' */
const pendingSkippedText = (count: number) => `${counted(count, 'pending row', 'pending rows')} skipped.`;

/** In place of the Import button for a free user: previews are free, importing is Pro's. */
function ProNote() {
  const checkout = useStartCheckout();
  return (
    <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
      <p>{importMessages.proRequired}</p>
      {checkout.isError && <Alert tone="error">{billingMessages.gateCheckoutFailed}</Alert>}
      {/* Back to Import once the plan is active, where the file is chosen again and imported. */}
      <Button onClick={() => checkout.mutate({ returnTo: '/import' })} disabled={checkout.isPending}>
        {checkout.isPending ? 'Redirecting to checkout...' : 'Upgrade to Pro'}
      </Button>
    </div>
  );
}

export const Component = ImportPage;
