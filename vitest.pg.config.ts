import { defineConfig } from 'vitest/config';

// The server tests again, on PostgreSQL: a throwaway cluster (server/testing/pgGlobalSetup.ts) and one
// database per test data folder (server/testing/database.ts), plus the tests that only make sense
// with several instances (*.pg.test.ts, which the default config leaves out). No Astro here: the
// server needs none of it, and its config setup alone costs most of a minute.
export default defineConfig({
  test: {
    include: [
      'server/api.test.ts',
      'server/contract.test.ts',
      'server/flows.test.ts',
      'server/hostileText.test.ts',
      'server/limits.test.ts',
      'server/durability.test.ts',
      'server/operating.test.ts',
      'server/push/routes.test.ts',
      'server/push/scheduler.test.ts',
      'server/**/*.pg.test.ts',
    ],
    globalSetup: ['server/testing/pgGlobalSetup.ts'],
    environment: 'node',
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
