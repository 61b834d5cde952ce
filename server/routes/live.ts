import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError, type Route } from '../http.ts';
import { isLoopSpec, livePlaylist } from '../livePlaylist.ts';

/**
 * GET /media/live/live.m3u8: a real local live stream (PUBLIC_LIVE_STREAM_URL's default), built
 * on each request from the looped segments in media/live/. Never cached: it changes every segment.
 */
export const liveRoute: Route = {
  method: 'GET',
  path: '/media/live/live.m3u8',
  async handle({ req, res, options }) {
    let spec: unknown;
    try {
      spec = JSON.parse(await readFile(join(options.mediaDir, 'live', 'segments.json'), 'utf8'));
    } catch {
      throw new HttpError(404, 'notFound');
    }
    if (!isLoopSpec(spec)) throw new HttpError(404, 'notFound');
    const body = livePlaylist(spec, Date.now());
    res.writeHead(200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  },
};
