import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AUTH, addSubscriber, api, makeDirs, raw, start, type Running } from './testing/helpers.ts';

const dirs = makeDirs();
let srv: Running;

beforeAll(async () => {
  srv = await start({
    dataDir: dirs.dataDir,
    distDir: dirs.distDir,
    mediaDir: dirs.mediaDir,
    corsOrigins: ['https://cdn.example'],
    devRoutes: true,
  });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});
// Whatever the previous test sent, the process must still answer.
afterEach(async () => {
  expect((await api(srv.base, 'checkSub', { uid: 'demo-active' })).json.subStatus).toBe('active');
});

describe('checkSub', () => {
  test('active, inactive and unknown uids', async () => {
    expect((await api(srv.base, 'checkSub', { uid: 'demo-active' })).json).toEqual({
      status: 'success',
      subStatus: 'active',
      message: 'Votre abonnement est actif.',
      currentStatus: 'active',
      msisdn: '221770000001',
    });
    const inactive = await api(srv.base, 'checkSub', { uid: 'demo-inactive' }, { Language: 'en' });
    expect(inactive.json).toEqual({
      status: 'success',
      subStatus: 'inactive',
      message: 'Your subscription is inactive. Please subscribe to the service.',
      currentStatus: 'inactive',
      msisdn: '221770000002',
    });
    const unknown = await api(srv.base, 'checkSub', { uid: 'nobody_here' });
    expect(unknown.json).toMatchObject({ status: 'success', subStatus: 'new', currentStatus: 'new', msisdn: '' });
  });

  test('demo-failed answers failed with a localised message', async () => {
    const res = await api(srv.base, 'checkSub', { uid: 'demo-failed' }, { Language: 'ar' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'failed', message: 'تعذر التحقق من اشتراكك حاليًا. يرجى المحاولة لاحقًا.' });
  });

  test('messages follow the Language header, unknown falls back to fr', async () => {
    const en = await api(srv.base, 'checkSub', { uid: 'demo-active' }, { Language: 'en' });
    const ar = await api(srv.base, 'checkSub', { uid: 'demo-active' }, { Language: 'ar' });
    const xx = await api(srv.base, 'checkSub', { uid: 'demo-active' }, { Language: 'de' });
    expect([en.json.message, ar.json.message, xx.json.message]).toEqual([
      'Your subscription is active.',
      'اشتراكك نشط.',
      'Votre abonnement est actif.',
    ]);
  });

  test.each([
    [{ uid: 'has space' }],
    [{ uid: 'x'.repeat(65) }],
    [{ uid: '' }],
    [{ uid: 42 }],
    [{}],
    [{ uid: '../etc' }],
  ])('invalid uid %j -> 400', async (body) => {
    const res = await api(srv.base, 'checkSub', body, { Language: 'en' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: 'failed', message: 'Invalid subscriber id.' });
  });
});

describe('unsubscribe', () => {
  test('removes the subscriber so checkSub answers new', async () => {
    await addSubscriber(srv.base, 'leaver', 'active');
    const res = await api(srv.base, 'unsubscribe', { uid: 'leaver' }, { Language: 'en' });
    expect(res.json).toEqual({
      status: 'success',
      message: 'You have been unsubscribed.',
      subStatus: 'new',
      currentstatus: 'new',
    });
    expect((await api(srv.base, 'checkSub', { uid: 'leaver' })).json.subStatus).toBe('new');
    const again = await api(srv.base, 'unsubscribe', { uid: 'leaver' }, { Language: 'en' });
    expect(again.json).toEqual({
      status: 'failed',
      message: 'No subscription found',
      subStatus: 'new',
      currentstatus: 'new',
    });
  });

  test('demo-failed fails, invalid uid is 400', async () => {
    expect((await api(srv.base, 'unsubscribe', { uid: 'demo-failed' })).json.status).toBe('failed');
    expect((await api(srv.base, 'unsubscribe', { uid: 'a/b' })).status).toBe(400);
  });
});

describe('appConfig', () => {
  test('config, tiles from content/ and a subUrl on the request host', async () => {
    const body = { msisdn: 221770000001, mcc: '608', mnc: 1, calling_code: '221', reqFrom: 'web' };
    const res = await api(srv.base, 'appConfig', body);
    expect(res.status).toBe(200);
    expect(res.json.configData).toMatchObject({ appVersion: '1.4' });
    const tiles = res.json.data as { id: unknown; image: string; title: Record<string, string> }[];
    expect(tiles.length).toBeGreaterThan(0);
    for (const t of tiles) expect(Object.keys(t.title).sort()).toEqual(['ar', 'en', 'fr']);
    expect(res.json.subUrl).toBe(`${srv.base}/subscribe`);
    expect((await api(srv.base, 'appConfig', {}, { Language: 'en' })).json.subUrl).toBe(
      `${srv.base}/subscribe?lang=en`,
    );
  });

  test('wrong field types -> 400', async () => {
    expect((await api(srv.base, 'appConfig', { mcc: { nested: true } })).status).toBe(400);
  });
});

describe('request hygiene', () => {
  test('missing or wrong credentials -> 401 JSON', async () => {
    for (const Authorization of ['', 'Basic ' + btoa('nour-web:wrong'), 'Bearer abc', 'Basic !!!']) {
      const res = await api(srv.base, 'checkSub', { uid: 'demo-active' }, { Authorization });
      expect(res.status).toBe(401);
      expect(res.json.status).toBe('failed');
    }
  });

  test('malformed JSON and non-object bodies -> 400 JSON', async () => {
    for (const body of ['{"uid":', 'not json', '[1,2]', 'null', '"uid"', '42']) {
      const res = await api(srv.base, 'checkSub', body, { Language: 'en' });
      expect(res.status).toBe(400);
      expect(res.json.status).toBe('failed');
    }
  });

  test('oversize body -> 413 JSON', async () => {
    const res = await api(srv.base, 'checkSub', { uid: 'demo-active', pad: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.json.status).toBe('failed');
  });

  test('oversize chunked body (no Content-Length) -> 413 JSON', async () => {
    const res = await raw(srv.port, '/api/checkSub', {
      method: 'POST',
      headers: { Authorization: AUTH, 'Transfer-Encoding': 'chunked' },
      body: JSON.stringify({ uid: 'demo-active', pad: 'x'.repeat(40_000) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).status).toBe('failed');
  });

  test('unknown API path -> 404, GET -> 405', async () => {
    expect((await api(srv.base, 'nope', {})).status).toBe(404);
    expect((await raw(srv.port, '/api/checkSub')).status).toBe(405);
  });

  test('garbage HTTP gets a 400 and the socket closes', async () => {
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve, reject) => {
      const s = connect(srv.port, '127.0.0.1', () => s.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      s.setTimeout(5000, () => s.destroy(new Error('timeout')));
      s.on('data', (c) => (data += c));
      s.on('close', () => resolve(data));
      s.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });

  test('CORS preflight for a configured origin lists every client header', async () => {
    const res = await raw(srv.port, '/api/checkSub', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://cdn.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,language,topic',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://cdn.example');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of [
      'authorization',
      'content-type',
      'language',
      'appversion',
      'reqfrom',
      'serviceid',
      'campaign',
      'rcid',
      'flow',
      'blocked',
      'breason',
      'sessionid',
      'msisdn',
      'topic',
    ]) {
      expect(allowed).toContain(h);
    }
    const actual = await api(srv.base, 'checkSub', { uid: 'demo-active' }, { Origin: 'https://cdn.example' });
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://cdn.example');
  });

  test('other origins get no CORS grant', async () => {
    const res = await raw(srv.port, '/api/checkSub', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
