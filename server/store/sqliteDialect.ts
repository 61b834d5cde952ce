import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

// Kysely ships a SQLite dialect written for better-sqlite3 (a native addon we do not want);
// node:sqlite has the same synchronous shape but spreads parameters and has no `reader` flag.
// This is the whole difference. Statements are cached because kysely prepares per query and
// node:sqlite's prepare costs more than most of our queries.
const CACHE_SIZE = 200;

function statement(stmt: StatementSync): SqliteStatement {
  type Params = Parameters<StatementSync['all']>;
  return {
    // A statement that returns columns (SELECT, or anything with RETURNING) is read with all().
    reader: stmt.columns().length > 0,
    all: (params: ReadonlyArray<unknown>) => stmt.all(...(params as Params)),
    run: (params: ReadonlyArray<unknown>) => {
      const { changes, lastInsertRowid } = stmt.run(...(params as Params));
      return { changes, lastInsertRowid };
    },
    iterate: (params: ReadonlyArray<unknown>) => stmt.iterate(...(params as Params)) as IterableIterator<unknown>,
  };
}

export function nodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  const cache = new Map<string, SqliteStatement>();
  const database: SqliteDatabase = {
    close: () => {
      if (db.isOpen) db.close();
    },
    prepare(sql: string) {
      let s = cache.get(sql);
      if (!s) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        s = statement(db.prepare(sql));
        cache.set(sql, s);
      }
      return s;
    },
  };
  return new SqliteDialect({ database });
}
