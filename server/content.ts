import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './messages.ts';

/** A text in the three app languages, as content/ stores it. */
export type Localized = Record<Lang, string>;

// Catalogue files are edited while the server runs in development: re-read one when it changes.
const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** Parsed content/<name>.json (validated at build by src/content.config.ts). */
export function readContent<T>(contentDir: string, name: string): T {
  const path = join(contentDir, `${name}.json`);
  const { mtimeMs } = statSync(path);
  const hit = cache.get(path);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  cache.set(path, { mtimeMs, value });
  return value as T;
}

/**
 * A media path relative to /media/ as an absolute URL on this server (`origin`), so a site built
 * against another origin's API still finds the files; absolute http(s) links (YouTube...) pass
 * through, and anything else (javascript:, //host) stays a path below /media/.
 */
export function mediaUrl(origin: string, link: string): string {
  if (/^https?:\/\//.test(link)) return link;
  return `${origin}/media/${link.replace(/^[\\/]+/, '')}`;
}
