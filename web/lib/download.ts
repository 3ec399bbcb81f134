import { ApiRequestError, apiErrorOf, networkErrorMessage } from './api';

// How long the browser may take to start saving a file before its object URL is released.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** The file name of `Content-Disposition: attachment; filename="GigTally_export_2026-11-22.csv"`. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1];
}

/**
 * GET a file from the API and save it under the server's name (or `fallbackName`). Fetched rather than linked,
 * so that a refusal (no items) is an ApiRequestError the page can show instead of a page of JSON.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'network', networkErrorMessage);
  }
  if (!response.ok) {
    // Read without zod (core/api-error-body.ts), as every API call is: the dashboard's Receipts to file and Export
    // bring this module, and zod stays out of the signed-in first load to keep it within its JS budget.
    throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}
