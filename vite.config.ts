import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The chunks of web/features/receipts/load-receipt-parts.ts: fetched after the page has drawn. */
const loadedAfterThePage = /\/(dashboard-receipts|snap-receipt-button|receipt-offer)-[\w-]+\.js$/;

const web = (file: string) => resolve(import.meta.dirname, 'web', file);

// The SPA lives in web/ and builds into dist/web, which the Hono server serves: landing.html for /, login.html for
// /login and /signup, and index.html for every other path. The landing and sign-in pages have entries of their own,
// without the router and the data cache, so that a first visit downloads the least JS (docs/architecture.md
// "Quality bars": 90 KB gzipped for /, 60 KB for /login, 120 KB for the signed-in shell).
const landingEntry = web('landing.tsx');
// /login and /signup have an entry of their own too (login.html): no router, data cache or form library.
const loginEntry = web('login.tsx');
const appEntry = web('main.tsx');
// Where signing in leads: the shell around signed-in pages and the dashboard.
const signedInShell = [web('app/app-layout.tsx'), web('features/dashboard/dashboard-page.tsx')];
// Pages anyone can open: what they share with the signed-in shell stays out of its chunk.
const publicPages = [
  web('features/auth/login-page.tsx'),
  web('features/auth/reset-password-page.tsx'),
  web('features/legal/legal-page.tsx'),
];
const landingPageCode = /web[\\/](features[\\/]landing[\\/]|app[\\/]landing-screen)/;

/**
 * The head every page shares (landing.html, login.html, index.html), written into each at the top of its head, so the
 * three stay in step; each file keeps its own title and whatever is its alone.
 */
const sharedHead: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
  {
    tag: 'meta',
    attrs: {
      name: 'description',
      content: 'GigTally: income, expenses and quarterly tax estimates for US gig and self-employed workers.',
    },
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#1d4ed8' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
].map((tag) => ({ ...tag, injectTo: 'head-prepend' as const }));

const shareHead: Plugin = { name: 'gigtally:shared-head', transformIndexHtml: () => sharedHead };

/** Every module each root imports statically (the root included); filled in once the module graph is complete. */
const staticImports = new Map<string, Set<string>>();

function collectStaticImports(roots: string[]): Plugin {
  return {
    name: 'gigtally:collect-static-imports',
    apply: 'build',
    buildEnd() {
      for (const root of roots) {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(root);
        staticImports.set(root, found);
      }
    },
  };
}

const importedByAny = (roots: string[], id: string) => roots.some((root) => staticImports.get(root)?.has(id));

// lucide's index re-exports every icon, so through it each of the 2,000 icon modules looks imported by any
// module that uses one: the shell's icon chunk held every icon the app uses anywhere (a new page's camera icon
// grew the signed-in first load). The icons the shell names are read from its own imports instead.
const LUCIDE_INDEX = /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]lucide\.mjs$/;
const shellIconFiles = new Set<string>();

function collectShellIcons(roots: string[]): Plugin {
  return {
    name: 'gigtally:collect-shell-icons',
    apply: 'build',
    buildEnd() {
      const index = [...this.getModuleIds()].find((id) => LUCIDE_INDEX.test(id));
      const indexCode = index ? this.getModuleInfo(index)?.code : null;
      if (!index || !indexCode) return;
      const fileOfName = new Map<string, string>();
      for (const [, names, file] of indexCode.matchAll(
        /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g,
      )) {
        for (const name of names!.split(',')) fileOfName.set(name.replace(/.* as /, '').trim(), file!);
      }
      for (const root of roots) {
        for (const id of staticImports.get(root) ?? []) {
          if (id.includes('node_modules')) continue;
          const code = this.getModuleInfo(id)?.code ?? '';
          for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide['"]/g)) {
            for (const name of names!.split(',')) {
              const file = fileOfName.get(name.replace(/ as .*/, '').trim());
              if (file) shellIconFiles.add(`${file}.mjs`);
            }
          }
        }
      }
    },
  };
}

const isShellIcon = (id: string) =>
  /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) &&
  shellIconFiles.has(id.replace(/.*[\\/]/, ''));

