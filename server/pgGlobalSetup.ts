import { startCluster } from './testCluster.ts';

// Vitest global setup of vitest.pg.config.ts: one throwaway cluster for the whole run, handed to
// the test files through the environment.
export default function setup(): () => void {
  const cluster = startCluster(Number(process.env.NOUR_TEST_PG_PORT || 55420));
  process.env.NOUR_TEST_DATABASE_URL = cluster.url;
  return () => cluster.stop();
}
