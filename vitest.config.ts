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
    // the default workers left the two cores half idle (measured here without the React-chunk
    // build: 180 s by default, 108 s with 4); 3 leave room for that build beside them.
    maxWorkers: 3,
  },
});
