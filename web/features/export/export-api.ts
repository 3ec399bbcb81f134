import { useQuery } from '@tanstack/react-query';
import { localDate } from '../../../core/dates';
import { exportFileName, type ExportFormat } from '../../../core/export/items-export';
import { taxSummaryFileName } from '../../../core/export/tax-summary';
import { apiFetch } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';

// The 'export-years' key is also what item changes invalidate (features/items/items-api.ts).
export const exportKeys = { years: ['export-years'] as const };

/** GET /api/export/years: the years that hold items, newest first; none means there is nothing to export. */
export function useExportYears(enabled = true) {
  return useQuery({
    queryKey: exportKeys.years,
    queryFn: ({ signal }) => apiFetch<{ years: number[] }>('/api/export/years', { signal }),
    select: (data) => data.years,
    enabled,
  });
}

export type ExportChoice = ExportFormat | 'tax-summary';

/** Downloads every item as CSV, JSON or TSV, or one year's tax summary; answers the file's name. */
export function downloadExport(choice: ExportChoice, year: number | undefined): Promise<string> {
  if (choice === 'tax-summary') {
    if (year === undefined) throw new Error('A tax year is needed for the tax summary');
    return downloadFromApi(`/api/export/tax-summary?year=${year}`, taxSummaryFileName(year));
  }
  const today = localDate();
  const params = new URLSearchParams({ format: choice, today });
  return downloadFromApi(`/api/export?${params.toString()}`, exportFileName(choice, today));
}
