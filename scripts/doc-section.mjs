import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './env.mjs';

/**
 * Replaces what a Markdown file of the repository (`file`, relative to its root, e.g.
 * `docs/budgets.md`) holds between `<!-- name:begin -->` and `<!-- name:end -->`.
 */
export function writeDocSection(file, name, content) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < i) console.warn(`${file} has no ${name} markers: not written.`);
  else writeFileSync(path, `${text.slice(0, i + begin.length)}\n${content}\n${text.slice(j)}`);
}
