import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { sendFile } from './reply.ts';
import { localePath, splitLocale } from '../src/shared/locales.ts';
import { shellRouteOf } from '../src/shared/routes.ts';

export interface StaticOptions {
  distDir: string;
  mediaDir: string;
}

async function fileStat(path: string): Promise<Stats | null> {
  try {
    const s = await stat(path);
    return s.isFile() || s.isDirectory() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Maps a decoded URL path below `root` to a file. Segments starting with "." are refused outright,
 * which rules out "..", "." and dotfiles; the prefix check is a second, independent guard.
 */
async function resolveFile(root: string, urlPath: string): Promise<{ file: string; stat: Stats } | null> {
  const segments = urlPath.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  const base = resolve(root);
  const target = join(base, ...segments);
  if (target !== base && !target.startsWith(base + sep)) return null;

  const s = await fileStat(target);
  if (s?.isFile() && !urlPath.endsWith('/')) return { file: target, stat: s };
  if (s?.isDirectory()) {
    // Astro's directory format: /x and /x/ both mean x/index.html, without redirecting.
    const index = join(target, 'index.html');
    const is = await fileStat(index);
    if (is?.isFile()) return { file: index, stat: is };
  }
  return null;
}

/**
 * The pre-rendered shell of a route whose ids the build could not all list (a hadith month the API
 * added later), answered with status 200 so the page is content, not a 404.
 */
async function shellFile(distDir: string, urlPath: string): Promise<{ file: string; stat: Stats } | null> {
  const { locale, route } = splitLocale(urlPath);
  const shell = shellRouteOf(route);
  return shell ? resolveFile(distDir, localePath(locale, shell)) : null;
}

function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  distDir: string,
): Promise<void> {
  const localeDir = localePath(splitLocale(urlPath).locale, '/');
  // Astro writes the default locale's page as 404.html and the others as <locale>/404/index.html.
  for (const name of ['404.html', '404/index.html']) {
    const page = join(resolve(distDir), localeDir, name);
    const s = await fileStat(page);
    if (s?.isFile()) return sendFile(req, res, page, s, { status: 404, cacheControl: 'no-cache' });
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
}

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  opts: StaticOptions,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    urlPath = '/\0'; // undecodable: guaranteed miss, answered with the 404 page
  }
  const media = urlPath.startsWith('/media/');
  // /media/ is the media host's folder, but the site's own public/media/ (the Makkah background
  // loop and poster) is built into dist/media/: look there when the media folder lacks a file.
  const found = media
    ? ((await resolveFile(opts.mediaDir, urlPath.slice('/media'.length))) ?? (await resolveFile(opts.distDir, urlPath)))
    : ((await resolveFile(opts.distDir, urlPath)) ?? (await shellFile(opts.distDir, urlPath)));
  if (!found) return sendNotFound(req, res, urlPath, opts.distDir);
  return sendFile(req, res, found.file, found.stat, { status: 200, cacheControl: cacheControl(urlPath, found.file) });
}
