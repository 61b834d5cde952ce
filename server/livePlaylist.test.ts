import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { WINDOW_SEGMENTS, isLoopSpec, livePlaylist } from './livePlaylist.ts';
import { decodeTimeOf, shiftSegment, timescaleOf } from './liveSegment.ts';

const spec = { init: 'init.mp4', segments: ['s0.m4s', 's1.m4s', 's2.m4s', 's3.m4s'], duration: 2 };
const segmentsOf = (p: string) => p.split('\n').filter((l) => l.startsWith('segment.m4s'));
const tag = (p: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(p)?.[1]);

describe('live playlist', () => {
  test('a sliding window of numbered segments, no end tag, no discontinuity', () => {
    const p = livePlaylist(spec, 21_000); // 10 segments aired
    expect(tag(p, 'EXT-X-MEDIA-SEQUENCE')).toBe(10 - WINDOW_SEGMENTS);
    expect(segmentsOf(p)).toEqual([4, 5, 6, 7, 8, 9].map((k) => `segment.m4s?n=${k}`));
    expect(p).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(p).not.toContain('ENDLIST');
    expect(p).not.toContain('DISCONTINUITY');
  });

  test('the sequence advances with the clock, one segment per duration', () => {
    const a = livePlaylist(spec, 100_000);
    const b = livePlaylist(spec, 102_000);
    expect(tag(b, 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(a, 'EXT-X-MEDIA-SEQUENCE') + 1);
    expect(livePlaylist(spec, 101_999)).toBe(a);
  });

  test('the start of time lists what has aired so far', () => {
    expect(segmentsOf(livePlaylist(spec, 4_500))).toHaveLength(2);
  });

  test('only plain file names are accepted from segments.json', () => {
    expect(isLoopSpec(spec)).toBe(true);
    expect(isLoopSpec({ ...spec, segments: ['../secret'] })).toBe(false);
    expect(isLoopSpec({ ...spec, init: undefined })).toBe(false);
    expect(isLoopSpec({ ...spec, duration: 0 })).toBe(false);
    expect(isLoopSpec({ ...spec, segments: [] })).toBe(false);
  });
});

// The real sample segments, when they have been generated.
const dir = new URL('./media/live/', import.meta.url);
const real = (() => {
  try {
    return {
      init: readFileSync(new URL('init.mp4', dir)),
      first: readFileSync(new URL('seg000.m4s', dir)),
      last: readFileSync(new URL('seg009.m4s', dir)),
    };
  } catch {
    return null;
  }
})();

describe.skipIf(!real)('continuous timestamps across loops', () => {
  test('each pass of the loop starts where the previous one ended', () => {
    const { init, first, last } = real!;
    const ticks = timescaleOf(init) * 2;
    const loopTicks = ticks * 10;
    const endOfFirstPass = decodeTimeOf(last) + BigInt(ticks);
    expect(decodeTimeOf(shiftSegment(first, 1, loopTicks))).toBe(endOfFirstPass);
    expect(decodeTimeOf(shiftSegment(first, 1_000_000, loopTicks))).toBe(
      decodeTimeOf(first) + 1_000_000n * BigInt(loopTicks),
    );
  });

  test('the sidx goes, the samples stay', () => {
    const shifted = shiftSegment(real!.first, 3, 960_000);
    expect(shifted.includes(Buffer.from('sidx'))).toBe(false);
    expect(shifted.subarray(-1000).equals(real!.first.subarray(-1000))).toBe(true);
  });
});
