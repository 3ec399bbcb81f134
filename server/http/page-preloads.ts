import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An entry of Vite's build manifest (dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const APP_LAYOUT = 'app/app-layout.tsx';
// The signed-in pages most often opened first (web/app/router.tsx), by path: each also needs the app layout.
export const PAGE_MODULES: Record<string, string> = {
  '/dashboard': 'features/dashboard/dashboard-page.tsx',
  '/transactions': 'features/transactions/transactions-page.tsx',
  '/budget': 'features/budget/budget-page.tsx',
  '/import': 'features/imports/import-page.tsx',
  '/rules': 'features/rules/rules-page.tsx',
  '/mileage': 'features/mileage/mileage-page.tsx',
  '/calendar': 'features/calendar/calendar-page.tsx',
  '/reports': 'features/reports/reports-overview-page.tsx',
  '/settings': 'features/settings/settings-page.tsx',
  '/subscription': 'features/subscription/subscription-page.tsx',
};

/** The files of `sources` and of every chunk they import, in load order, without those `loaded` already names. */
export function chunkFiles(
  manifest: Manifest,
  sources: string[],
  loaded: (file: string) => boolean,
): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!loaded(chunk.file)) files.push(chunk.file);
  };
  for (const source of sources) visit(source);
  return files;
}

/**
 * A signed-in page's first question, who is signed in (web/features/auth/session.ts asks it as soon as
 * the app starts), asked by the browser as it reads the HTML, beside the scripts rather than after them: one round
 * trip less before the page can draw. The same URL, method and credentials as the app's fetch, so the browser hands
 * the preloaded answer to it. The HTML itself stays the same for everyone (nothing personal is in it).
 */
export const SESSION_PRELOAD =
  '    <link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">\n';

/**
 * The dashboard's layout depends on the plan (Pro shows Snap a receipt and the receipts it waits for; free
 * the usage meter). Its plan, asked of the server beside the session, is known when the page first draws, so those
 * parts take their place at once instead of pushing the summary cards down when the answer comes (Lighthouse found
 * a layout shift of 0.16 on a phone). Same URL and credentials as web/features/subscription/use-subscription.ts.
 */
export const SUBSCRIPTION_PRELOAD =
  '    <link rel="preload" as="fetch" crossorigin href="/api/subscription">\n';
/**
 * The dashboard's other answers that do not depend on the browser (its date, its remembered period): the
 * preferences (how money and dates are written) and Recent Transactions' first page, as web/features/dashboard asks
 * for them. Asked with the HTML, they are there when the page first draws instead of one round trip after it.
 * e2e/dashboard.spec.ts checks that the app asks for each only once, i.e. takes the preloaded answer.
 */
export const DASHBOARD_DATA_URLS = ['/api/preferences', '/api/items?sort=date&order=desc&limit=10'];

const fetchPreload = (url: string) =>
  `    <link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">\n`;

/**
 * Transactions' first answers: the plan (a Pro user's receipt filter and column), the preferences, the categories of
 * the category filter and, when the address holds no filter, the first page of the list as the page asks for it.
 * Arriving with the page, they are drawn together instead of each redrawing the list and moving what is below it.
 */
export const TRANSACTIONS_DATA_URLS = ['/api/preferences', '/api/items/categories'];
export const TRANSACTIONS_FIRST_PAGE_URL = '/api/items?sort=date&order=desc&limit=25';

/**
 * The answers each page asks for first, preloaded beside the session (none depends on the browser's date); those of
 * `unfiltered` only for the page's own address with no query (a filtered list asks for another page).
 */
const DATA_PRELOADS: Record<string, { always: string; unfiltered?: string }> = {
  '/dashboard': { always: SUBSCRIPTION_PRELOAD + DASHBOARD_DATA_URLS.map(fetchPreload).join('') },
  '/transactions': {
    always: SUBSCRIPTION_PRELOAD + TRANSACTIONS_DATA_URLS.map(fetchPreload).join(''),
    unfiltered: fetchPreload(TRANSACTIONS_FIRST_PAGE_URL),
  },
};

/**
 * index.html for a path of the app, with <link rel="modulepreload"> for the code of the page it opens. Without
 * them the browser learns of the page's chunks only after the router has loaded and matched the path: one more
 * round trip before a signed-in page can draw (on a phone, the difference between a Lighthouse 90 and 97).
 */
export function pageHtml(
  webDistDir: string,
  indexHtml: string,
): (pathname: string, search?: string) => string {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const withPreloads = (sources: string[], data = '') => {
    const links = chunkFiles(manifest, sources, (file) => indexHtml.includes(file))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    // Before the first </head>, wherever it is: vite-plugin-pwa writes its manifest link on the same line
    // (when it began to, a search for '  </head>' found nothing, and no page got its preloads).
    return indexHtml.replace('</head>', `\n${SESSION_PRELOAD}${data}${links}  </head>`);
  };
  const pages = new Map(
    Object.entries(PAGE_MODULES).map(([pagePath, source]) => {
      const data = DATA_PRELOADS[pagePath];
      const filtered = withPreloads([APP_LAYOUT, source], data?.always);
      const unfiltered = data?.unfiltered
        ? withPreloads([APP_LAYOUT, source], data.always + data.unfiltered)
        : filtered;
      return [pagePath, { filtered, unfiltered }];
    }),
  );
  return (pathname, search = '') => {
    const page = pages.get(pathname.replace(/\/$/, ''));
    if (!page) return indexHtml;
    return search === '' || search === '?' ? page.unfiltered : page.filtered;
  };
}
