/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    // Several instances on one PostgreSQL: run by vitest.pg.config.ts, which starts the cluster.
    exclude: ['**/node_modules/**', 'server/**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
    // Most server tests wait on sockets and timers (a soak, bounded pushes to slow services), so
    // one worker per core left the two cores half idle: 3 took the run from 180 s to 110 s.
    maxWorkers: 3,
  },
});
