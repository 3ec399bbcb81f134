import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DateRange } from '../../../core/periods';
import type { ListedItem } from '../../../core/items';
import type { ReceiptUsage } from '../../../core/receipts/receipt-quota';
import type {
  Receipt,
  ReceiptMatches,
  ReceiptsNeeded,
  UploadedReceipt,
} from '../../../core/receipts/receipts';
import { apiFetch } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';
import { postForm, uploadPercent } from '../../lib/upload-form';
import { invalidateItemData } from '../items/items-api';
import { archiveFileName, fileProblemOf } from './receipt-texts';

/** A receipt list: one expense's, or (no item) the receipts not yet kept with an expense. */
export const receiptKeys = {
  all: ['receipts'] as const,
  list: (itemId: string | null) => ['receipts', 'list', itemId] as const,
  needed: (range: DateRange | null) =>
    ['receipts', 'needed', range?.from ?? null, range?.to ?? null] as const,
  matches: (id: string) => ['receipts', 'matches', id] as const,
  usage: ['receipts', 'usage'] as const,
};

function receiptsPath(itemId: string | null): string {
  return itemId ? `/api/receipts?itemId=${encodeURIComponent(itemId)}` : '/api/receipts';
}

/** GET /api/receipts?itemId=: an expense's receipts; `null`: those waiting to be filed, newest first. */
export function useReceipts(itemId: string | null, enabled = true) {
  return useQuery({
    queryKey: receiptKeys.list(itemId),
    queryFn: ({ signal }) => apiFetch<{ receipts: Receipt[] }>(receiptsPath(itemId), { signal }),
    select: (data) => data.receipts,
    enabled,
  });
}

/** GET /api/receipts/needed: how many of the period's expenses (all time: null) need a receipt. */
export function useReceiptsNeeded(range: DateRange | null) {
  const query = range ? `?from=${range.from}&to=${range.to}` : '';
  return useQuery({
    queryKey: receiptKeys.needed(range),
    queryFn: ({ signal }) => apiFetch<ReceiptsNeeded>(`/api/receipts/needed${query}`, { signal }),
    select: (data) => data.count,
  });
}

/** GET /api/receipts/usage: what the account keeps against its receipt quota (Settings). */
export function useReceiptUsage() {
  return useQuery({
    queryKey: receiptKeys.usage,
    queryFn: ({ signal }) => apiFetch<ReceiptUsage>('/api/receipts/usage', { signal }),
  });
}

/**
 * GET /api/receipts/:id/matches: the expenses a receipt waiting to be filed may be the receipt of (a receipt just
 * uploaded has them in the upload's answer: not enabled then).
 */
export function useReceiptMatches(id: string, enabled: boolean) {
  return useQuery({
    queryKey: receiptKeys.matches(id),
    queryFn: ({ signal }) =>
      apiFetch<ReceiptMatches>(`/api/receipts/${encodeURIComponent(id)}/matches`, { signal }),
    select: (data): ListedItem[] => data.items,
    enabled,
  });
}

/** Receipt counts show on Transactions and the dashboard: a receipt kept or removed changes them. */
export async function invalidateReceiptData(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
    invalidateItemData(queryClient),
  ]);
}

/**
 * POST /api/receipts of one file, kept with `itemId` or on its own; refused here first, with the server's own
 * message, when its size or type would be refused there.
 */
export function uploadReceiptFile(
  file: File,
  itemId?: string,
  options: Parameters<typeof postForm>[2] = {},
): Promise<UploadedReceipt> {
  const problem = fileProblemOf(file);
  if (problem) return Promise.reject(new Error(problem));
  const form = new FormData();
  form.append('file', file, file.name);
  if (itemId) form.append('itemId', itemId);
  return postForm<UploadedReceipt>('/api/receipts', form, options);
}

/**
 * POST /api/receipts: one file, kept with `itemId` or on its own. The file is checked here first (size, type) with
 * the server's own message; `percent` follows the upload, then `reading` while the server reads the receipt.
 */
export function useUploadReceipt() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const [reading, setReading] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ file, itemId }: { file: File; itemId?: string }) => {
      setPercent(0);
      setReading(false);
      return uploadReceiptFile(file, itemId, {
        onProgress: (progress) => setPercent(uploadPercent(progress)),
        onUploaded: () => setReading(true),
      });
    },
    onSettled: () => invalidateReceiptData(queryClient),
  });
  return { ...mutation, percent, reading };
}

/** PATCH /api/receipts/:id: keep a receipt with an expense (or with none). */
export function useFileReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId }: { id: string; itemId: string | null }) =>
      apiFetch<Receipt>(`/api/receipts/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify({ itemId }),
      }),
    onSettled: () => invalidateReceiptData(queryClient),
  });
}

/** DELETE /api/receipts/:id. */
export function useDeleteReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/receipts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateReceiptData(queryClient),
  });
}

/** GET /api/receipts/archive: one tax year's receipts as a zip, or every receipt (the account export). */
export function downloadReceiptArchive(year?: number): Promise<string> {
  const path = year === undefined ? '/api/receipts/archive' : `/api/receipts/archive?year=${year}`;
  return downloadFromApi(path, archiveFileName(year));
}
