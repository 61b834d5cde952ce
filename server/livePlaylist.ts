/** server/media/live/segments.json: a short fMP4 recording cut into equal segments, played in a loop. */
export interface LoopSpec {
  init: string;
  segments: string[];
  /** Seconds per segment. */
  duration: number;
  codecs?: string;
}

/** Segments listed at once: hls.js starts about three target durations behind the live edge. */
export const WINDOW_SEGMENTS = 6;

/** Where segment number k of the broadcast is served (see routes/live.ts). */
export const segmentUri = (k: number) => `segment.m4s?n=${k}`;

const FILE = /^[\w.-]+$/;

export function isLoopSpec(v: unknown): v is LoopSpec {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    Array.isArray(s.segments) &&
    s.segments.length > 0 &&
    s.segments.every((x) => typeof x === 'string' && FILE.test(x)) &&
    typeof s.duration === 'number' &&
    s.duration > 0 &&
    typeof s.init === 'string' &&
    FILE.test(s.init)
  );
}

/** Segments completely on air at `nowMs`: the loop "airs" continuously since the epoch. */
export function airedSegments(spec: LoopSpec, nowMs: number): number {
  return Math.floor(nowMs / 1000 / spec.duration);
}

/**
 * A sliding live media playlist computed from the clock alone: no end tag, the media sequence
 * advancing one segment per segment duration, and no discontinuities (segment.m4s?n=k carries
 * continuous timestamps, see liveSegment.ts).
 */
export function livePlaylist(spec: LoopSpec, nowMs: number): string {
  const aired = airedSegments(spec, nowMs);
  const first = Math.max(0, aired - WINDOW_SEGMENTS);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(spec.duration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${spec.init}"`,
  ];
  for (let k = first; k < aired; k++) lines.push(`#EXTINF:${spec.duration.toFixed(3)},`, segmentUri(k));
  return `${lines.join('\n')}\n`;
}
