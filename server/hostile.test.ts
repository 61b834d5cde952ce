import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { createApp, type AppInput } from './app.ts';
import { COMMON_HEADERS, HTML_HEADERS } from './http.ts';
import { AUTH, b64, makeDirs, raw, start, type RawResponse, type Running } from './testing/helpers.ts';
import { LANGS, msg } from './messages.ts';
import { fitEvent } from '../src/shared/eventFields.ts';

// What a hostile client can send, and the safe answer to each: a JSON error with the right
// status, nothing leaked or stored, and the process still answering afterwards.

const dirs = makeDirs();
const contentDir = join(dirs.root, 'content');
cpSync(new URL('../content/', import.meta.url), contentDir, { recursive: true });
// Links an operator's catalogue might carry by mistake: none may leave our origin as given.
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'data:text/html,<script>x</script>',
  '//evil.example/x',
  '\\\\evil.example\\x',
];
const localized = (s: string) => ({ fr: s, en: s, ar: s });
writeFileSync(
  join(contentDir, 'hajj.json'),
  JSON.stringify([
    { id: 'h', category: localized('c'), items: HOSTILE_LINKS.map((file) => ({ name: localized('n'), file })) },
  ]),
);

let srv: Running; // the defaults: no dev routes, no proxy, one CORS origin
let dev: Running; // DEV_ROUTES=1, to look at what was stored
const servers: Running[] = [];
async function boot(input: Partial<AppInput> = {}): Promise<Running> {
  const s = await start({
    dataDir: join(dirs.root, `data-${servers.length}`),
    distDir: dirs.distDir,
    mediaDir: dirs.mediaDir,
    contentDir,
    ...input,
  });
  servers.push(s);
  return s;
}

beforeAll(async () => {
  srv = await boot({ corsOrigins: ['https://app.example'] });
  dev = await boot({ devRoutes: true });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  dirs.cleanup();
});
afterEach(async () => {
  const alive = await post(srv, '/api/checkSub', '{"uid":"demo-active"}');
  expect(JSON.parse(alive.body.toString()).subStatus).toBe('active');
  expect(({} as Record<string, unknown>).uid, 'Object.prototype polluted').toBeUndefined();
});

const post = (s: Running, path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  raw(s.port, path, {
    method: 'POST',
    headers: { Authorization: AUTH, 'Content-Type': 'application/json', ...headers },
    body,
  });
const postEvent = (s: Running, body: string, headers: Record<string, string> = {}) =>
  raw(s.port, '/events', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', topic: 'service-usage', ...headers },
    body,
  });
const json = (res: RawResponse) => JSON.parse(res.body.toString()) as Record<string, unknown>;

