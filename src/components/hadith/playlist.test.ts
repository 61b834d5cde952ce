import { describe, expect, test } from 'vitest';
import { ended, external, initialPlaylist, select, toggle } from './playlist.ts';

describe('hadith playlist', () => {
  test('play/pause toggles', () => {
    const playing = toggle(initialPlaylist);
    expect(playing).toEqual({ index: 0, playing: true });
    expect(toggle(playing)).toEqual({ index: 0, playing: false });
  });

  test('choosing another track selects it and plays', () => {
    expect(select({ index: 0, playing: false }, 2, 4)).toEqual({ index: 2, playing: true });
    expect(select({ index: 0, playing: true }, 3, 4)).toEqual({ index: 3, playing: true });
  });

  test('choosing the playing track pauses it; choosing it again resumes', () => {
    const paused = select({ index: 1, playing: true }, 1, 4);
    expect(paused).toEqual({ index: 1, playing: false });
    expect(select(paused, 1, 4)).toEqual({ index: 1, playing: true });
  });

  test('an index outside the list changes nothing', () => {
    const s = { index: 1, playing: true };
    expect(select(s, 4, 4)).toBe(s);
    expect(select(s, -1, 4)).toBe(s);
    expect(select(s, 1.5, 4)).toBe(s);
  });

  test('track end: the next one, playing if it was', () => {
    expect(ended({ index: 0, playing: true }, 4)).toEqual({ index: 1, playing: true });
    expect(ended({ index: 2, playing: false }, 4)).toEqual({ index: 3, playing: false });
  });

  test('the end of the list stops cleanly on the last track', () => {
    expect(ended({ index: 3, playing: true }, 4)).toEqual({ index: 3, playing: false });
    expect(ended({ index: 0, playing: true }, 1)).toEqual({ index: 0, playing: false });
  });

  test('outside pauses and plays are followed', () => {
    const s = { index: 2, playing: true };
    expect(external(s, false)).toEqual({ index: 2, playing: false });
    expect(external(s, true)).toBe(s);
  });
});
