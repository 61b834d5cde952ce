import { test } from 'vitest';
import { killMidBurst } from './testing/killBurst.ts';

// Three instances on PostgreSQL, one killed mid-burst and not restarted: its clients carry on
// with the other two (see killBurst.ts).
test(
  'kill -9 of one of three instances mid-burst: every acknowledged event is stored once (PostgreSQL)',
  { timeout: 60_000 },
  () => killMidBurst({ instances: 3, restartKilled: false }),
);
