import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore, useBackend } from '../../lib/storage.ts';
import { dhikrFileSchema } from '../../../content/catalogue.ts';
import catalogue from '../../../content/dhikr.json' with { type: 'json' };
import {
  chosenEarly,
  initialState,
  isTasbihState,
  loadTasbih,
  parseSize,
  progress,
  reset,
  saveTasbih,
  tap,
} from './tasbih.ts';

const IDS = ['subhanallah', 'alhamdulillah'];

describe('counting', () => {
  it('closes a round at each multiple of its size, and counts each dhikr apart', () => {
    let state = { ...initialState('subhanallah'), size: 3 };
    const done: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const step = tap(state);
      state = step.state;
      done.push(step.roundDone);
    }
    expect(done).toEqual([false, false, true, false, false, true, false]);
    expect(state.counts).toEqual({ subhanallah: 7 });
    state = tap({ ...state, dhikr: 'alhamdulillah' }).state;
    expect(state.counts).toEqual({ subhanallah: 7, alhamdulillah: 1 });
    expect(reset(state).counts).toEqual({ subhanallah: 7, alhamdulillah: 0 });
  });

  it('shows a full round at its end, then starts the next at 1', () => {
    expect(progress(0, 33)).toEqual({ inRound: 0, rounds: 0 });
    expect(progress(32, 33)).toEqual({ inRound: 32, rounds: 0 });
    expect(progress(33, 33)).toEqual({ inRound: 33, rounds: 1 });
    expect(progress(34, 33)).toEqual({ inRound: 1, rounds: 1 });
    expect(progress(198, 99)).toEqual({ inRound: 99, rounds: 2 });
  });

  it('takes a custom round of 1 to 1000 only', () => {
    expect(parseSize('7')).toBe(7);
    expect(parseSize(' 1000 ')).toBe(1000);
    for (const bad of ['', '0', '1001', '3.5', '-2', 'abc', '1e3']) expect(parseSize(bad)).toBeNull();
  });
});

describe('what the phone keeps', () => {
  beforeEach(() => useBackend(memoryStore()));

  it('keeps the count across visits', () => {
    const state = { dhikr: 'alhamdulillah', size: 99, counts: { alhamdulillah: 40 } };
    expect(saveTasbih(state)).toBe(true);
    expect(loadTasbih(IDS)).toEqual(state);
  });

  it('starts afresh on nonsense, and on a dhikr the catalogue no longer has', () => {
    const kv = memoryStore();
    useBackend(kv);
    kv.setItem('tasbih', JSON.stringify({ dhikr: 'x', size: 0, counts: {} }));
    expect(loadTasbih(IDS)).toEqual(initialState('subhanallah'));
    expect(kv.getItem('tasbih')).toBeNull();
    kv.setItem('tasbih', JSON.stringify({ dhikr: 'gone', size: 33, counts: { subhanallah: 5 } }));
    expect(loadTasbih(IDS)).toEqual({ dhikr: 'subhanallah', size: 33, counts: { subhanallah: 5 } });
  });

  it('refuses counts that are not whole and positive', () => {
    expect(isTasbihState({ dhikr: 'a', size: 33, counts: { a: -1 } })).toBe(false);
    expect(isTasbihState({ dhikr: 'a', size: 33, counts: { a: 1.5 } })).toBe(false);
    expect(isTasbihState({ dhikr: 'a', size: 1001, counts: {} })).toBe(false);
    expect(isTasbihState({ dhikr: 'a', size: 33, counts: { a: 2 } })).toBe(true);
  });
});

describe('the dhikr catalogue', () => {
  it('holds the common dhikr, each with Arabic, transliteration and meaning, and refuses a duplicate', () => {
    const list = dhikrFileSchema.parse(catalogue);
    const names = list.map((d) => d.transliteration);
    for (const common of ['SubhanAllah', 'Alhamdulillah', 'Allahu Akbar', 'La ilaha illa Allah', 'Astaghfirullah'])
      expect(names).toContain(common);
    expect(() => dhikrFileSchema.parse([...catalogue, { ...catalogue[0], order: 99 }])).toThrow(/unique/);
    expect(() => dhikrFileSchema.parse([{ ...catalogue[0], ar: 'SubhanAllah' }, ...catalogue.slice(1)])).toThrow();
  });
});

describe('choices made in the HTML before the island hydrated', () => {
  it('are the dhikr and the round that differ from what the HTML showed', () => {
    expect(chosenEarly(IDS, 'alhamdulillah', 1)).toEqual({ dhikr: 'alhamdulillah', size: 99 });
    expect(chosenEarly(IDS, 'subhanallah', 0)).toEqual({});
  });

  it('leave out a dhikr the catalogue lacks, a custom round (no size in the HTML) and no choice', () => {
    expect(chosenEarly(IDS, 'unknown', 2)).toEqual({});
    expect(chosenEarly(IDS, undefined, -1)).toEqual({});
  });
});
