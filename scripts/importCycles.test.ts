import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// A reader follows imports one way: a module that imports one which imports it back (even for a
// type) has no place to start reading. Tests and their helpers may lean on anything.
const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_PRODUCTION = /\.test\.ts$|(^|\/)testing\//;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function modulesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => SOURCE.test(f) && !NOT_PRODUCTION.test(f));
}

/** Each module's static imports of the project's own modules (relative paths only). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(join(root, file), 'utf8');
    const targets = [...code.matchAll(IMPORT)]
      .map((m) => relative(root, resolve(root, dirname(file), m[1] ?? m[2])))
      .filter((target) => SOURCE.test(target) && existsSync(join(root, target)));
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle, each once, as the modules it goes through back to its first. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next));
        cycles.set([...cycle].sort().join(' '), [...cycle, next]);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

describe('imports go one way', () => {
  test('finds a cycle where there is one, type imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      cyclesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  test.each(['server', 'src'])('no module of %s imports one that imports it back', (dir) => {
    const graph = importGraph(modulesUnder(dir));
    // The scan reads the code it should: most modules import another.
    expect([...graph.values()].filter((targets) => targets.length > 0).length).toBeGreaterThan(graph.size / 2);
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
