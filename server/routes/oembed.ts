import { HttpError, sendJson, type Route } from '../http.ts';
import { publicOrigin } from '../proxy.ts';
import { mediaUrl, readContent } from '../content.ts';

interface Known {
  id: string;
  thumbnail: string;
  title: string;
}

/**
 * GET /api/oembed?url=<media link>: a local stand-in for an oEmbed provider, so missing
 * thumbnails can be tried offline. Knows the links in content/oembed.json (local media by their
 * path under /media/); anything else is a 404, which the client shows as a neutral placeholder.
 */
export const oembedRoute: Route = {
  method: 'GET',
  path: '/api/oembed',
  handle({ req, res, query, options }) {
    const url = query.get('url');
    if (!url || url.length > 2048) throw new HttpError(400, 'badBody');
    const origin = publicOrigin(req, options);
    const local = `${origin}/media/`;
    const key = url.startsWith(local) ? url.slice(local.length) : url;
    const hit = readContent<Known[]>(options.contentDir, 'oembed').find((k) => k.id === key);
    if (!hit) throw new HttpError(404, 'notFound');
    sendJson(
      res,
      200,
      {
        version: '1.0',
        type: 'video',
        title: hit.title,
        thumbnail_url: mediaUrl(origin, hit.thumbnail),
      },
      // Shared caches may keep it: the origin inside comes from settings, or from proxy headers
      // that then belong in the cache key.
      {
        'Cache-Control': 'public, max-age=3600',
        ...(options.trustProxy && !options.publicOrigin
          ? { Vary: [res.getHeader('Vary'), 'X-Forwarded-Proto, X-Forwarded-Host, Host'].filter(Boolean).join(', ') }
          : {}),
      },
    );
  },
};
