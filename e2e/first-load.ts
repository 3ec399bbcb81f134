import type { Page, Response } from '@playwright/test';

/** Gzipped JS of a page's first load, in bytes (docs/architecture.md "Quality bars"). */
// /login (a two-field form) 60 KB, the signed-in shell 120 KB.
export const FIRST_LOAD_JS_BUDGETS = {
  '/': 90 * 1024,
  '/login': 60 * 1024,
  '/dashboard': 120 * 1024,
} as const;

export interface LoadedFile {
  url: string;
  kind: 'script' | 'stylesheet';
  /** Bytes on the wire: the body as sent, gzipped by the server. */
  bytes: number;
}

export interface FirstLoad {
  jsBytes: number;
  cssBytes: number;
  files: LoadedFile[];
}

/** By content type, so module preloads (which Chromium may file as 'other') count as scripts too. */
function kindOf(response: Response): LoadedFile['kind'] | null {
  const contentType = response.headers()['content-type'] ?? '';
  if (contentType.includes('javascript')) return 'script';
  if (contentType.includes('text/css')) return 'stylesheet';
  return null;
}

const total = (files: LoadedFile[], kind: LoadedFile['kind']) =>
  files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);

/**
 * Opens `path` in a page of a fresh browser context (nothing cached, no cookie-banner answer stored) and sums
 * what its first load transfers in scripts and stylesheets, once the network has been quiet and the cookie
 * banner, which every first visit shows, has arrived, and `ready` (what the page shows once its parts loaded after it
 * have come) has resolved. Sizes only: timings belong to Lighthouse.
 */
export async function measureFirstLoad(
  page: Page,
  path: string,
  ready: () => Promise<void> = () => Promise.resolve(),
): Promise<FirstLoad> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Cookies on GigTally' }).waitFor();
  await ready();
  const files: LoadedFile[] = [];
  for (const response of responses) {
    const kind = kindOf(response);
    if (!kind) continue;
    const { responseBodySize } = await response.request().sizes();
    files.push({ url: new URL(response.url()).pathname, kind, bytes: responseBodySize });
  }
  return { jsBytes: total(files, 'script'), cssBytes: total(files, 'stylesheet'), files };
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per file, largest first, for a failure message or a report. */
export function describeFiles(files: LoadedFile[]): string {
  return [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `  ${kilobytes(file.bytes).padStart(9)}  ${file.url}`)
    .join('\n');
}
