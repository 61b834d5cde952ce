import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeDirs, raw, start, type Running } from './testing/helpers.ts';
import { LOCALES, localePath } from '../src/shared/locales.ts';
import { hadithMonthPath } from '../src/shared/routes.ts';

// A hadith month the API added after the build has no page of its own: the shell answers it.
const dirs = makeDirs();
let srv: Running;
const get = (path: string) => raw(srv.port, path, {});

beforeAll(async () => {
  for (const [rel, title] of [
    ['hadesList/index.html', 'fr shell'],
    ['en/hadesList/index.html', 'en shell'],
    ['ar/hadesList/index.html', 'ar shell'],
    ['hadesList/1/index.html', 'month 1'],
  ]) {
    mkdirSync(dirname(join(dirs.distDir, rel)), { recursive: true });
    writeFileSync(join(dirs.distDir, rel), `<!doctype html><title>${title}</title>`);
  }
  srv = await start({ dataDir: dirs.dataDir, distDir: dirs.distDir, mediaDir: dirs.mediaDir });
});
afterAll(async () => {
  await srv.stop();
  dirs.cleanup();
});

describe('hadith month shell', () => {
  test.each([
    ['/hadesList/1', 200, 'month 1'],
    ['/hadesList/42', 200, 'fr shell'],
    ['/hadesList/42/', 200, 'fr shell'],
    ['/hadesList/Month%2042', 200, 'fr shell'],
    ['/en/hadesList/42', 200, 'en shell'],
    ['/ar/hadesList/42', 200, 'ar shell'],
    ['/hadesList/42/extra', 404, 'fr 404'],
    ['/en/quran_detail/999', 404, 'en 404'],
    ['/hadesList/..%2F..%2Fsecret.txt', 404, 'fr 404'],
  ])('%s answers %i with %s', async (path, status, title) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body.toString()).toContain(`<title>${title}</title>`);
  });
});

describe('the CDN rewrite (public/_redirects)', () => {
  test("rewrites the month paths of every locale to that locale's shell, status 200", () => {
    const rules = readFileSync(new URL('../public/_redirects', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    const shell = hadithMonthPath('x').replace(/x$/, '');
    expect(rules).toEqual(LOCALES.map((l) => [`${localePath(l, shell)}/*`, `${localePath(l, shell)}/`, '200']));
  });
});