/**
 * The installable app: the web app manifest (linked from both pages, so a phone can install GigTally from
 * the landing page as well) and a service worker (dist/web/sw.js, registered by web/lib/service-worker.ts from the
 * app's pages only) that keeps the app's files so it opens without a connection and Quick Entry can queue entries.
 * Pages themselves still come from the server while it can be reached (it adds each page's preloads, and / is the
 * landing page): only when it cannot is the kept index.html shown. Nothing under /api/ is ever kept or answered
 * by the worker: those requests go to the network as if there were no worker.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/dashboard',
    name: 'GigTally',
    short_name: 'GigTally',
    description: 'Income, expenses and quarterly tax estimates for US gig and self-employed workers.',
    lang: 'en-US',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app's own files: scripts, styles, both pages and the images they show. Not the source maps, not the
    // build manifest, not the legal PDFs (fetched when asked for).
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['.vite/**', '**/*.map'],
    // Vite's hashed names already say when a file changed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // No navigateFallback: it would answer every page from the cache even online, which loses the server's
    // per-page preloads and the landing page of /. Pages go to the network; the kept index.html only when that fails.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
});

// The web app runs on Preact through preact/compat. The code stays React code (its types come from
// @types/react), but the browser gets Preact 11's ~11 KB gzipped instead of React 19's ~66 KB of react-dom on every
// page's first load. Preact 11 takes `ref` as a plain prop and `useId`, `useSyncExternalStore`, portals and
// `createRoot` as React 19 does. Build and dev server alike, so what is tried is what ships.
const preactInsteadOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(() => ({
  root: 'web',
  resolve: {
    alias: preactInsteadOfReact,
  },
  plugins: [
    // React Fast Refresh patches React's own renderer, which Preact is not: an edit reloads the page in `npx vite`.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    shareHead,
    installableApp,
    collectStaticImports([landingEntry, loginEntry, appEntry, ...signedInShell, ...publicPages]),
    collectShellIcons(signedInShell),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Maps stay in dist/web for uploading to an error-reporting service, but the bundles do not point at them and
    // the server never serves them (served, they would publish our source).
    sourcemap: 'hidden',
    // Every browser GigTally supports preloads modules natively. The parts a page fetches for itself once
    // it is drawn (the dashboard's receipt parts, for Pro users) come without preloading their chunks: each
    // <link rel="modulepreload"> the loader adds costs Chromium ~0.7 ms of main thread (measured, ten of them made
    // a long task during the dashboard's load), while the browser finds those chunks itself a round trip later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies) => (loadedAfterThePage.test(file) ? [] : dependencies),
    },
    // dist/web/.vite/manifest.json: the server reads it to preload each signed-in page's chunks with its HTML.
    manifest: true,
    rolldownOptions: {
      input: { index: web('index.html'), landing: web('landing.html'), login: web('login.html') },
      output: {
        // A first load in a few chunks rather than dozens of tiny ones: gzip compresses code better together
        // (14 KB less for /dashboard). The rest (pages, dialogs, libraries they alone use) is split as usual.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/, priority: 4 },
            // What every page starts with: start-up, header, session, cookie banner, accessibility button.
            // '$initial' leaves out what the landing's imports only pass through (lucide's index).
            {
              name: 'boot',
              tags: ['$initial'],
              // And what /login's entry shares with the app's (the footer), so it does not load the app's chunk.
              test: (id) =>
                (importedByAny([landingEntry], id) ||
                  (importedByAny([loginEntry], id) && importedByAny([appEntry], id))) &&
                id !== landingEntry &&
                id !== loginEntry &&
                !landingPageCode.test(id),
              priority: 3,
            },
            { name: 'landing', test: landingPageCode, priority: 2 },
            // Every other page's start: the router and the data cache.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => importedByAny([appEntry], id) && id !== appEntry,
              priority: 1,
            },
            // The data cache's hooks, which most pages use.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // Forms and their validation: /login and the pages' forms (the dashboard's Quick Entry needs neither).
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 1 },
            // Icons of the signed-in shell and the dashboard the landing page does not use, in one chunk rather than
            // one each; another page's icons come with that page, not with every signed-in first load.
            {
              name: 'icons',
              test: (id) => isShellIcon(id),
              priority: 1,
            },
            // Our code under the shell and the dashboard; the two route modules keep chunks named after them, and
            // libraries keep their own (zod, shared with /login).
            {
              name: 'signed-in',
              test: (id) =>
                !id.includes('node_modules') &&
                !signedInShell.includes(id) &&
                importedByAny(signedInShell, id) &&
                !importedByAny(publicPages, id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
