/** server/media/live/segments.json: a short recording cut into equal segments, played in a loop. */
export interface LoopSpec {
  init?: string;
  segments: string[];
  /** Seconds per segment. */
  duration: number;
  codecs?: string;
}

/** Segments listed at once: hls.js starts about three target durations behind the live edge. */
export const WINDOW_SEGMENTS = 6;

export function isLoopSpec(v: unknown): v is LoopSpec {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    Array.isArray(s.segments) && s.segments.length > 0 && s.segments.every((x) => typeof x === 'string' && /^[\w.-]+$/.test(x)) &&
    typeof s.duration === 'number' && s.duration > 0 &&
    (s.init === undefined || (typeof s.init === 'string' && /^[\w.-]+$/.test(s.init)))
  );
}

/**
 * A sliding live media playlist: the loop "airs" continuously since the epoch, so the window
 * depends only on the clock. Each pass over the loop restarts its timestamps, hence a
 * discontinuity at every wrap; EXT-X-DISCONTINUITY-SEQUENCE counts the ones that slid out.
 */
export function livePlaylist(spec: LoopSpec, nowMs: number): string {
  const n = spec.segments.length;
  const aired = Math.floor(nowMs / 1000 / spec.duration); // segments completely on air so far
  const first = Math.max(0, aired - WINDOW_SEGMENTS);
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${spec.init ? 7 : 3}`,
    `#EXT-X-TARGETDURATION:${Math.ceil(spec.duration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  if (spec.init) lines.push(`#EXT-X-MAP:URI="${spec.init}"`);
  for (let k = first; k < aired; k++) {
    if (k % n === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${spec.duration.toFixed(3)},`, spec.segments[k % n]);
  }
  return `${lines.join('\n')}\n`;
}
