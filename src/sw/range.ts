/**
 * The service worker's answer to a request for a whole file it holds (audio downloaded for
 * offline, or played to the end): what the reference server answers for the same file and the
 * same headers, through the one Range policy both run (`answerRange`, src/shared/range.ts).
 * Compiled at build into one script the Workbox-generated worker loads with importScripts
 * (integrations/pwa.mjs), where it is `nourRange.rangeResponse`; the audio route's plugin in
 * integrations/sw-rules.mjs calls it on every cached answer.
 */
import { answerRange } from '../shared/range.ts';

const STATUS_TEXT = { 200: 'OK', 206: 'Partial Content', 416: 'Range Not Satisfiable' } as const;

export async function rangeResponse(request: Request, cached: Response): Promise<Response> {
  // Only a whole file is sliced; anything else goes as it was stored.
  if (cached.status !== 200) return cached;
  const headers = new Headers(cached.headers);
  // The server says so on every answer for media (it compresses none).
  headers.set('accept-ranges', 'bytes');
  const range = request.headers.get('range');
  const ifRange = request.headers.get('if-range');
  // The server's If-Range rule: a range only of the copy the client names (a kept copy names none).
  const ranged = range && (!ifRange || ifRange === headers.get('etag') || ifRange === headers.get('last-modified'));
  if (!ranged) return new Response(cached.body, { status: 200, statusText: STATUS_TEXT[200], headers });

  const file = await cached.blob();
  const answer = answerRange(range, file.size);
  if (answer.status === 416) {
    // No body and, as from the server, no length.
    headers.delete('content-length');
    headers.set('content-range', answer.contentRange);
    return new Response(null, { status: 416, statusText: STATUS_TEXT[416], headers });
  }
  headers.set('content-length', String(answer.length));
  if (answer.status === 206) headers.set('content-range', answer.contentRange);
  const body = answer.status === 206 ? file.slice(answer.start, answer.end + 1) : file;
  return new Response(body, { status: answer.status, statusText: STATUS_TEXT[answer.status], headers });
}
