import { describe, expect, it } from 'vitest';
import { builtHadith } from './builtHadith.ts';

const l = (s: string) => ({ fr: `${s}-fr`, en: `${s}-en`, ar: `${s}-ar` });

describe('builtHadith, shaped like the API answer', () => {
  it('hadith: every month, tracks only for the months asked', () => {
    const track = { id: 7, name: l('n'), title: l('t'), file: 'hadith/x.mp3' };
    const entries = [
      { id: '1', month: l('m1'), tracks: [track] },
      { id: '2', month: l('m2'), tracks: [track] },
    ];
    const built = builtHadith(entries, 'en', '/api', ['2']);
    expect(built.months).toEqual([
      { id: '1', month: 'm1-en' },
      { id: '2', month: 'm2-en' },
    ]);
    expect([...built.lists]).toEqual([
      ['2', [{ name: 'n-en', title: 't-en', id: 7, fileSource: '/media/hadith/x.mp3' }]],
    ]);
  });
});
