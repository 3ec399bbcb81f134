// The tax packet worker when the server runs from its TypeScript sources (npm run dev under tsx, the API tests under
// vitest). A worker thread does not inherit its parent's loader, so tsx is registered here before the worker module
// loads. The built server (dist/server) runs its own bundled tax-packet-worker.js instead.
import { register } from 'tsx/esm/api';

register();
export const { taxPacketPdfTask, taxPacketFilesTask } = await import('./tax-packet-worker.ts');
