import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AUTH, api, makeDirs, raw, start, type Running } from './testing/helpers.ts';

// Checked against quran-json itself, not against the module the route uses.
const require = createRequire(import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`quran-json/dist/${file}`), 'utf8')) as Array<{
    verses: Array<{ text: string; translation?: string }>;
  }>;
const arabic = read('quran.json');
const english = read('quran_en.json');
const french = read('quran_fr.json');

const dirs = makeDirs();
let srv: Running;

beforeAll(async () => {
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});

describe('quranData', () => {
  test('answers every verse of a surah in the Language header, with the audio URL', async () => {
    const en = await api(srv.base, 'quranData', { surah: 2 }, { Language: 'en' });
    expect(en.status).toBe(200);
    expect(en.json.audio).toBe('/media/quran/2.mp3');
    const verses = en.json.quranData as Array<{ v_word: string; v_default_translation: string }>;
    expect(verses).toHaveLength(286);
    verses.forEach((v, i) => {
      expect(v.v_word).toBe(arabic[1].verses[i].text);
      expect(v.v_default_translation).toBe(english[1].verses[i].translation);
    });
    const fr = await api(srv.base, 'quranData', { surah: 114 }, { Language: 'fr' });
    expect((fr.json.quranData as Array<{ v_default_translation: string }>).map((v) => v.v_default_translation)).toEqual(
      french[113].verses.map((v) => v.translation),
    );
  });

  test('Arabic requests get the Arabic text and an empty translation', async () => {
    const res = await api(srv.base, 'quranData', { surah: 1 }, { Language: 'ar' });
    expect(res.json.quranData).toEqual(arabic[0].verses.map((v) => ({ v_word: v.text, v_default_translation: '' })));
    expect(res.json.audio).toBe('/media/quran/1.mp3');
  });

  test('a digit string is read as the surah number', async () => {
    expect((await api(srv.base, 'quranData', { surah: '112' })).json.quranData).toHaveLength(4);
  });

  test.each([[0], [115], [-1], [2.5], ['two'], [null], [[2]], ['1e2'], [undefined]])(
    'surah %j is a 400 JSON error',
    async (surah) => {
      const res = await api(srv.base, 'quranData', surah === undefined ? {} : { surah }, { Language: 'en' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ status: 'failed', message: 'The request body is invalid.' });
    },
  );
});

describe('quranData, lighter and compressed', () => {
  test('audioOnly: the audio URL without the verses', async () => {
    const res = await api(srv.base, 'quranData', { surah: 2, audioOnly: true }, { Language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ quranData: [], audio: '/media/quran/2.mp3' });
  });

  test('audioOnly other than true is ignored: the whole answer', async () => {
    const res = await api(srv.base, 'quranData', { surah: 1, audioOnly: 'yes' }, { Language: 'en' });
    expect(res.json.quranData).toHaveLength(7);
  });

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', undefined],
  ])('Accept-Encoding %s: the answer is %s-encoded, and varies on it', async (accept, encoding) => {
    const res = await raw(srv.port, '/api/quranData', {
      method: 'POST',
      headers: { Authorization: AUTH, 'Content-Type': 'application/json', Language: 'fr', 'Accept-Encoding': accept },
      body: JSON.stringify({ surah: 2 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toContain('Accept-Encoding');
    const text = (
      encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body
    ).toString();
    const json = JSON.parse(text) as { quranData: unknown[] };
    expect(json.quranData).toHaveLength(286);
    if (encoding) expect(res.body.length).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  test('a small answer goes uncompressed', async () => {
    const res = await raw(srv.port, '/api/quranData', {
      method: 'POST',
      headers: { Authorization: AUTH, 'Content-Type': 'application/json', 'Accept-Encoding': 'br' },
      body: JSON.stringify({ surah: 2, audioOnly: true }),
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
