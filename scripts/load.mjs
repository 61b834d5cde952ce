// `npm run load`: the reference server under load, side by side in one run: one process on SQLite,
// one instance on PostgreSQL, three instances on PostgreSQL. Each setup gets the same autocannon
// runs (checkSub, appConfig, salatTimings, usage events); the result is a Markdown table of
// requests per second and p50/p99 latency, to paste into docs/deploy.md with the date.
//
// The three instances share one port through SO_REUSEPORT (REUSE_PORT=1): the kernel spreads
// connections over them, a load balancer that costs no CPU of its own, which a Node proxy on
// the same two cores would. PostgreSQL is a throwaway cluster (server/testing/cluster.ts); pg_ctl
// runs it in a session of its own, as each instance is (see launch()).
// Options: --seconds N per run (default 5), --rounds N (default 3), --connections N (default 50),
// --endpoints checkSub,events (default all four).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../server/testing/cluster.ts';
import { root } from './env.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    endpoints: { type: 'string', default: 'checkSub,appConfig,salatTimings,events' },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const PORT = Number(process.env.LOAD_PORT || 4425);
const PG_PORT = Number(process.env.LOAD_PG_PORT || 55425);
const AUTH = `Basic ${Buffer.from('nour-web:public-web-client').toString('base64')}`;
const json = { Authorization: AUTH, 'Content-Type': 'application/json' };
const event = Buffer.from(JSON.stringify({ page: 'load', event: 'tick' })).toString('base64');

const ENDPOINTS = [
  { name: 'checkSub', method: 'POST', path: '/api/checkSub', headers: json, body: '{"uid":"demo-active"}' },
  { name: 'appConfig', method: 'POST', path: '/api/appConfig', headers: json, body: '{}' },
  {
    name: 'salatTimings',
    method: 'POST',
    path: '/api/salatTimings',
    headers: json,
    body: JSON.stringify({ date: '27-11-2026', latitude: 14.69, longitude: -17.44, timeZone: 'Africa/Dakar' }),
  },
  // No idempotency key: every post is a new event, the worst case for the database.
  { name: 'events', method: 'POST', path: '/events', headers: { topic: 'load' }, body: event },
];

function launch(port, env) {
  const proc = spawn(process.execPath, [join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REUSE_PORT: '1',
      REQUEST_LOG: '0', // measured without the log pipe
      EVENTS_BURST: '100000000',
      EVENTS_PER_MINUTE: '100000000',
      DIST_DIR: join(root, 'dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A session of its own: Linux's autogroup scheduler shares the CPU between sessions, not
    // processes, so three instances in this script's session would split one share between them
    // (and with autocannon). Separate containers or machines each get their own; so does each
    // instance here, in every setup alike.
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no start within 30 s')), 30_000);
    proc.stdout.on('data', (c) => {
      if (String(c).includes('running at')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

function run(port, endpoint, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        method: endpoint.method,
        headers: endpoint.headers,
        body: endpoint.body,
        connections: CONNECTIONS,
        duration,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Other work on the machine skews every figure: say how busy it was.
const loadBefore = loadavg();
const tmp = mkdtempSync(join(tmpdir(), 'nour-load-'));
const cluster = startCluster(PG_PORT);
const procs = [];
const results = [];
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE load1');
  await admin.query('CREATE DATABASE load3');
  await admin.end();
  const url = (db) => cluster.url.replace(/\/postgres$/, `/${db}`);
  // All three setups run at once, idle but for the one measured; their runs are interleaved round
  // by round, and each figure is the median of its rounds, so that other work on the machine
  // weighs on all three alike instead of on whichever happened to run during it.
  const setups = [
    { label: 'SQLite, 1 process', port: PORT, env: { DATA_DIR: join(tmp, 'sqlite') }, instances: 1 },
    {
      label: 'PostgreSQL, 1 instance',
      port: PORT + 1,
      env: { DATABASE_URL: url('load1'), DATA_DIR: tmp },
      instances: 1,
    },
    {
      label: 'PostgreSQL, 3 instances',
      port: PORT + 2,
      // The default pool (10 each): a pool of 4 each was tried and measured no better here.
      env: { DATABASE_URL: url('load3'), DATA_DIR: tmp },
      instances: 3,
    },
  ];
  // One after the other: the first instance migrates, the others find the schema done.
  for (const s of setups) for (let i = 0; i < s.instances; i++) procs.push(await launch(s.port, s.env));
  for (const endpoint of ENDPOINTS.filter((e) => values.endpoints.split(',').includes(e.name))) {
    const rounds = new Map(setups.map((s) => [s, []]));
    for (const s of setups) await run(s.port, endpoint, 2); // warm-up: JIT, pools, caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of setups) {
        const r = await run(s.port, endpoint, SECONDS);
        rounds.get(s).push({
          rps: r['2xx'] / SECONDS,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
        });
      }
    }
    for (const s of setups) {
      const rs = rounds.get(s);
      const row = {
        setup: s.label,
        endpoint: endpoint.name,
        rps: Math.round(median(rs.map((r) => r.rps))),
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        errors: rs.reduce((n, r) => n + r.errors, 0),
      };
      results.push(row);
      console.error(`${row.setup} ${row.endpoint}: ${row.rps}/s p50 ${row.p50} ms p99 ${row.p99} ms`);
    }
  }
} finally {
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r() : p.once('exit', r)))));
  cluster.stop();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(`\nLoad average before the run: ${loadBefore.map((l) => l.toFixed(1)).join(', ')}`);
console.log(
  `${new Date().toISOString().slice(0, 10)}: median of ${ROUNDS} interleaved runs of ${SECONDS} s, ${CONNECTIONS} connections:\n`,
);
console.log('| Setup | Endpoint | Requests/s | p50 ms | p99 ms | Errors |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of results) console.log(`| ${r.setup} | ${r.endpoint} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
