import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { HttpError, type Ctx, type Route } from '../http.ts';
import { WINDOW_SEGMENTS, airedSegments, isLoopSpec, livePlaylist, type LoopSpec } from '../livePlaylist.ts';
import { shiftSegment, timescaleOf } from '../liveSegment.ts';

/**
 * A real local live stream (PUBLIC_LIVE_STREAM_URL's default): the looped segments in media/live/
 * "on air" since the epoch. GET /media/live/live.m3u8 is computed from the clock (never cached);
 * GET /media/live/segment.m4s?n=k is loop file k mod N with continuous timestamps.
 */
async function loadSpec(mediaDir: string): Promise<{ spec: LoopSpec; loopTicks: number }> {
  try {
    const spec: unknown = JSON.parse(await readFile(join(mediaDir, 'live', 'segments.json'), 'utf8'));
    if (!isLoopSpec(spec)) throw new Error('bad segments.json');
    const ticks = timescaleOf(await readFile(join(mediaDir, 'live', spec.init)));
    return { spec, loopTicks: Math.round(ticks * spec.duration) * spec.segments.length };
  } catch {
    throw new HttpError(404, 'notFound');
  }
}

function send(ctx: Ctx, res: ServerResponse, type: string, cache: string, body: Buffer | string): void {
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(ctx.req.method === 'HEAD' ? undefined : body);
}

export const liveRoutes: Route[] = [
  {
    method: 'GET',
    path: '/media/live/live.m3u8',
    async handle(ctx) {
      const { spec } = await loadSpec(ctx.options.mediaDir);
      send(ctx, ctx.res, 'application/vnd.apple.mpegurl', 'no-store', livePlaylist(spec, Date.now()));
    },
  },
  {
    method: 'GET',
    path: '/media/live/segment.m4s',
    async handle(ctx) {
      const { spec, loopTicks } = await loadSpec(ctx.options.mediaDir);
      const n = Number(ctx.query.get('n'));
      const aired = airedSegments(spec, Date.now());
      // Only what is on air or just slid out of the window: no fetching the future.
      if (!Number.isSafeInteger(n) || n < Math.max(0, aired - 4 * WINDOW_SEGMENTS) || n >= aired)
        throw new HttpError(404, 'notFound');
      const count = spec.segments.length;
      const file = await readFile(join(ctx.options.mediaDir, 'live', spec.segments[n % count]));
      send(
        ctx,
        ctx.res,
        'video/iso.segment',
        'public, max-age=60',
        shiftSegment(file, Math.floor(n / count), loopTicks),
      );
    },
  },
];
