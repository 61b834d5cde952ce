import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './env.mjs';

/** Replaces what README.md holds between `<!-- name:begin -->` and `<!-- name:end -->`. */
export function writeReadmeSection(name, content) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < i) console.warn(`README.md has no ${name} markers: not written.`);
  else writeFileSync(readme, `${text.slice(0, i + begin.length)}\n${content}\n${text.slice(j)}`);
}
