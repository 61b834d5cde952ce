/**
 * Turns the looped fMP4 segments into a continuous live stream: segment number k of the "broadcast"
 * is file k mod N with its decode time moved on by whole loops, so timestamps only ever grow (no
 * discontinuities for the player to stitch, as on a real radio stream).
 */
interface Box {
  type: string;
  start: number;
  size: number;
  header: number;
}

function* children(buf: Buffer, start: number, end: number): Generator<Box> {
  let off = start;
  while (off + 8 <= end) {
    let size = buf.readUInt32BE(off);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(off + 8));
      header = 16;
    } else if (size === 0) {
      size = end - off;
    }
    if (size < header || off + size > end) throw new Error('malformed MP4 box');
    yield { type: buf.toString('latin1', off + 4, off + 8), start: off, size, header };
    off += size;
  }
}

function find(buf: Buffer, path: string[], start = 0, end = buf.length): Box | null {
  for (const box of children(buf, start, end)) {
    if (box.type !== path[0]) continue;
    return path.length === 1 ? box : find(buf, path.slice(1), box.start + box.header, box.start + box.size);
  }
  return null;
}

/** The media timescale (ticks per second) from the init segment's mdhd. */
export function timescaleOf(init: Buffer): number {
  const mdhd = find(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('no mdhd in init segment');
  const body = mdhd.start + mdhd.header;
  return init.readUInt32BE(body + (init[body] === 1 ? 20 : 12));
}

/**
 * A copy of `segment` with its tfdt advanced by `loops` whole passes of the loop (`loopTicks` each),
 * and without its sidx (whose times would be stale; players do not need it). Sample data offsets
 * are relative to the moof, so dropping a box before it is safe.
 */
export function shiftSegment(segment: Buffer, loops: number, loopTicks: number): Buffer {
  const parts: Buffer[] = [];
  for (const box of children(segment, 0, segment.length)) {
    if (box.type !== 'sidx') parts.push(segment.subarray(box.start, box.start + box.size));
  }
  const out = Buffer.concat(parts);
  const tfdt = find(out, ['moof', 'traf', 'tfdt']);
  if (!tfdt) throw new Error('no tfdt in segment');
  const body = tfdt.start + tfdt.header;
  const shift = BigInt(loops) * BigInt(loopTicks);
  if (out[body] === 1) out.writeBigUInt64BE(out.readBigUInt64BE(body + 4) + shift, body + 4);
  else {
    const value = BigInt(out.readUInt32BE(body + 4)) + shift;
    if (value > 0xffffffffn) throw new Error('tfdt v0 overflow: the segments need a 64-bit tfdt');
    out.writeUInt32BE(Number(value), body + 4);
  }
  return out;
}

/** Reads a segment's decode time, for tests. */
export function decodeTimeOf(segment: Buffer): bigint {
  const tfdt = find(segment, ['moof', 'traf', 'tfdt']);
  if (!tfdt) throw new Error('no tfdt');
  const body = tfdt.start + tfdt.header;
  return segment[body] === 1 ? segment.readBigUInt64BE(body + 4) : BigInt(segment.readUInt32BE(body + 4));
}
