/**
 * How a file's bytes answer a Range header: the one policy the reference server (server/reply.ts)
 * and the service worker (src/sw/range.ts, for audio it kept) both answer with, so a player gets
 * the same bytes online and offline.
 */
export type RangeAnswer =
  /** The whole file: no Range header, or one that is ignored. `end` is `size - 1` (-1 when empty). */
  | { status: 200; start: number; end: number; length: number }
  /** One range of it; `contentRange` is the Content-Range header's value. */
  | { status: 206; start: number; end: number; length: number; contentRange: string }
  /** Unsatisfiable: no body, and a Content-Range that gives the size. */
  | { status: 416; contentRange: string };

/**
 * The Range policy, one answer per case: a single satisfiable byte range -> 206, its end clamped
 * to the file's, a suffix (`-N`) longer than the file giving all of it; a single range that
 * starts past the end, or `-0`, or any range of an empty file -> 416, whose Content-Range
 * gives the size; no header, several ranges, another unit or a malformed value (`bytes=5-2`, `bytes=x`, `bytes=-`)
 * -> the whole file with 200, as RFC 9110 allows (no multipart answers: media players ask for one
 * range).
 */
export function answerRange(header: string | null | undefined, size: number): RangeAnswer {
  const whole = { status: 200, start: 0, end: size - 1, length: size } as const;
  const m = header == null ? null : /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return whole;
  const invalid = { status: 416, contentRange: `bytes */${size}` } as const;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return invalid;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    if (m[2] !== '' && Number(m[2]) < start) return whole;
    if (start >= size) return invalid;
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return { status: 206, start, end, length: end - start + 1, contentRange: `bytes ${start}-${end}/${size}` };
}
