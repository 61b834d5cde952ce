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

function build(dir: string): void {
  execFileSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', OUT_DIR: './dist' },
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

describe("React's chunk", () => {
  it('keeps its URL, bytes and precache entry when only the app changes', { timeout: 300_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'nour-react-chunk-'));
    try {
      for (const entry of PROJECT) cpSync(join(root, entry), join(dir, entry), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      build(dir);
      renameSync(join(dir, 'dist'), join(dir, 'before'));

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
