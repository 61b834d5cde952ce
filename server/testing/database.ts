import { createHash } from 'node:crypto';
import pg from 'pg';

// When the server tests run against PostgreSQL (vitest.pg.config.ts sets NOUR_TEST_DATABASE_URL
// to its throwaway cluster), each test data folder gets a database of its own, named after the
// folder: a test that restarts the server on the same folder finds its data again, and tests that
// run side by side never see each other's rows, exactly as with one SQLite file per folder.
const created = new Map<string, Promise<string>>();

export function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  const base = process.env.NOUR_TEST_DATABASE_URL;
  if (!base) return Promise.resolve(undefined);
  const name = `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;
  let url = created.get(name);
  if (!url) {
    url = (async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '42P04') throw err; // already there: same folder
      } finally {
        await client.end();
      }
      const u = new URL(base);
      u.pathname = `/${name}`;
      return u.href;
    })();
    created.set(name, url);
  }
  return url;
}
