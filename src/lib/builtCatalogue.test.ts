import { describe, expect, it } from 'vitest';
import { mediaLink, sameContent } from './builtCatalogue.ts';

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
