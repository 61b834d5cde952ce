import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, makeDirs, raw, start, type Running } from './testing/helpers.ts';

const dirs = makeDirs();
let srv: Running;

beforeAll(async () => {
  mkdirSync(join(dirs.mediaDir, 'live'), { recursive: true });
  mkdirSync(join(dirs.distDir, 'media'), { recursive: true });
  writeFileSync(join(dirs.distDir, 'media', 'loop.webm'), 'webm');
  // The real sample loop, so the live route serves real fMP4.
  const live = new URL('./media/live/', import.meta.url);
  for (const f of ['init.mp4', 'seg000.m4s', 'seg001.m4s'])
    copyFileSync(new URL(f, live), join(dirs.mediaDir, 'live', f));
  writeFileSync(
    join(dirs.mediaDir, 'live', 'segments.json'),
    JSON.stringify({ init: 'init.mp4', segments: ['seg000.m4s', 'seg001.m4s'], duration: 2 }),
  );
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});

describe('salatTimings', () => {
  test('days around the date, DD-MM-YYYY keys, localised rows', async () => {
    const res = await api(srv.base, 'salatTimings', { date: '01-01-2026' }, { Language: 'ar' });
    expect(res.status).toBe(200);
    const keys = Object.keys(res.json);
    expect(keys).toContain('01-01-2026');
    // Two keys beyond the days: the place the times are for (the operator's by default), and the
    // operator's place by name, in the request's language.
    expect(keys.filter((k) => !/^\d{2}-\d{2}-\d{4}$/.test(k))).toEqual(['place', 'operator']);
    expect(res.json.operator).toEqual({ name: 'مكة المكرمة', country: 'SA' });
    expect(res.json.place).toEqual({
      latitude: 21.4225,
      longitude: 39.8262,
      timeZone: 'Asia/Riyadh',
      method: 'UmmAlQura',
    });
    const rows = res.json['01-01-2026'] as Array<Record<string, string>>;
    expect(rows.map((r) => r.id)).toEqual(['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']);
    expect(rows[0]).toMatchObject({ heading: 'الفجر', name: 'صلاة الفجر' });
    expect(rows[1]).toMatchObject({ heading: 'الشروق' });
    expect(rows[0].time).toMatch(/^\d{2}:\d{2}$/);
  });

  test.each([[{}], [{ date: '2026-01-01' }], [{ date: '31-02-2026' }], [{ date: 5 }]])(
    'bad body %j -> 400 JSON',
    async (body) => {
      const res = await api(srv.base, 'salatTimings', body, { Language: 'en' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ status: 'failed', message: 'The request body is invalid.' });
    },
  );

  test("the subscriber's place and method, when sent, replace the operator's", async () => {
    const paris = { latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' };
    const res = await api(srv.base, 'salatTimings', { date: '15-06-2026', ...paris }, { Language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.json.place).toEqual(paris);
    // The operator's place is still named beside a chosen one (the app ranks its country's towns first).
    expect(res.json.operator).toEqual({ name: 'La Mecque', country: 'SA' });
    const rows = res.json['15-06-2026'] as Array<Record<string, string>>;
    // Paris, 15 June 2026 (CEST): sunrise 05:46, Maghrib 21:56.
    expect(rows[1]).toMatchObject({ id: 'sunrise', name: 'Chourouk', time: '05:46' });
    expect(rows[4]).toMatchObject({ id: 'maghrib', time: '21:56' });
    // Only the method: the operator's place with another method.
    const only = await api(srv.base, 'salatTimings', { date: '15-06-2026', method: 'Egyptian', timeZone: null });
    expect(only.json.place).toEqual({
      latitude: 21.4225,
      longitude: 39.8262,
      timeZone: 'Asia/Riyadh',
      method: 'Egyptian',
    });
  });

  test.each([
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: 48.8 }],
    [{ longitude: 2.3 }],
    [{ latitude: '48.8', longitude: '2.3' }],
    [{ latitude: 48.8, longitude: -180.5 }],
    [{ latitude: Number.NaN, longitude: 0 }],
    [{ timeZone: 'Mars/Base' }],
    [{ timeZone: '+05:00' }],
    [{ timeZone: 'Europe/Paris'.repeat(10) }],
    [{ timeZone: 7 }],
    [{ method: 'Other' }],
    [{ method: 'constructor' }],
    [{ method: 'umMalqura' }],
    [{ method: ['UmmAlQura'] }],
  ])('bad place %j -> 400 JSON', async (fields) => {
    const res = await api(srv.base, 'salatTimings', { date: '01-01-2026', ...fields }, { Language: 'en' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: 'failed', message: 'The request body is invalid.' });
  });

  test('malformed JSON -> 400', async () => {
    expect((await api(srv.base, 'salatTimings', '{"date":')).status).toBe(400);
    expect((await api(srv.base, 'hajjData', '[1,2]')).status).toBe(400);
  });
});

