import { describe, expect, it } from 'vitest';
import { builtHajj } from './builtHajj.ts';

const l = (s: string) => ({ fr: `${s}-fr`, en: `${s}-en`, ar: `${s}-ar` });

describe('builtHajj, shaped like the API answer', () => {
  it('Hajj: sections in the page language', () => {
    const entries = [{ category: l('cat'), items: [{ name: l('n'), file: 'hajj/a.mp3' }] }];
    expect(builtHajj(entries, 'ar', '/api')).toEqual([
      { hajjCategory: 'cat-ar', data: [{ name: 'n-ar', link: '/media/hajj/a.mp3' }] },
    ]);
  });
});
