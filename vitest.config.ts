import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['server/testing/migrated-pglite.ts'],
          // The files run one after another in one process that keeps the app's modules loaded: importing them again
          // for each of 70-odd files took a third of the suite's time. Each file still builds its own app, database
          // and mail server, and closes them.
          isolate: false,
          include: ['server/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
