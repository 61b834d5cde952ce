import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getItem, memoryStore, useBackend } from '../../lib/storage.ts';
import { fetchAddress, storeAddress, storedAddress } from './audioAddress.ts';

beforeEach(() => {
  useBackend(memoryStore());
  vi.stubGlobal('location', new URL('https://nour.example/quran_detail/2'));
  vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
});
afterEach(() => {
  useBackend(null);
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the recitation address kept on the device', () => {
  test('per surah and language', () => {
    storeAddress(2, 'fr', '/media/quran/2.mp3');
    expect(storedAddress(2, 'fr')).toBe('/media/quran/2.mp3');
    expect(storedAddress(2, 'en')).toBeNull();
    expect(storedAddress(3, 'fr')).toBeNull();
  });

  test('a stored value that is not a safe media URL is not used', () => {
    storeAddress(2, 'fr', 'javascript:alert(1)');
    expect(storedAddress(2, 'fr')).toBeNull();
  });

  test('bounded: the oldest entries go first', () => {
    for (let i = 0; i < 400; i += 1)
      storeAddress((i % 114) + 1, (['fr', 'en', 'ar'] as const)[Math.floor(i / 114) % 3], `/a/${i}.mp3`);
    storeAddress(1, 'fr', '/a/last.mp3');
    expect(storedAddress(1, 'fr')).toBe('/a/last.mp3');
    expect(Object.keys(getItem<Record<string, string>>('quranAudio') ?? {})).toHaveLength(342);
  });
});

describe('fetchAddress', () => {
  test('asks for the audio alone', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      json(200, { quranData: [], audio: '/media/quran/2.mp3' }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchAddress(2)).toEqual({ ok: true, data: '/media/quran/2.mp3' });
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ surah: 2, audioOnly: true });
  });

  test('an API that answers in full works the same', async () => {
    vi.stubGlobal('fetch', () =>
      json(200, { quranData: [{ v_word: 'x', v_default_translation: 'y' }], audio: '/q/2.mp3' }),
    );
    expect(await fetchAddress(2)).toEqual({ ok: true, data: '/q/2.mp3' });
  });

  test('an API that refuses the option is asked the contract way', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => json(400, { status: 'failed' }))
      .mockImplementationOnce(() => json(200, { quranData: [], audio: '/q/2.mp3' }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchAddress(2)).toEqual({ ok: true, data: '/q/2.mp3' });
    expect(JSON.parse(fetch.mock.calls[1][1].body)).toEqual({ surah: 2 });
  });

  test('a 500 or an unsafe address is a failure, asked once', async () => {
    const fetch = vi.fn(() => json(500, {}));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchAddress(2)).ok).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', () => json(200, { quranData: [], audio: 'javascript:alert(1)' }));
    expect(await fetchAddress(2)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
