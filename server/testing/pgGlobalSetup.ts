import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startCluster } from './cluster.ts';

/** A port nobody listens on now (NOUR_TEST_PG_PORT wins), so parallel runs do not collide. */
async function freePort(): Promise<number> {
  if (process.env.NOUR_TEST_PG_PORT) return Number(process.env.NOUR_TEST_PG_PORT);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Vitest global setup of vitest.pg.config.ts: one throwaway cluster for the whole run, handed to
// the test files through the environment, stopped (and its folder removed) at the end.
export default async function setup(): Promise<() => void> {
  const cluster = startCluster(await freePort());
  process.env.NOUR_TEST_DATABASE_URL = cluster.url;
  return () => cluster.stop();
}
