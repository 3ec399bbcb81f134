// The embedded database's thread when the server runs from its TypeScript sources (npm run dev under tsx, the API
// tests under vitest). A worker thread does not inherit its parent's loader, so tsx is registered here before the
// thread's module loads. The built server (dist/server) runs its own bundled pglite-thread.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
