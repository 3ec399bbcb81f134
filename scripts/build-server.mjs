// Bundles the server into dist/server/main.js, and the worker modules beside it: statement-worker.js and
// form-1099-worker.js (found by server/services/imports/read-statement-off-thread.ts), receipt-worker.js
// (server/receipts/prepare-receipt-off-thread.ts), tax-packet-worker.js (server/services/tax/tax-packet-off-thread.ts)
// and pglite-thread.js, the embedded database's thread (server/db/pglite-channel.ts);
// packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'statement-worker': 'server/services/imports/statement-worker.ts',
    'receipt-worker': 'server/receipts/receipt-worker.ts',
    'tax-packet-worker': 'server/services/tax/tax-packet-worker.ts',
    'form-1099-worker': 'server/services/tax/form-1099-worker.ts',
    'pglite-thread': 'server/db/pglite-thread.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
