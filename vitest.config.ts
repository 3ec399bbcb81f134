import { defineConfig } from 'vitest/config';

// API test files that time the event loop or a deadline: a second file running beside them would take the CPU they
// measure, so they run one at a time, after the others.
const apiFilesTimed = [
  'server/db/database-event-loop.api.test.ts',
  'server/db/pglite-channel.api.test.ts',
  'server/receipts/prepare-receipt-off-thread.api.test.ts',
  'server/receipts/receipt-store.api.test.ts',
  'server/routes/bank-sync-event-loop.api.test.ts',
  'server/routes/forms-1099-event-loop.api.test.ts',
  'server/routes/hostile-uploads.api.test.ts',
  'server/routes/imports-event-loop.api.test.ts',
  'server/routes/off-thread-starvation.api.test.ts',
  'server/services/tax/tax-packet-off-thread.api.test.ts',
  'server/bank/simplefin-provider.api.test.ts',
  'server/off-thread/off-thread-pool.api.test.ts',
  'server/soak.api.test.ts',
  'server/scale-out.api.test.ts',
  'bench/**/*.api.test.ts',
];

const apiTests = {
  globalSetup: ['server/testing/migrated-pglite.ts'],
  // A worker's files run one after another in one process that keeps the app's modules loaded: importing them again
  // for each of 70-odd files took a third of the suite's time. Each file still builds its own app, database and mail
  // server, and closes them.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts'],
          // Vitest's default leaves one of this machine's two cores idle.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          include: ['server/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          exclude: apiFilesTimed,
          // Two files at once: much of an API test's time is spent waiting on the database, mail and HTTP.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api-timed',
          include: apiFilesTimed,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
