import { z } from 'zod';
import type { Item } from '../items';
import { figureCell, type ExportCell } from './cells';

// The export columns and file names ({product}_export_{date}.csv, .json, .tsv).
export const exportColumns = [
  'Transaction ID',
  'Date',
  'Type',
  'Category',
  'Amount',
  'Description',
  'Tags',
] as const;
export const exportFormats = ['csv', 'json', 'tsv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatLabels: Record<ExportFormat | 'tax-summary', string> = {
  csv: 'CSV',
  json: 'JSON',
  tsv: 'TSV (Excel)',
  'tax-summary': 'Tax Summary Report',
};

export const exportMessages = {
  noData: 'No data available to export. Add some budget items first.',
  failed: 'Failed to export data. Please try again.',
  // Ours: the toast once the browser has the file.
  started: 'Your export has started.',
} as const;

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'Format must be csv, json or tsv' }),
});

export const exportFileName = (format: ExportFormat, date: string) => `GigTally_export_${date}.${format}`;

/** One item as the cells of a CSV/TSV row, in the order of exportColumns; the amount is a figure. */
export function exportCells(item: Item): ExportCell[] {
  return [
    item.transactionId,
    item.date,
    item.type,
    item.category,
    figureCell(item.amount, 2),
    item.description,
    item.tags.join(', '),
  ];
}

/** One item as a JSON export record: the same columns, tags as a list, amount as a number. */
export function exportRecord(item: Item) {
  return {
    transactionId: item.transactionId,
    date: item.date,
    type: item.type,
    category: item.category,
    amount: item.amount,
    description: item.description,
    tags: item.tags,
  };
}