function expectJsonError(res: RawResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(json(res)).toEqual({ status: 'failed', message: expect.any(String) });
  expect(res.body.toString()).not.toMatch(/Error|at \S+:\d+|node_modules|\/work\//);
}

const API = [
  'checkSub',
  'unsubscribe',
  'appConfig',
  'salatTimings',
  'quranData',
  'hajjData',
  'api/hadithContent',
  'ramadan',
];

describe('malformed JSON and wrong shapes, every endpoint', () => {
  test.each(API)('%s: malformed JSON -> 400', async (path) => {
    expectJsonError(await post(srv, `/api/${path}`, '{"uid": "demo-active",'), 400);
  });

  test.each(API.flatMap((path) => ['[1,2]', '"text"', '42', 'null', '\u0000{}'].map((body) => [path, body])))(
    '%s: non-object body %j -> 400',
    async (path, body) => {
      expectJsonError(await post(srv, `/api/${path}`, body), 400);
    },
  );

  test.each([
    ['checkSub', { uid: ['demo-active'] }],
    ['checkSub', { uid: { toString: 'demo-active' } }],
    ['unsubscribe', { uid: 12345 }],
    ['appConfig', { msisdn: [221], mcc: {} }],
    ['salatTimings', { date: 20260101 }],
    ['salatTimings', { date: '31-02-2026' }],
    ['salatTimings', { date: '01-01-2026'.repeat(1000) }],
    ['quranData', { surah: 1.5 }],
    ['quranData', { surah: '1e2' }],
    ['quranData', { surah: 115 }],
    ['quranData', { surah: [1] }],
  ])('%s with %j -> 400', async (path, body) => {
    expectJsonError(await post(srv, `/api/${path}`, JSON.stringify(body)), 400);
  });

  test.each([
    ['bad base64', '%%%'],
    ['base64 of broken JSON', Buffer.from('{"page":').toString('base64')],
    ['base64 of an array', b64(['page'])],
    ['non-string field', b64({ page: 'quran', event: 'open', trace: { a: 1 } })],
    ['latin-1 bytes, not UTF-8', Buffer.from([0x7b, 0xe9, 0x7d]).toString('base64')],
  ])('events: %s -> 400', async (_name, body) => {
    expectJsonError(await postEvent(srv, body), 400);
  });

  test.each([
    ['no url', ''],
    ['an overlong url', `?url=${'a'.repeat(3000)}`],
  ])('oembed: %s -> 400', async (_name, query) => {
    expectJsonError(await raw(srv.port, `/api/oembed${query}`), 400);
  });

  test.each(['javascript:alert(1)', 'https://evil.example/watch?v=1', '../../etc/passwd'])(
    'oembed: unknown url %s -> 404',
    async (url) => {
      expectJsonError(await raw(srv.port, `/api/oembed?url=${encodeURIComponent(url)}`), 404);
    },
  );
});

describe('oversize bodies', () => {
  test.each(['/api/checkSub', '/events'])('%s: Content-Length over the limit -> 413', async (path) => {
    const res = await (path === '/events'
      ? postEvent(srv, 'A'.repeat(20_000))
      : post(srv, path, `{"uid":"${'x'.repeat(20_000)}"}`));
    expectJsonError(res, 413);
    expect(res.headers.connection).toBe('close');
  });

  test.each(['/api/appConfig', '/events'])('%s: chunked body over the limit -> 413', async (path) => {
    const res = await raw(srv.port, path, {
      method: 'POST',
      headers: { Authorization: AUTH, topic: 'service-usage', 'Transfer-Encoding': 'chunked' },
      body: 'A'.repeat(40_000),
    });
    expectJsonError(res, 413);
  });

  test('an announced 10 MB body is refused before it is sent', async () => {
    const reply = await rawExchange(
      `POST /api/checkSub HTTP/1.1\r\nHost: x\r\nAuthorization: ${AUTH}\r\nContent-Length: 10000000\r\n\r\n{"uid":`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
  });

  test('a header block over 16 KB -> 431, not a crash', async () => {
    const reply = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
  });

  test('an address too long to read -> 431 with a page that says so in every language', async () => {
    const query = encodeURIComponent('الرحمن'.repeat(500));
    const reply = await rawExchange(`GET /ar/search?q=${query} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    const [head, body] = reply.split('\r\n\r\n');
    expect(head).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(Number(/content-length: (\d+)/i.exec(head)?.[1])).toBe(Buffer.byteLength(body));
    for (const lang of LANGS) {
      expect(body).toContain(msg('tooLong', lang));
      expect(body).toContain(`<section lang="${lang}"`);
    }
    expect(body).toContain('<a href="/">');
  });
});

/** Writes raw bytes, returns what came back when the server closed (bounded). */
function rawExchange(data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(srv.port, '127.0.0.1', () => socket.write(data));
    let reply = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (c) => {
      reply += c;
      if (/\r\n\r\n/.test(reply)) socket.end();
    });
    socket.on('close', () => resolve(reply));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? resolve(reply) : reject(err)));
  });
}

describe('path traversal on static files and media', () => {
  test.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e/.%2e/secret.txt',
    '/%252e%252e/secret.txt',
    '/x/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/x/..\\..\\secret.txt',
    '/index.html%00.txt',
    '/%00',
    '/media/../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/%2e%2e%2fsecret.txt',
    '/media/..%5c..%5csecret.txt',
    '/media/clip.mp3%00.html',
    '/media/%2fetc%2fpasswd',
    '//etc/passwd',
    '/media//etc/passwd',
  ])('%s -> 404, nothing outside the roots', async (path) => {
    const res = await raw(srv.port, path);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('outside the web roots');
    expect(res.body.toString()).not.toContain('root:');
  });
});

describe('Range', () => {
  test.each([
    ['several ranges', 'bytes=0-1,5-9'],
    ['a thousand ranges', `bytes=${Array.from({ length: 1000 }, (_, i) => `${i}-${i}`).join(',')}`],
    ['another unit', 'items=0-5'],
    ['garbage', 'bytes=abc'],
    ['end before start', 'bytes=9-5'],
    ['no numbers', 'bytes=-'],
  ])('%s -> 200 with the whole file once', async (_name, range) => {
    const res = await raw(srv.port, '/media/clip.mp3', { headers: { Range: range } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(1000);
    expect(res.headers['content-range']).toBeUndefined();
  });

  test.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=99999999999999999999999-'])(
    'unsatisfiable %s -> 416 with the size',
    async (range) => {
      const res = await raw(srv.port, '/media/clip.mp3', { headers: { Range: range } });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
    },
  );

  test('an end past the size is clamped', async () => {
    const res = await raw(srv.port, '/media/clip.mp3', { headers: { Range: 'bytes=990-99999999999999999999' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 990-999/1000');
  });
});

describe('credentials and CORS', () => {
  test.each([
    ['none', undefined],
    ['wrong password', `Basic ${btoa('nour-web:guess')}`],
    ['right password, wrong user', `Basic ${btoa('admin:public-web-client')}`],
    ['a bearer token', 'Bearer public-web-client'],
    ['not base64', 'Basic !!!'],
    ['a NUL after the password', `Basic ${btoa('nour-web:public-web-client\0')}`],
    ['an 8 KB header', `Basic ${'A'.repeat(8000)}`],
  ])('%s -> 401', async (_name, authorization) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (authorization) headers.Authorization = authorization;
    expectJsonError(
      await raw(srv.port, '/api/checkSub', { method: 'POST', headers, body: '{"uid":"demo-active"}' }),
      401,
    );
  });

  test.each(['https://evil.example', 'null', 'https://app.example.evil.example', 'http://app.example'])(
    'origin %s: preflight refused, nothing echoed',
    async (origin) => {
      const pre = await raw(srv.port, '/api/checkSub', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expectJsonError(pre, 403);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const call = await post(srv, '/api/checkSub', '{"uid":"demo-active"}', { Origin: origin });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );
});

describe('uids and prototype keys', () => {
  test.each([
    '<script>alert(1)</script>',
    `"'><img src=x onerror=alert(1)>`,
    'x'.repeat(65),
    'démo',
    'مستخدم',
    'demo-active\n',
    'demo-active ',
    '../demo-active',
  ])('uid %j -> 400 invalid uid, never echoed', async (uid) => {
    for (const path of ['/api/checkSub', '/api/unsubscribe']) {
      const res = await post(srv, path, JSON.stringify({ uid }));
      expectJsonError(res, 400);
      expect(res.body.toString()).not.toContain(uid.trim());
    }
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'uid %s is just an unknown subscriber',
    async (uid) => {
      expect(json(await post(srv, '/api/checkSub', JSON.stringify({ uid })))).toMatchObject({ subStatus: 'new' });
      expect(json(await post(srv, '/api/unsubscribe', JSON.stringify({ uid })))).toMatchObject({ status: 'failed' });
    },
  );

  test('a body whose __proto__ carries a uid does not lend it', async () => {
    expectJsonError(await post(srv, '/api/checkSub', '{"__proto__":{"uid":"demo-active"}}'), 400);
    expectJsonError(
      await post(srv, '/api/quranData', '{"__proto__":{"surah":1},"constructor":{"prototype":{"uid":"x"}}}'),
      400,
    );
  });

  test.each(['constructor', '__proto__', 'toString', 'valueOf'])(
    'surah, date and oembed url %s are refused',
    async (key) => {
      expectJsonError(await post(srv, '/api/quranData', JSON.stringify({ surah: key })), 400);
      expectJsonError(await post(srv, '/api/salatTimings', JSON.stringify({ date: key })), 400);
      expectJsonError(await raw(srv.port, `/api/oembed?url=${key}`), 404);
    },
  );

  test('hadith months answer only their own ids whatever the body asks', async () => {
    const res = json(await post(srv, '/api/api/hadithContent', '{"month":"__proto__","id":"constructor"}'));
    const ids = (res.month as { id: string }[]).map((m) => m.id);
    expect(Object.keys(res).sort()).toEqual(['month', ...ids.map((id) => `content${id}`)].sort());
  });

  test.each(['__proto__', 'constructor', '<script>'])('Language %s falls back to French', async (language) => {
    const res = await post(srv, '/api/checkSub', '{"uid":"demo-active"}', { Language: language });
    expect(json(res).message).toBe('Votre abonnement est actif.');
  });
});

describe('Host and X-Forwarded-* are not trusted', () => {
  const spoof = { Host: 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' };

  test('subUrl, media links and oEmbed stay on our origin', async () => {
    const base = `http://127.0.0.1:${srv.port}`;
    expect(json(await post(srv, '/api/appConfig', '{}', spoof)).subUrl).toBe(`${base}/subscribe`);
    const hajj = json(await post(srv, '/api/hajjData', '{}', spoof)) as { hajjData: { data: { link: string }[] }[] };
    const oembed = await raw(srv.port, `/api/oembed?url=${encodeURIComponent('ramadan/video/video-2.webm')}`, {
      headers: spoof,
    });
    for (const link of [...hajj.hajjData[0].data.map((d) => d.link), String(json(oembed).thumbnail_url)]) {
      expect(link.startsWith(`${base}/media/`), link).toBe(true);
      expect(new URL(link).origin).toBe(base);
    }
    expect(hajj.hajjData[0].data).toHaveLength(HOSTILE_LINKS.length);
  });

  test('a configured PUBLIC_ORIGIN wins over every header', async () => {
    const s = await boot({ publicOrigin: 'https://nour.example', trustProxy: true });
    const res = json(await post(s, '/api/appConfig', '{}', { ...spoof, Language: 'ar' }));
    expect(res.subUrl).toBe('https://nour.example/subscribe?lang=ar');
  });

  test('behind a trusted proxy its headers count, if well-formed', async () => {
    const s = await boot({ trustProxy: true });
    const good = json(
      await post(s, '/api/appConfig', '{}', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'nour.example' }),
    );
    expect(good.subUrl).toBe('https://nour.example/subscribe');
    const bad = json(
      await post(s, '/api/appConfig', '{}', {
        'X-Forwarded-Proto': 'javascript',
        'X-Forwarded-Host': 'evil.example/@x',
      }),
    );
    expect(bad.subUrl).toBe(`http://127.0.0.1:${s.port}/subscribe`);
  });

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/sub',
    '\\\\evil.example\\sub',
    'ftp://evil.example/',
  ])('a subscription URL or origin of %s is refused at start', (value) => {
    const base = { dataDir: join(dirs.root, 'never'), distDir: dirs.distDir };
    expect(() => createApp({ ...base, subscribeUrl: value })).toThrow(/SUBSCRIBE_URL/);
    expect(() => createApp({ ...base, publicOrigin: value })).toThrow(/PUBLIC_ORIGIN/);
  });

  test("the operator's subscription page is sent as configured", async () => {
    const s = await boot({ subscribeUrl: 'https://pay.operator.example/sub?offer=7' });
    const res = json(await post(s, '/api/appConfig', '{}', { ...spoof, Language: 'en' }));
    expect(res.subUrl).toBe('https://pay.operator.example/sub?offer=7&lang=en');
  });
});

describe('development routes are off by default', () => {
  test.each([
    ['GET', '/__dev/events'],
    ['GET', '/__dev/subscribers'],
    ['POST', '/__dev/subscribers'],
    ['POST', '/__dev/reset'],
  ])('%s %s is not there', async (method, path) => {
    const body = method === 'POST' ? '{"uid":"planted","status":"active"}' : undefined;
    const res = await raw(srv.port, path, { method, body });
    expect([404, 405]).toContain(res.status);
    expect(res.body.toString()).not.toContain('msisdn');
  });

  test('the stand-in says it is disabled and creates nobody', async () => {
    const page = await raw(srv.port, '/subscribe?lang=en');
    expect(page.status).toBe(404);
    expect(page.body.toString()).toContain('The stand-in page is disabled on this server');
    expect(page.body.toString()).not.toContain('<form');
    const submit = await raw(srv.port, '/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'lang=fr',
    });
    expect(submit.status).toBe(404);
    expect(submit.headers.location).toBeUndefined();
  });

  test('with DEV_ROUTES the stand-in says plainly what it is', async () => {
    const page = (await raw(dev.port, '/subscribe?lang=en')).body.toString();
    expect(page).toContain('This is not your operator&#39;s subscription page: it is a stand-in');
    expect(page).toContain('<form method="post" action="/subscribe">');
  });
});

describe('usage events', () => {
  const event = { page: 'quran', event: 'page_open', device_id: 'd-1', session_id: 's-1' };
  const stored = async () =>
    ((await (await fetch(`${dev.base}/__dev/events`)).json()) as { events: { payload: Record<string, string> }[] })
      .events;

  test('only known fields are stored, free text cut at its cap', async () => {
    await raw(dev.port, '/__dev/reset', { method: 'POST' });
    const hostile = {
      ...event,
      referrer_info: 'r'.repeat(4000),
      user_agent: 'ü'.repeat(600),
      evil: '<script>',
      constructor: 'x',
    };
    expect((await postEvent(dev, b64(hostile))).status).toBe(202);
    const [row] = await stored();
    expect(Object.keys(row.payload).sort()).toEqual([
      'device_id',
      'event',
      'page',
      'referrer_info',
      'session_id',
      'user_agent',
    ]);
    expect(row.payload.referrer_info).toBe('r'.repeat(1024));
    expect(row.payload.user_agent).toBe('ü'.repeat(512));
  });

  test('free text cut at its cap never ends in half an emoji or a letter without its mark', async () => {
    await raw(dev.port, '/__dev/reset', { method: 'POST' });
    // 'a' + 😀 repeated: the cap (512) falls after 'a' and the high half of an emoji.
    const userAgent = ('a' + '😀').repeat(300);
    // Each letter with its mark is two units: the cap (256) falls between س and its sukun.
    const trace = 'a' + 'بِسْ'.repeat(100);
    expect((await postEvent(dev, b64({ ...event, user_agent: userAgent, trace }))).status).toBe(202);
    const [row] = await stored();
    expect(row.payload.user_agent).toBe(('a' + '😀').repeat(170) + 'a');
    expect(row.payload.trace).toBe('a' + 'بِسْ'.repeat(63) + 'بِ');
    // And what the server stored is what the page would have sent after its own cut.
    expect(row.payload.user_agent).toBe(fitEvent({ user_agent: userAgent }).user_agent);
  });

  test("an operator's msisdn token up to 128 characters is stored; a longer one is refused", async () => {
    await raw(dev.port, '/__dev/reset', { method: 'POST' });
    const token = 'tok_' + 'A1b2'.repeat(31);
    expect((await postEvent(dev, b64({ ...event, msisdn: token }))).status).toBe(202);
    expect((await stored())[0].payload.msisdn).toBe(token);
    expectJsonError(await postEvent(dev, b64({ ...event, msisdn: token + 'x' })), 400);
  });

  test('a 12 KB referrer_info is refused whole (413) and not stored', async () => {
    await raw(dev.port, '/__dev/reset', { method: 'POST' });
    expectJsonError(await postEvent(dev, b64({ ...event, referrer_info: 'r'.repeat(12 * 1024) })), 413);
    expect(await stored()).toEqual([]);
  });

  test.each([
    ['an over-long device id', { ...event, device_id: 'd'.repeat(129) }],
    ['an over-long page', { ...event, page: 'p'.repeat(129) }],
    ['a __proto__ page', JSON.parse('{"__proto__":{"page":"x"},"event":"e"}')],
  ])('%s -> 400, not stored', async (_name, body) => {
    await raw(dev.port, '/__dev/reset', { method: 'POST' });
    expectJsonError(await postEvent(dev, b64(body)), 400);
    expect(await stored()).toEqual([]);
  });

  test('a hostile topic header -> 400', async () => {
    expectJsonError(await postEvent(srv, b64(event), { topic: 'x'.repeat(200) }), 400);
    expectJsonError(await postEvent(srv, b64(event), { topic: '' }), 400);
  });

  test('past the burst a client gets 429 with Retry-After; a forged X-Forwarded-For changes nothing', async () => {
    const s = await boot({ limits: { eventsBurst: 3, eventsPerMinute: 6 } });
    for (let i = 0; i < 3; i++) expect((await postEvent(s, b64(event))).status).toBe(202);
    const refused = await postEvent(s, b64(event), { 'X-Forwarded-For': '203.0.113.9' });
    expectJsonError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  test('behind a trusted proxy each client address has its own budget', async () => {
    const s = await boot({ trustProxy: true, limits: { eventsBurst: 1, eventsPerMinute: 1 } });
    const from = (ip: string) => postEvent(s, b64(event), { 'X-Forwarded-For': `198.51.100.1, ${ip}` });
    expect((await from('203.0.113.1')).status).toBe(202);
    expectJsonError(await from('203.0.113.1'), 429);
    expect((await from('203.0.113.2')).status).toBe(202);
  });
});

describe('security headers', () => {
  test.each(['/', '/x/', '/nope', '/en/nope'])('HTML %s cannot be framed or sniffed', async (path) => {
    const res = await raw(srv.port, path);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the stand-in page too, and every other answer is nosniff', async () => {
    const page = await raw(srv.port, '/subscribe');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const res of [
      await raw(srv.port, '/media/clip.mp3'),
      await post(srv, '/api/nope', '{}'),
      await raw(srv.port, '/', { method: 'DELETE' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('public/_headers asks a CDN for the same headers', () => {
    const file = readFileSync(new URL('../public/_headers', import.meta.url), 'utf8');
    const start = file.indexOf('/*\n');
    const all = file.slice(start, file.indexOf('\n\n', start) + 1);
    for (const [name, value] of Object.entries({ ...COMMON_HEADERS, ...HTML_HEADERS })) {
      expect(all).toContain(`  ${name}: ${value}\n`);
    }
  });
});
