import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as z } from 'node:zlib';
import { HTML_HEADERS } from './http.ts';
import { contentType, isCompressible } from './mime.ts';
import { answerRange } from '../src/shared/range.ts';

type Encoding = 'br' | 'gzip';
const compressors = {
  // Compressed on first request (then cached): level 6 costs a tenth of the CPU of 10-11 for a few % more bytes.
  br: (b: Buffer) => promisify(brotliCompress)(b, { params: { [z.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (b: Buffer) => promisify(gzip)(b, { level: 6 }),
};

// Compressed bodies, keyed by encoding + mtime + path so an edited file is recompressed. Bounded LRU.
const MAX_CACHE_BYTES = 32 * 1024 * 1024;
const MAX_COMPRESS_SIZE = 4 * 1024 * 1024;
const cache = new Map<string, Buffer>();
const inflight = new Map<string, Promise<Buffer>>();
let cacheBytes = 0;

async function compressed(file: string, mtimeMs: number, enc: Encoding): Promise<Buffer> {
  const key = `${enc}:${mtimeMs}:${file}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // re-insert to mark as most recently used
    cache.set(key, hit);
    return hit;
  }
  let pending = inflight.get(key);
  if (!pending) {
    pending = readFile(file).then((raw) => compressors[enc](raw));
    inflight.set(key, pending);
    pending
      .then(
        (body) => {
          cache.set(key, body);
          cacheBytes += body.length;
          for (const [k, v] of cache) {
            if (cacheBytes <= MAX_CACHE_BYTES) break;
            cache.delete(k);
            cacheBytes -= v.length;
          }
        },
        () => {},
      )
      .finally(() => inflight.delete(key));
  }
  return pending;
}

export function pickEncoding(accept: string | undefined): Encoding | null {
  const q = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const ims = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ims) && Math.floor(mtime.getTime() / 1000) * 1000 <= ims;
}

export interface SendOptions {
  status: number;
  cacheControl: string;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stat: Stats,
  opts: SendOptions,
): Promise<void> {
  const type = contentType(file);
  const compressible = isCompressible(type);
  const isFull = opts.status === 200;
  const rangeHeader = isFull ? req.headers.range : undefined;
  const enc =
    compressible && !rangeHeader && stat.size > 256 && stat.size <= MAX_COMPRESS_SIZE
      ? pickEncoding(req.headers['accept-encoding'])
      : null;
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${enc ? `-${enc}` : ''}"`;
  const lastModified = stat.mtime.toUTCString();

  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', opts.cacheControl);
  if (type.startsWith('text/html'))
    for (const [name, value] of Object.entries(HTML_HEADERS)) res.setHeader(name, value);
  if (compressible) res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (isFull) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    if (!compressible || !enc) res.setHeader('Accept-Ranges', 'bytes');
    if (notModified(req, etag, stat.mtime)) {
      res.writeHead(304).end();
      return;
    }
  }

  if (enc) {
    const body = await compressed(file, stat.mtimeMs, enc);
    res.writeHead(opts.status, { 'Content-Encoding': enc, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  let start = 0;
  let end = stat.size - 1;
  let status = opts.status;
  const ifRange = req.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === etag || ifRange === lastModified)) {
    // The policy (src/shared/range.ts) is the service worker's too, for the audio a phone kept.
    const range = answerRange(rangeHeader, stat.size);
    if (range.status === 416) {
      res.writeHead(416, { 'Content-Range': range.contentRange }).end();
      return;
    }
    if (range.status === 206) {
      ({ start, end } = range);
      status = 206;
      res.setHeader('Content-Range', range.contentRange);
    }
  }
  res.writeHead(status, { 'Content-Length': Math.max(0, end - start + 1) });
  if (req.method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  // A client aborting mid-download is normal (seeking); pipeline cleans up both streams.
  pipeline(createReadStream(file, { start, end }), res, () => {});
}

/** API answers smaller than this go as they are: compressing them saves less than its headers cost. */
const MIN_COMPRESS_JSON = 1024;

/**
 * A 200 JSON answer, compressed like the site's files when the client accepts it (quranData in
 * French is 188 KB of text, about a fifth of that in brotli), never cached by the browser.
 */
export async function sendApiJson(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
  const data = Buffer.from(JSON.stringify(body));
  const enc = data.length >= MIN_COMPRESS_JSON ? pickEncoding(req.headers['accept-encoding']) : null;
  const out = enc ? await compressors[enc](data) : data;
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '),
    ...(enc ? { 'Content-Encoding': enc } : {}),
    'Content-Length': out.length,
  });
  res.end(req.method === 'HEAD' ? undefined : out);
}
