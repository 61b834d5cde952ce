import { describe, expect, it } from 'vitest';
import { chunksByPage, LAYOUT } from '../integrations/pageChunks.mjs';

type Module = { pages: Set<string>; size: number; imports: string[] };
const mod = (pages: string[], size: number, imports: string[] = []): Module => ({
  pages: new Set(pages),
  size,
  imports,
});
const limits = { pageCount: 6, small: 800, waste: 300 };
const names = (chunks: Map<string, { name: string }>) => Object.fromEntries([...chunks].map(([id, c]) => [id, c.name]));

describe('chunks by the pages that load them (rule 4 of integrations/chunks.mjs)', () => {
  it('puts modules loaded on the same pages in one chunk, whichever islands import them', () => {
    const chunks = chunksByPage(
      new Map([
        ['resume', mod(['surah'], 300)],
        ['useRoom', mod(['surah'], 200)],
        ['player', mod(['surah', 'dua'], 2000)],
      ]),
      () => false,
      limits,
    );
    expect(chunks.get('resume')!.name).toBe(chunks.get('useRoom')!.name);
  });

  it('folds a small part into one that every page needing it loads anyway, when the others pay little', () => {
    const chunks = chunksByPage(
      new Map([
        ['loadFailed', mod(['4', '8', '9'], 200)],
        ['catalogue', mod(['4', '7', '8', '9'], 2000)],
      ]),
      () => false,
      limits,
    );
    expect(chunks.get('loadFailed')).toEqual({ name: 'catalogue', pages: 4, unused: 1, size: 200 });
  });

  it('keeps a part apart when the pages that do not need it would pay more than it saves', () => {
    const chunks = chunksByPage(
      new Map([
        ['panel', mod(['home'], 450)],
        ['timings', mod(['home', '4'], 3000)],
      ]),
      () => false,
      limits,
    );
    expect(names(chunks)).toEqual({ panel: 'panel', timings: 'timings' });
  });

  it('folds a tiny part that most pages use into the layout, which every page loads', () => {
    const chunks = chunksByPage(new Map([['fill', mod(['a', 'b', 'c', 'd'], 100)]]), () => false, limits);
    expect(chunks.get('fill')).toMatchObject({ name: LAYOUT, pages: 6, unused: 2 });
  });

  it('never folds a large part, even onto the same pages', () => {
    const chunks = chunksByPage(
      new Map([
        ['big', mod(['a'], 900)],
        ['host', mod(['a', 'b'], 100)],
      ]),
      () => false,
      { ...limits, waste: 10_000 },
    );
    expect(chunks.get('big')!.name).toBe('big');
  });

  it('does not fold a part whose imports would make two chunks import each other', () => {
    // x (pages a) imports w (pages a, b, d). Folded into y (pages a, c), the nearest, y would import
    // w, which pages without w load: w may import y, and the two chunks would import each other.
    const chunks = chunksByPage(
      new Map([
        ['x', mod(['a'], 50, ['w'])],
        ['w', mod(['a', 'b', 'd'], 1500)],
        ['y', mod(['a', 'c'], 1500)],
      ]),
      () => false,
      { ...limits, waste: 1000 },
    );
    expect(names(chunks)).toEqual({ x: 'w', w: 'w', y: 'y' });
  });

  it('folds into the layout only what imports nothing outside it', () => {
    // As near as the layout, which is larger; but the layout's chunk would then import another.
    const chunks = chunksByPage(
      new Map([
        ['tiny', mod(['a', 'b', 'c', 'd', 'e'], 20, ['react', 'other'])],
        ['other', mod(['a', 'b', 'c', 'd', 'e', 'f'], 1200)],
      ]),
      (id) => id === 'react',
      limits,
    );
    expect(chunks.get('tiny')!.name).toBe('other');
  });

  it('gives two parts whose largest modules share a file name two chunk names, and takes no other group’s', () => {
    const chunks = chunksByPage(
      new Map([
        ['a/KeepButton.tsx', mod(['p'], 900)],
        ['b/KeepButton.tsx', mod(['q'], 900)],
        ['c/app.ts', mod(['r'], 900)],
      ]),
      () => false,
      { ...limits, reserved: ['app'] },
    );
    expect(new Set([...chunks.values()].map((c) => c.name))).toEqual(new Set(['KeepButton', 'KeepButton-2', 'app-2']));
  });
});
