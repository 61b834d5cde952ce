import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, b64, makeDirs, raw, start, type Running } from './testing/helpers.ts';

const dirs = makeDirs();
let srv: Running;
const dev = (path: string, init: RequestInit = {}) =>
  fetch(`${srv.base}${path}`, { ...init, signal: AbortSignal.timeout(5000) });

beforeAll(async () => {
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir, devRoutes: true });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});

const event = {
  domain: 'localhost',
  device_id: 'dev-1',
  session_id: 's-1',
  msisdn: '',
  device_type: 'web',
  page: 'quran',
  event: 'page_open',
  sub_event: '',
  trace: 'عربي é',
};
const postEvent = (body: string, headers: Record<string, string> = { topic: 'nour-usage' }) =>
  raw(srv.port, '/events', { method: 'POST', headers: { 'Content-Type': 'text/plain', ...headers }, body });

describe('usage events', () => {
  test('decoded, stored and listed (newest last, page filter)', async () => {
    await dev('/__dev/reset', { method: 'POST' });
    const res = await postEvent(b64(event));
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'success' });
    await postEvent(b64({ ...event, page: 'dua' }));
    const all = (await (await dev('/__dev/events')).json()) as { events: Record<string, unknown>[] };
    expect(all.events.map((e) => e.page)).toEqual(['quran', 'dua']);
    expect(all.events[0]).toMatchObject({
      topic: 'nour-usage',
      page: 'quran',
      event: 'page_open',
      session_id: 's-1',
      device_id: 'dev-1',
      payload: event,
    });
    const dua = (await (await dev('/__dev/events?page=dua')).json()) as { events: unknown[] };
    expect(dua.events).toHaveLength(1);
  });

  test.each([
    ['bad base64', '%%%not-base64%%%'],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64')],
    ['base64 of an array', b64([1])],
    ['missing page', b64({ ...event, page: '' })],
    ['non-string field', b64({ ...event, session_id: 5 })],
    ['empty body', ''],
  ])('%s -> 400', async (_name, body) => {
    const res = await postEvent(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString()).status).toBe('failed');
  });

  test('topic header is required, size is limited, events need no Basic auth', async () => {
    expect((await postEvent(b64(event), {})).status).toBe(400);
    expect((await postEvent('A'.repeat(20_000))).status).toBe(413);
    expect((await postEvent(b64(event))).status).toBe(202);
  });
});

describe('/subscribe stand-in', () => {
  test('GET renders a localised form', async () => {
    const ar = await raw(srv.port, '/subscribe?lang=ar');
    expect(ar.status).toBe(200);
    const html = ar.body.toString();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<form method="post" action="\/subscribe">/);
    expect(html).toContain('<input type="hidden" name="lang" value="ar">');
    expect(html).toContain('اشترك');
    expect((await raw(srv.port, '/subscribe')).body.toString()).toContain('S&#39;abonner');
    expect((await raw(srv.port, '/subscribe?lang=en')).body.toString()).toContain('>Subscribe</button>');
  });

  test.each([
    ['fr', '/#uid='],
    ['en', '/en/#uid='],
    ['ar', '/ar/#uid='],
  ])('POST (%s) creates an active subscriber', async (lang, prefix) => {
    const res = await raw(srv.port, '/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `lang=${lang}`,
    });
    expect(res.status).toBe(303);
    const location = String(res.headers.location);
    expect(location.startsWith(prefix)).toBe(true);
    const uid = location.slice(prefix.length);
    expect(uid).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const check = await api(srv.base, 'checkSub', { uid });
    expect(check.json).toMatchObject({ status: 'success', subStatus: 'active' });
    expect(check.json.msisdn).toMatch(/^\d{12}$/);
  });
});

describe('persistence', () => {
  test('subscribers survive a restart on the same DATA_DIR', async () => {
    await dev('/__dev/subscribers', {
      method: 'POST',
      body: JSON.stringify({ uid: 'keeper', status: 'inactive', msisdn: '221779999999' }),
    });
    await dev('/__dev/subscribers', { method: 'POST', body: JSON.stringify({ uid: 'goner', status: 'active' }) });
    await api(srv.base, 'unsubscribe', { uid: 'goner' });
    await srv.stop();
    srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir, devRoutes: true });
    expect((await api(srv.base, 'checkSub', { uid: 'keeper' })).json).toMatchObject({
      subStatus: 'inactive',
      msisdn: '221779999999',
    });
    expect((await api(srv.base, 'checkSub', { uid: 'goner' })).json.subStatus).toBe('new');
    expect((await api(srv.base, 'checkSub', { uid: 'demo-active' })).json.subStatus).toBe('active');
  });

  test('dev routes validate input and vanish when disabled', async () => {
    expect((await dev('/__dev/subscribers', { method: 'POST', body: '{"uid":"ok","status":"gold"}' })).status).toBe(
      400,
    );
    const off = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir });
    try {
      expect((await raw(off.port, '/__dev/events')).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
