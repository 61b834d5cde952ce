// The `ics` library (CommonJS, with yup and nanoid) bundled once into one self-contained ES module
// under public/, which the prayer page imports by URL when the subscriber asks for the calendar
// file. Bundled with the site instead, its CommonJS wrappers made the bundler move its runtime
// helpers out of the vendor chunk into a chunk of their own: one more script on every page.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ICS_MODULE_URL } from '../src/lib/icsModule.ts';

const root = new URL('..', import.meta.url).pathname;
const OUT = join(root, 'public', ICS_MODULE_URL);

/** Writes the module unless this version of `ics` was already bundled; returns whether it ran. */
export async function buildIcsModule() {
  const version = JSON.parse(readFileSync(join(root, 'node_modules/ics/package.json'), 'utf8')).version;
  const stamp = join(root, 'src/assets/generated/ics.version');
  if (existsSync(OUT) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return false;
  const { build } = await import('esbuild');
  rmSync(dirname(OUT), { recursive: true, force: true });
  mkdirSync(dirname(OUT), { recursive: true });
  const aside = `${OUT}.${process.pid}.tmp`;
  await build({
    stdin: { contents: "export { createEvents } from 'ics';", resolveDir: root },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    outfile: aside,
    logLevel: 'silent',
  });
  renameSync(aside, OUT);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, version);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`ics module: ${(await buildIcsModule()) ? 'built' : 'up to date'} at ${ICS_MODULE_URL}`);
}
