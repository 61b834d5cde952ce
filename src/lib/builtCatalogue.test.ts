import { describe, expect, it } from 'vitest';
import { builtHadith, builtHajj, builtRamadan, mediaLink, sameContent } from './builtCatalogue.ts';

const l = (s: string) => ({ fr: `${s}-fr`, en: `${s}-en`, ar: `${s}-ar` });

describe('mediaLink', () => {
  it('puts a content path below /media/ on this site when the API is here', () => {
    expect(mediaLink('/api', 'hajj/ihram.mp3')).toBe('/media/hajj/ihram.mp3');
  });
  it("uses the API's origin when the API is elsewhere", () => {
    expect(mediaLink('https://api.example/v1', 'hajj/ihram.mp3')).toBe('https://api.example/media/hajj/ihram.mp3');
  });
  it('passes absolute links through', () => {
    expect(mediaLink('/api', 'https://www.youtube.com/watch?v=x')).toBe('https://www.youtube.com/watch?v=x');
  });
});

describe('built catalogues, shaped like the API answers', () => {
  it('Hajj: sections in the page language', () => {
    const entries = [{ category: l('cat'), items: [{ name: l('n'), file: 'hajj/a.mp3' }] }];
    expect(builtHajj(entries, 'ar', '/api')).toEqual([
      { hajjCategory: 'cat-ar', data: [{ name: 'n-ar', link: '/media/hajj/a.mp3' }] },
    ]);
  });

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

describe('sameContent', () => {
  const base = 'http://127.0.0.1:4321/8';
  it("takes the built root-relative links and the API's absolute ones for the same files", () => {
    const built = [{ name: 'x', link: '/media/a.mp3' }];
    const api = [{ name: 'x', link: 'http://127.0.0.1:4321/media/a.mp3' }];
    expect(sameContent(built, api, base)).toBe(true);
  });
  it('sees a renamed item, another file or another origin', () => {
    const built = [{ name: 'x', link: '/media/a.mp3' }];
    expect(sameContent(built, [{ name: 'y', link: '/media/a.mp3' }], base)).toBe(false);
    expect(sameContent(built, [{ name: 'x', link: '/media/b.mp3' }], base)).toBe(false);
    expect(sameContent(built, [{ name: 'x', link: 'https://cdn.example/media/a.mp3' }], base)).toBe(false);
  });
  it('compares the lists of a Map', () => {
    const a = { lists: new Map([['1', [1]]]) };
    expect(sameContent(a, { lists: new Map([['1', [1]]]) }, base)).toBe(true);
    expect(sameContent(a, { lists: new Map([['1', [2]]]) }, base)).toBe(false);
  });
});
