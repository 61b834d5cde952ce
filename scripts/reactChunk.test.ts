import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const PROJECT = [
  'src',
  'content',
  'public',
  'scripts',
  'integrations',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];
// An app-only change: a number in the app's own code (the stored event queue's limit).
const CHANGED = { file: 'src/lib/eventQueue.ts', from: 'QUEUE_LIMIT = 50;', to: 'QUEUE_LIMIT = 51;' };

/** The environment without what Vitest adds (NODE_ENV=test changes React's bytes), as `npm test` builds. */
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|MODE|VITEST.*)$/.test(name)),
);

function build(dir: string): void {
  execFileSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
    cwd: dir,
    env: { ...buildEnv, ASTRO_TELEMETRY_DISABLED: '1', OUT_DIR: './dist' },
    stdio: 'pipe',
  });
}

const scripts = (dist: string) => readdirSync(join(dist, '_astro')).filter((f) => f.endsWith('.js'));
/** React with the few libraries every island uses (integrations/chunks.mjs). */
const reactChunk = (dist: string) => scripts(dist).find((f) => /^vendor\.[\w-]+\.js$/.test(f));
/** The service worker's precache entry of a file: its URL and revision as Workbox wrote them. */
const precacheEntry = (dist: string, file: string) =>
  new RegExp(`\\{[^{}]*url:"_astro/${file.replace(/\./g, '\\.')}"[^{}]*\\}`).exec(
    readFileSync(join(dist, 'sw.js'), 'utf8'),
  )?.[0];

/**
 * `npm test` builds the project just before the unit tests and names that build here, so this test
 * builds only once more (a full build took about a minute of the unit tests' time); alone, it builds
 * both. The copy's folder does not enter the chunks' names or bytes: a build of it matches one of
 * the project.
 */
const GIVEN_BUILD = process.env.REACT_CHUNK_BASE;

describe("React's chunk", () => {
  it('keeps its URL, bytes and precache entry when only the app changes', { timeout: 300_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'nour-react-chunk-'));
    try {
      for (const entry of PROJECT) cpSync(join(root, entry), join(dir, entry), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      if (GIVEN_BUILD) symlinkSync(GIVEN_BUILD, join(dir, 'before'));
      else {
        build(dir);
        renameSync(join(dir, 'dist'), join(dir, 'before'));
      }

      const file = join(dir, CHANGED.file);
      const source = readFileSync(file, 'utf8');
      expect(source).toContain(CHANGED.from);
      writeFileSync(file, source.replace(CHANGED.from, CHANGED.to));
      build(dir);

      const [before, after] = [join(dir, 'before'), join(dir, 'dist')];
      // The change reached the app's scripts: some file was renamed…
      expect(scripts(after).filter((f) => !scripts(before).includes(f)).length).toBeGreaterThan(0);
      // …and React's was not.
      const react = reactChunk(before);
      expect(react).toBeDefined();
      expect(readFileSync(join(before, '_astro', react!), 'utf8')).toContain('react.transitional.element');
      expect(reactChunk(after)).toBe(react);
      expect(readFileSync(join(after, '_astro', react!))).toEqual(readFileSync(join(before, '_astro', react!)));
      expect(precacheEntry(before, react!)).toBeDefined();
      expect(precacheEntry(after, react!)).toBe(precacheEntry(before, react!));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
