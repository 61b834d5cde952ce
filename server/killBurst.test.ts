import { test } from 'vitest';
import { killMidBurst } from './testing/killBurst.ts';

// One SQLite process, killed mid-burst and restarted on the same file: see killBurst.ts.
test('kill -9 mid-burst: every acknowledged event is stored once (SQLite)', { timeout: 60_000 }, () =>
  killMidBurst({ instances: 1, restartKilled: true }),
);
