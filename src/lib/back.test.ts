import { describe, expect, it } from 'vitest';
import { backIsPrevious, backTarget, noteShown } from './back.ts';

// Every back rule, as [route, target in the green theme, target in the red theme].
const RULES: Array<[string, string | null, string | null]> = [
  ['/', null, null],
  ['/1', '/', '/'],
  ['/2', '/', '/'],
  ['/3', '/', '/'],
  ['/4', '/', '/'],
  ['/5', '/', '/'],
  ['/6', '/', '/'],
  ['/7', '/', '/'],
  ['/8', '/', '/'],
  ['/quran_detail/2', '/2', '/2'],
  ['/quran_detail/114', '/2', '/2'],
  ['/hadesList/3', '/7', '/'],
  ['/hadesList/month%2042', '/7', '/'],
  ['/dua_detail/0', '/3', '/3'],
  ['/islamicStoriesDetails/4', '/7', '/7'],
  ['/ramdan_list', '/8', '/8'],
  ['/allVideos', '/9', '/9'],
  ['/allAudios', '/9', '/9'],
  ['/9', '/', '/'],
  ['/alFatiha', '/2', '/2'],
  ['/login', '/', '/'],
  ['/anything/else', '/', '/'],
  ['/constructor', '/', '/'],
];

describe('backTarget', () => {
  it.each(RULES)('from %s goes to %s (green) and %s (red)', (route, green, red) => {
    expect(backTarget(route, 'green')).toBe(green);
    expect(backTarget(route, 'red')).toBe(red);
  });
});

describe('backIsPrevious', () => {
  it('steps back when the entry before shows the target', () => {
    noteShown(0, '/2');
    noteShown(1, '/quran_detail/5');
    expect(backIsPrevious(1, '/2')).toBe(true);
    expect(backIsPrevious(1, '/3')).toBe(false);
  });

  it('steps back to the search results or the bookmarks a page was opened from', () => {
    noteShown(3, '/search');
    noteShown(4, '/quran_detail/2');
    expect(backIsPrevious(4, '/2')).toBe(true);
    noteShown(3, '/bookmarks');
    noteShown(4, '/dua_detail/4');
    expect(backIsPrevious(4, '/3')).toBe(true);
    // From any other page, its own target.
    noteShown(3, '/5');
    expect(backIsPrevious(4, '/3')).toBe(false);
  });

  it('opens the target when there is no entry before, or none known', () => {
    expect(backIsPrevious(0, '/2')).toBe(false);
    expect(backIsPrevious(undefined, '/2')).toBe(false);
    expect(backIsPrevious(42, '/2')).toBe(false);
  });
});
