import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, PAGE_MODULES, pageHtml, type Manifest } from './page-preloads';

const manifest: Manifest = {
  'app/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_react-1.js', '_signed-in-1.js'] },
  'features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-1.js',
    imports: ['_icons-1.js', '_signed-in-1.js', '_react-1.js'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_signed-in-1.js': { file: 'assets/signed-in-1.js', imports: ['_react-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
};

describe('chunkFiles', () => {
  it('lists a page and everything it imports once, imports first', () => {
    expect(
      chunkFiles(manifest, ['app/app-layout.tsx', 'features/dashboard/dashboard-page.tsx'], () => false),
    ).toEqual([
      'assets/react-1.js',
      'assets/signed-in-1.js',
      'assets/app-layout-1.js',
      'assets/icons-1.js',
      'assets/dashboard-page-1.js',
    ]);
  });

  it('leaves out what the page already loads, and sources the build does not have', () => {
    expect(
      chunkFiles(manifest, ['features/dashboard/dashboard-page.tsx', 'features/gone.tsx'], (file) =>
        file.includes('react'),
      ),
    ).toEqual(['assets/icons-1.js', 'assets/signed-in-1.js', 'assets/dashboard-page-1.js']);
  });
});

describe('PAGE_MODULES', () => {
  const webDir = path.join(import.meta.dirname, '../../web');
  // Compared without line comments and white space, so that a route prettier wraps over lines still reads the same.
  const router = readFileSync(path.join(webDir, 'app/router.tsx'), 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, '');

  it.each(Object.entries(PAGE_MODULES))('%s is the page the router loads for it (%s)', (pagePath, source) => {
    expect(existsSync(path.join(webDir, source))).toBe(true);
    // The router's page tables are keyed by path (a key that is a plain name is written without quotes).
    const key = pagePath.slice(1);
    const lazy = `:page(()=>import('../${source.replace(/\.tsx$/, '')}'))`;
    expect(
      [`${key}${lazy}`, `'${key}'${lazy}`].some(
        (entry) => router.includes(`{${entry},`) || router.includes(`,${entry},`),
      ),
    ).toBe(true);
  });
});

describe('pageHtml', () => {
  // As the build writes it: vite-plugin-pwa puts its manifest link on the line of </head>.
  const index =
    '<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n  <link rel="manifest" href="/manifest.webmanifest"></head>\n</html>';
  const dist = mkdtempSync(path.join(tmpdir(), 'page-preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const htmlFor = pageHtml(dist, index);

  it("has a signed-in page's HTML ask who is signed in beside its scripts", () => {
    expect(htmlFor('/dashboard')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
    );
    expect(htmlFor('/dashboard')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js">',
    );
  });

  it("has the dashboard's and Transactions' HTML ask for the plan beside the session, and no other page's", () => {
    const subscription = '<link rel="preload" as="fetch" crossorigin href="/api/subscription">';
    expect(htmlFor('/dashboard')).toContain(subscription);
    expect(htmlFor('/transactions')).toContain(subscription);
    expect(htmlFor('/budget')).not.toContain(subscription);
    expect(htmlFor('/budget')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
    );
  });

  it("has Transactions' HTML ask for the preferences and categories, and the list's first page when unfiltered", () => {
    const preload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;
    const firstPage = preload('/api/items?sort=date&amp;order=desc&amp;limit=25');
    for (const search of ['', '?', '?type=income', '?sort=amount&order=asc']) {
      expect(htmlFor('/transactions', search)).toContain(preload('/api/preferences'));
      expect(htmlFor('/transactions', search)).toContain(preload('/api/items/categories'));
    }
    expect(htmlFor('/transactions')).toContain(firstPage);
    expect(htmlFor('/transactions', '?')).toContain(firstPage);
    expect(htmlFor('/transactions', '?type=income')).not.toContain(firstPage);
    expect(htmlFor('/transactions', '?sort=amount&order=asc')).not.toContain('/api/items?');
  });

  it("has the dashboard's HTML ask for the preferences and Recent Transactions' first page", () => {
    expect(htmlFor('/dashboard')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/preferences">',
    );
    expect(htmlFor('/dashboard')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/items?sort=date&amp;order=desc&amp;limit=10">',
    );
    expect(htmlFor('/budget')).not.toContain('href="/api/preferences"');
  });

  it('leaves any other page as it is', () => {
    expect(htmlFor('/login')).toBe(index);
    expect(htmlFor('/nowhere')).toBe(index);
  });
});
