// Bundles the server into dist/server/main.js, and the statement worker beside it (statement-worker.js, found by
// server/services/imports/read-statement-off-thread.ts); packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'statement-worker': 'server/services/imports/statement-worker.ts',
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
