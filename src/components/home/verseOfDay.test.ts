import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPTS } from '../../../integrations/pre-paint.mjs';
import { readVersesOfDay } from '../../../content/catalogue.ts';
import { readVerseOfDay, verseOfDayIndex } from './verseOfDay.ts';

const { VERSE_OF_DAY_SCRIPT } = PRE_PAINT_SCRIPTS;
const VERSES = readVersesOfDay();

describe('which verse is the verse of the day', () => {
  it('is the same all day long on the phone’s calendar, and the next one the next day', () => {
    const n = VERSES.length;
    const morning = verseOfDayIndex(new Date(2026, 11, 1, 0, 5), n);
    expect(verseOfDayIndex(new Date(2026, 11, 1, 23, 55), n)).toBe(morning);
    expect(verseOfDayIndex(new Date(2026, 11, 2, 0, 5), n)).toBe((morning + 1) % n);
  });

  it('goes through the whole list, one a day, before it comes back', () => {
    const n = VERSES.length;
    const seen = new Set(Array.from({ length: n }, (_, d) => verseOfDayIndex(new Date(2027, 0, 1 + d, 12), n)));
    expect(seen.size).toBe(n);
    expect(verseOfDayIndex(new Date(2027, 0, 1 + n, 12), n)).toBe(verseOfDayIndex(new Date(2027, 0, 1, 12), n));
  });

  it('takes its text from quran-json, with the surah’s names', () => {
    const first = VERSES[0];
    expect(first).toMatchObject({ chapter: 2, verse: 152, name: { en: 'Al-Baqarah', ar: 'البقرة' } });
    expect(first.en).toMatch(/remember Me; I will remember you/);
    expect(first.ar).toMatch(/\p{Script=Arabic}/u);
  });
});

describe('an answer for the verse of the day', () => {
  const good = { ...VERSES[0] };
  it('is read when it has the shape the build writes', () => {
    expect(readVerseOfDay(good)).toEqual(good);
  });

  it.each([
    ['not an object', 'verse'],
    ['no chapter', { ...good, chapter: undefined }],
    ['a chapter past 114', { ...good, chapter: 115 }],
    ['a verse of 0', { ...good, verse: 0 }],
    ['an empty text', { ...good, fr: ' ' }],
    ['a text far too long', { ...good, en: 'x'.repeat(5000) }],
    ['no names', { ...good, name: null }],
    ['a name that is not text', { ...good, name: { ...good.name, ar: 7 } }],
  ])('is refused with %s', (_, value) => {
    expect(readVerseOfDay(value)).toBeNull();
  });
});

/** Runs the card's script on a home page in `lang` at `now`, its fetch answering `answer`. */
async function run(lang: string, now: Date, answer: () => Promise<{ ok: boolean; text: () => Promise<string> }>) {
  const el = () => ({ textContent: '', href: '' });
  const parts = { '.verse-day-ar': el(), '.verse-day-tr': el(), '.verse-day-link': el() };
  const card = {
    hidden: true,
    dataset: { count: String(VERSES.length), link: 'Read it in Surah {name}, {ref}' },
    querySelector: (s: keyof typeof parts) => parts[s] ?? null,
  };
  const asked: string[] = [];
  const document = { documentElement: { lang }, querySelector: (s: string) => (s === '.verse-day' ? card : null) };
  const FixedDate = class extends Date {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [now.getTime()]) as []));
    }
  };
  let done: () => void = () => {};
  const settled = new Promise<void>((resolve) => (done = resolve));
  const fetch = (url: string) => {
    asked.push(url);
    const p = answer();
    p.finally(() => setTimeout(done, 0)).catch(() => {});
    return p;
  };
  runInNewContext(VERSE_OF_DAY_SCRIPT, { document, Date: FixedDate, fetch, AbortController, setTimeout, clearTimeout });
  await settled;
  await new Promise((r) => setTimeout(r, 0));
  return { card, parts, asked };
}

describe("home's verse card", () => {
  const day = new Date(2026, 11, 1, 9, 0);
  const today = VERSES[verseOfDayIndex(day, VERSES.length)];
  const file = (value: unknown) => async () => ({ ok: true, text: async () => JSON.stringify(value) });

  it('fetches today’s file and fills the card, in English with its translation', async () => {
    const { card, parts, asked } = await run('en', day, file(today));
    expect(asked).toEqual([`/verse-of-day/${verseOfDayIndex(day, VERSES.length)}.json`]);
    expect(card.hidden).toBe(false);
    expect(parts['.verse-day-ar'].textContent).toBe(today.ar);
    expect(parts['.verse-day-tr'].textContent).toBe(today.en);
    expect(parts['.verse-day-link'].href).toBe(
      `/en${today.chapter === 1 ? '/alFatiha' : `/quran_detail/${today.chapter}`}#v${today.verse}`,
    );
    expect(parts['.verse-day-link'].textContent).toBe(
      `Read it in Surah ${today.name.en}, ${today.chapter}:${today.verse}`,
    );
  });

  it('in French, links without a language prefix', async () => {
    const { parts } = await run('fr', day, file(today));
    expect(parts['.verse-day-tr'].textContent).toBe(today.fr);
    expect(parts['.verse-day-link'].href).toMatch(/^\/(quran_detail\/\d+|alFatiha)#v\d+$/);
  });

  it.each([
    ['a 500', async () => ({ ok: false, text: async () => 'oops' })],
    ['malformed JSON', async () => ({ ok: true, text: async () => '{"chapter":' })],
    ['another shape', file({ verse: 'today' })],
    ['a huge answer', async () => ({ ok: true, text: async () => `"${'x'.repeat(20_000)}"` })],
    ['no network', async () => Promise.reject(new TypeError('offline'))],
  ])('stays hidden after %s', async (_, answer) => {
    const { card } = await run('en', day, answer);
    expect(card.hidden).toBe(true);
  });
});
