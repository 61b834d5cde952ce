// Rule 4 of integrations/chunks.mjs: the bundler cuts shared code by which islands import it, so a
// page with five islands loaded a dozen files of 100 to 600 bytes (issue 47). Cut it instead by
// which pages load it, then fold each small part into one that every page needing it loads anyway.

import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';

/** The layout's chunk, on every page: a part may fold into it only if it imports nothing else. */
export const LAYOUT = 'layout';
/**
 * Sizes as a module ships, minified and gzipped on its own (a little more than in a chunk): a part
 * of up to SMALL folds into one loaded on the same pages or more, if what the others then load
 * unused is at most WASTE for each page that loads one file fewer.
 */
const SMALL = 800;
const WASTE = 300;
/**
 * Styles are inlined in the pages; the bundler drops their empty modules unless a chunk takes them
 * by name, and a chunk that held some would make the pages that import it load it for nothing.
 */
const STYLE = /\.css(\?|$)/;

/**
 * @param {Map<string, {pages: Set<string>, size: number, imports: string[]}>} modules the modules
 *   that two or more of the bundler's roots import, with the page kinds whose islands load them at
 *   startup, their source size, and their imports
 * @param {(id: string) => boolean} everyPage whether a module is already in a chunk every page loads
 * @param {{pageCount: number, small: number, waste: number, reserved?: string[]}} limits a part of
 *   at most `small` bytes folds into one loaded on the same pages or more, if the bytes the other
 *   pages then load unused are at most `waste` for each page that loads one file fewer; `reserved`
 *   are the other groups' chunk names, which no part takes
 * @returns {Map<string, {name: string, pages: number, unused: number, size: number}>} each module's
 *   chunk (a name, or LAYOUT), how many pages load it, how many of those without using it, its size
 */
export function chunksByPage(modules, everyPage, { pageCount, small, waste, reserved = [] }) {
  /** Each set of pages' part, by the set written as a key. @type {Map<string, {key: string, pages: Set<string>, ids: string[], size: number}>} */
  const parts = new Map();
  const partOf = new Map();
  for (const [id, m] of modules) {
    const key = [...m.pages].sort().join('\n');
    if (!parts.has(key)) parts.set(key, { key, pages: m.pages, ids: [], size: 0 });
    const part = parts.get(key);
    part.ids.push(id);
    part.size += m.size;
    partOf.set(id, part);
  }
  const layout = { pages: { size: pageCount, has: () => true }, ids: [], size: Infinity };
  const contains = (big, small) => [...small.pages].every((p) => big.pages.has(p));
  // A fold must not let two chunks import each other: whatever the folded part imports is in the
  // host, or in a part that every page of the host loads (the bundler's order then holds).
  const importsFit = (part, host) =>
    part.ids.every((id) =>
      modules.get(id).imports.every((dep) => {
        if (everyPage(dep)) return true;
        const at = partOf.get(dep);
        if (!at) return false;
        return at === part || at === host || (host !== layout && at !== layout && contains(at, host));
      }),
    );
  for (let folded = true; folded;) {
    folded = false;
    for (const part of [...parts.values()].sort((a, b) => a.size - b.size)) {
      if (part.size > small) break;
      const hosts = [...parts.values(), layout]
        .filter((host) => host !== part && contains(host, part) && importsFit(part, host))
        .map((host) => ({ host, extra: host.pages.size - part.pages.size }))
        .filter(({ extra }) => part.size * extra <= waste * part.pages.size)
        .sort((a, b) => a.extra - b.extra || b.host.size - a.host.size);
      if (!hosts.length) continue;
      const { host } = hosts[0];
      for (const id of part.ids) partOf.set(id, host);
      host.ids.push(...part.ids);
      host.size += part.size;
      parts.delete(part.key);
      folded = true;
      break;
    }
  }
  const chunkOf = new Map();
  const taken = new Set([LAYOUT, ...reserved]);
  for (const part of [...parts.values(), layout]) {
    // Named by its largest module, as the bundler would name it by its first; two parts, two names.
    const largest = [...part.ids].sort((a, b) => modules.get(b).size - modules.get(a).size)[0] ?? '';
    let name =
      part === layout
        ? LAYOUT
        : largest
            .split(/[\\/]/)
            .pop()
            .replace(/\.\w+$/, '');
    if (part !== layout) for (let n = 2; taken.has(name); n++) name = `${name.replace(/-\d+$/, '')}-${n}`;
    taken.add(name);
    for (const id of part.ids) {
      const { pages, size } = modules.get(id);
      chunkOf.set(id, { name, pages: part.pages.size, unused: part.pages.size - pages.size, size });
    }
  }
  return chunkOf;
}

