import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiRoute } from '../http.ts';
import type { AppConfigResponse, Tile } from '../../src/shared/apiAnswers.ts';
import { publicOrigin } from '../proxy.ts';
import { requireScalars } from './fields.ts';

// The catalogue file is edited while the server runs in development; re-read it when it changes.
let cached: { path: string; mtimeMs: number; tiles: Tile[] } | null = null;

function loadTiles(contentDir: string): Tile[] {
  const path = join(contentDir, 'tiles.json');
  const { mtimeMs } = statSync(path);
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.tiles;
  const tiles: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(tiles)) throw new Error(`${path}: expected an array of tiles`);
  cached = { path, mtimeMs, tiles: tiles as Tile[] };
  return cached.tiles;
}

export const appConfig: ApiRoute<AppConfigResponse> = {
  path: 'appConfig',
  handle(body, { req, lang, options }) {
    requireScalars(body, ['msisdn', 'mcc', 'mnc', 'calling_code', 'reqFrom']);
    // Built from settings only (never from Host): a spoofed header must not send users elsewhere.
    const subUrl = new URL(options.subscribeUrl ?? `${publicOrigin(req, options)}/subscribe`);
    // French is the operator page's default language, so only en/ar need saying.
    if (lang !== 'fr') subUrl.searchParams.set('lang', lang);
    return {
      configData: { appVersion: '1.4', theme: 'green' },
      data: loadTiles(options.contentDir),
      subUrl: subUrl.href,
    };
  },
};
