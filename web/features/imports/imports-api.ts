import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ColumnMapping } from '../../../core/import/statement';
import type { StatementEncoding } from '../../../core/import/statement-encodings';
import type { ImportPreview, ImportSummary, RowChange } from '../../../core/statement-import';
import { apiFetch } from '../../lib/api';
import { postForm, type UploadProgress } from '../../lib/upload-form';
import { invalidateItemData } from '../items/items-api';

export const importKeys = { all: ['imports'] as const };

interface StatementUpload {
  file: File;
  /** The columns the person chose (CSV); the server detects them when left out. */
  mapping?: ColumnMapping | null;
  changes?: readonly RowChange[];
  /** The encoding to read the file in; the server detects it when left out. */
  encoding?: StatementEncoding;
}

interface UploadCallbacks {
  onProgress: (progress: UploadProgress) => void;
  onUploaded: () => void;
  signal: AbortSignal;
}

function statementForm({ file, mapping, changes, encoding }: StatementUpload): FormData {
  const form = new FormData();
  form.append('file', file);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (changes) form.append('changes', JSON.stringify(changes));
  if (encoding) form.append('encoding', encoding);
  return form;
}

/** POST /api/imports/preview: what importing the file would add, row by row. Writes nothing. */
export function previewStatement(upload: StatementUpload, callbacks: UploadCallbacks) {
  return postForm<ImportPreview>('/api/imports/preview', statementForm(upload), callbacks);
}

/** POST /api/imports (Pro): adds the file's new rows with the person's changes, as one import. */
export function importStatement(upload: StatementUpload, callbacks: UploadCallbacks) {
  return postForm<ImportSummary>('/api/imports', statementForm(upload), callbacks);
}

/** Everything an import or its undo changes: the items and every figure made from them, and the list of imports. */
export async function invalidateImportData(queryClient: QueryClient) {
  await Promise.all([
    invalidateItemData(queryClient),
    queryClient.invalidateQueries({ queryKey: importKeys.all }),
  ]);
}

/** GET /api/imports: the person's imports, newest first. */
export function usePastImports() {
  return useQuery({
    queryKey: importKeys.all,
    queryFn: ({ signal }) => apiFetch<{ imports: ImportSummary[] }>('/api/imports', { signal }),
    select: (answer) => answer.imports,
  });
}

/** DELETE /api/imports/:id: the import's items are deleted and it is listed as undone. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ removed: number }>(`/api/imports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateImportData(queryClient),
  });
}