/**
 * Which islands each page module hydrates or renders only in the browser (`client:only`), as
 * Astro's own analysis reads them from the pages' build.
 */
export function islandsByPage(context, pageIslands) {
  for (const id of context.getModuleIds()) {
    const astro = context.getModuleInfo(id)?.meta?.astro;
    const hydrated = [...(astro?.hydratedComponents ?? []), ...(astro?.clientOnlyComponents ?? [])];
    if (!hydrated.length) continue;
    const islands = hydrated.map((c) => (c.resolvedPath ? decodeURI(c.resolvedPath) : c.specifier));
    // Up the importers to the pages that render this component.
    const seen = new Set();
    const queue = [id];
    while (queue.length) {
      const at = queue.pop();
      if (seen.has(at)) continue;
      seen.add(at);
      if (/[\\/]src[\\/]pages[\\/]/.test(at)) {
        if (!pageIslands.has(at)) pageIslands.set(at, new Set());
        for (const island of islands) pageIslands.get(at).add(island);
      }
      queue.push(...(context.getModuleInfo(at)?.importers ?? []));
    }
  }
}

/**
 * Modules that two or more of the bundler's roots (islands, and what they load on demand) import,
 * outside the groups above, each with the pages that load it at startup: rule 4's chunks.
 */
export function sharedByPage(context, all, pageIslands, grouped, reserved) {
  const info = (id) => context.getModuleInfo(id);
  const lazy = (id) => (info(id)?.dynamicImporters.length ?? 0) > 0;
  const roots = new Set(all.filter((id) => info(id)?.isEntry || lazy(id)));
  // A module loaded on demand through a small module in front of it (one that imports it alone, so
  // that `import()` reaches an entry of its own: docs/architecture.md) is loaded on demand too, on
  // pages rule 4 does not see: it stays out of rule 4's parts, or it would bring them along.
  for (const id of all) {
    const imports = info(id)?.importedIds.filter((dep) => !STYLE.test(dep)) ?? [];
    if (lazy(id) && imports.length === 1) roots.add(imports[0]);
  }
  /** What a set of modules imports statically, outside the groups above, themselves included. */
  const reach = (start) => {
    const seen = new Set();
    const queue = [...start];
    while (queue.length) {
      const id = queue.pop();
      if (seen.has(id) || grouped(id)) continue;
      seen.add(id);
      queue.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const rootCount = new Map();
  for (const root of roots) for (const id of reach([root])) rootCount.set(id, (rootCount.get(id) ?? 0) + 1);
  const modules = new Map();
  for (const [page, islands] of pageIslands) {
    for (const id of reach([...islands].filter((island) => roots.has(island)))) {
      if (roots.has(id) || rootCount.get(id) < 2 || STYLE.test(id)) continue;
      if (!modules.has(id)) {
        const imports = (info(id)?.importedIds ?? []).filter((dep) => !grouped(dep) && !STYLE.test(dep));
        modules.set(id, { pages: new Set(), size: shippedSize(id, info(id)?.code ?? ''), imports });
      }
      modules.get(id).pages.add(page);
    }
  }
  return chunksByPage(modules, grouped, { pageCount: pageIslands.size, small: SMALL, waste: WASTE, reserved });
}

/** A module's code as the browser gets it, roughly: minified and gzipped on its own. */
function shippedSize(id, code) {
  const { code: minified, errors } = minifySync(id.replace(/\?.*$/, ''), code, { mangle: { toplevel: true } });
  return errors.length ? code.length : gzipSync(minified).length;
}
