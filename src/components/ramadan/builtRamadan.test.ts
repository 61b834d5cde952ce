import { describe, expect, it } from 'vitest';
import { builtRamadan } from './builtRamadan.ts';

const l = (s: string) => ({ fr: `${s}-fr`, en: `${s}-en`, ar: `${s}-ar` });

describe('builtRamadan, shaped like the API answer', () => {
  it('Ramadan: video and audio rows in file order, a missing thumbnail stays missing', () => {
    const entries = [
      { kind: 'video' as const, category: l('v'), items: [{ name: l('a'), link: 'r/a.webm' }] },
      { kind: 'audio' as const, category: l('a'), items: [{ name: l('b'), file: 'r/b.mp3' }] },
      { kind: 'video' as const, category: l('w'), items: [{ name: l('c'), link: 'r/c.webm', thumbnail: 'r/c.jpg' }] },
    ];
    expect(builtRamadan(entries, 'fr', '/api')).toEqual({
      video: [
        { ramadanCategory: 'v-fr', data: [{ name: 'a-fr', link: '/media/r/a.webm' }] },
        { ramadanCategory: 'w-fr', data: [{ name: 'c-fr', link: '/media/r/c.webm', thumbnail: '/media/r/c.jpg' }] },
      ],
      audio: [{ ramadanCategory: 'a-fr', data: [{ name: 'b-fr', link: '/media/r/b.mp3' }] }],
    });
  });
});
