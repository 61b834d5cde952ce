import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  arrayOf,
  isCheckSub,
  isHadithMonth,
  isHadithTrack,
  isQuranVerse,
  isRecord,
  isString,
  isTile,
  isUnsubscribe,
} from '../src/shared/apiAnswers.ts';
import { addSubscriber, api, makeDirs, start, type Running } from './testing/helpers.ts';

// The reference server's answers pass the very guards the app reads them with: one contract,
// written once (src/shared/apiAnswers.ts), checked from both sides.
const dirs = makeDirs();
let srv: Running;

beforeAll(async () => {
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir, devRoutes: true });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});

describe("the reference server's answers keep the app's contract", () => {
  test.each(['demo-active', 'demo-inactive', 'demo-failed', 'someone-new'])('checkSub for %s', async (uid) => {
    const { json } = await api(srv.base, 'checkSub', { uid }, { Language: 'ar' });
    expect(isCheckSub(json), JSON.stringify(json)).toBe(true);
  });

  test('unsubscribe, done and refused', async () => {
    await addSubscriber(srv.base, 'leaver', 'active');
    for (const uid of ['leaver', 'leaver', 'demo-failed']) {
      const { json } = await api(srv.base, 'unsubscribe', { uid });
      expect(isUnsubscribe(json), JSON.stringify(json)).toBe(true);
    }
  });

  test('appConfig: every tile, and the subscription URL', async () => {
    const { json } = await api(srv.base, 'appConfig', {});
    expect(arrayOf(isTile)(json.data)).toBe(true);
    expect((json.data as unknown[]).length).toBe(9);
    expect(isString(json.subUrl)).toBe(true);
  });

  test('quranData: the verses of a surah and its audio', async () => {
    const { json } = await api(srv.base, 'quranData', { surah: 1 });
    expect(arrayOf(isQuranVerse)(json.quranData)).toBe(true);
    expect((json.quranData as unknown[]).length).toBe(7);
    expect(isString(json.audio)).toBe(true);
  });

  test('hadithContent: every month and its tracks', async () => {
    const { json } = await api(srv.base, 'api/hadithContent', {});
    expect(arrayOf(isHadithMonth)(json.month)).toBe(true);
    const months = json.month as { id: string | number }[];
    expect(months.length).toBeGreaterThan(0);
    for (const m of months) expect(arrayOf(isHadithTrack)(json[`content${m.id}`]), `content${m.id}`).toBe(true);
  });

  test('the guards refuse what the app must not trust', () => {
    expect(isCheckSub({ status: 'success', subStatus: 'maybe' })).toBe(false);
    expect(isTile({ id: 1, image: 'x', title: { en: 'a', fr: 'b' } })).toBe(false);
    expect(isHadithTrack({ name: 'a', title: 'b', id: 1.5, fileSource: 'c' })).toBe(false);
    expect(isRecord([])).toBe(false);
  });
});
