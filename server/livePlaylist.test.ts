import { describe, expect, test } from 'vitest';
import { WINDOW_SEGMENTS, isLoopSpec, livePlaylist } from './livePlaylist.ts';

const spec = { init: 'init.mp4', segments: ['s0.m4s', 's1.m4s', 's2.m4s', 's3.m4s'], duration: 2 };
const segmentsOf = (p: string) => p.split('\n').filter((l) => l.endsWith('.m4s'));
const tag = (p: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(p)?.[1]);

describe('live playlist', () => {
  test('a sliding window of the loop, no end tag', () => {
    const p = livePlaylist(spec, 21_000); // 10 segments aired
    expect(tag(p, 'EXT-X-MEDIA-SEQUENCE')).toBe(10 - WINDOW_SEGMENTS);
    expect(segmentsOf(p)).toEqual(['s0.m4s', 's1.m4s', 's2.m4s', 's3.m4s', 's0.m4s', 's1.m4s']);
    expect(p).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(p).not.toContain('ENDLIST');
  });

  test('the sequence advances with the clock, one segment per duration', () => {
    const a = livePlaylist(spec, 100_000);
    const b = livePlaylist(spec, 102_000);
    expect(tag(b, 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(a, 'EXT-X-MEDIA-SEQUENCE') + 1);
    expect(livePlaylist(spec, 101_999)).toBe(a);
  });

  test('a discontinuity at each wrap, counted once it slides out', () => {
    const p = livePlaylist(spec, 21_000); // first = 4 (s0, wrap dropped from the top), wrap again at 8
    expect(tag(p, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(1);
    expect(p.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    const lines = p.split('\n');
    expect(lines[lines.indexOf('#EXT-X-DISCONTINUITY') + 2]).toBe('s0.m4s');
  });

  test('the start of time lists what has aired so far', () => {
    expect(segmentsOf(livePlaylist(spec, 4_500))).toEqual(['s0.m4s', 's1.m4s']);
  });

  test('only plain file names are accepted from segments.json', () => {
    expect(isLoopSpec(spec)).toBe(true);
    expect(isLoopSpec({ ...spec, segments: ['../secret'] })).toBe(false);
    expect(isLoopSpec({ ...spec, duration: 0 })).toBe(false);
    expect(isLoopSpec({ segments: [] , duration: 2 })).toBe(false);
  });
});