describe('catalogues', () => {
  test('hajjData: categories of named, absolute links', async () => {
    const res = await api(srv.base, 'hajjData', {}, { Language: 'en' });
    const groups = res.json.hajjData as Array<{ hajjCategory: string; data: Array<{ name: string; link: string }> }>;
    expect(groups.length).toBeGreaterThan(1);
    expect(groups[0].data[0]).toEqual({ name: 'Ihram', link: `${srv.base}/media/hajj/ihram.mp3` });
  });

  test('api/hadithContent: months and content<id> lists', async () => {
    const res = await api(srv.base, 'api/hadithContent', {}, { Language: 'fr' });
    const months = res.json.month as Array<{ id: string; month: string }>;
    expect(months[0]).toEqual({ id: '1', month: 'Mouharram' });
    for (const m of months) {
      const list = res.json[`content${m.id}`] as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThan(0);
      expect(Object.keys(list[0]).sort()).toEqual(['fileSource', 'id', 'name', 'title']);
    }
  });

  test('ramadan: video and audio categories; a missing thumbnail stays missing', async () => {
    const res = await api(srv.base, 'ramadan', undefined as unknown as object);
    const { video, audio } = res.json.ramadanJson as {
      video: Array<{ data: Array<Record<string, string>> }>;
      audio: unknown[];
    };
    expect(video.length).toBeGreaterThan(0);
    expect(audio.length).toBe(3);
    expect(video[0].data.some((v) => v.thumbnail === undefined)).toBe(true);
    expect(video[0].data.some((v) => v.link.includes('youtube.com'))).toBe(true);
  });
});

describe('oembed stand-in', () => {
  test('known links get a thumbnail, others 404, no url 400', async () => {
    const known = await fetch(
      `${srv.base}/api/oembed?url=${encodeURIComponent(`${srv.base}/media/ramadan/video/video-2.webm`)}`,
    );
    expect(await known.json()).toMatchObject({ thumbnail_url: `${srv.base}/media/ramadan/video/video-2.jpg` });
    const yt = await fetch(
      `${srv.base}/api/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=NourSample1')}`,
    );
    expect(yt.status).toBe(200);
    expect((await fetch(`${srv.base}/api/oembed?url=https%3A%2F%2Fexample.com%2Fx`)).status).toBe(404);
    expect((await fetch(`${srv.base}/api/oembed`)).status).toBe(400);
  });
});

describe("the site's own /media/ files", () => {
  test('public/media (built into dist/media) is served when the media folder lacks the file', async () => {
    const res = await raw(srv.port, '/media/loop.webm');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect((await raw(srv.port, '/media/nothing.webm')).status).toBe(404);
  });
});

describe('live playlist', () => {
  test('a live HLS media playlist, never cached', async () => {
    const res = await raw(srv.port, '/media/live/live.m3u8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body.toString();
    expect(text).toMatch(/^#EXTM3U\n/);
    expect(text).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  test('listed segments are served with continuous timestamps; the future is not', async () => {
    const playlist = (await raw(srv.port, '/media/live/live.m3u8')).body.toString();
    const last = playlist.trim().split('\n').at(-1)!;
    const n = Number(/n=(\d+)/.exec(last)?.[1]);
    const seg = await raw(srv.port, `/media/live/${last}`);
    expect(seg.status).toBe(200);
    expect(seg.headers['content-type']).toBe('video/iso.segment');
    expect(seg.body.includes(Buffer.from('moof'))).toBe(true);
    expect((await raw(srv.port, `/media/live/segment.m4s?n=${n + 5}`)).status).toBe(404);
    expect((await raw(srv.port, '/media/live/segment.m4s?n=abc')).status).toBe(404);
  });
});
