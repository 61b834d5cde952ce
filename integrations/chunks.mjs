// How the browser build cuts the site's JavaScript into files. Four rules, all about what code
// does rather than where it sits, then the bundler's own splitting: a module goes into a chunk
// with the modules that exactly the same islands import. Rule 4 (integrations/pageChunks.mjs) cuts
// what several islands share by the pages that load it, so a page asks for few files.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { islandsByPage, LAYOUT, sharedByPage } from './pageChunks.mjs';

/**
 * React and the libraries the islands use: one chunk named by its content, kept across deploys of
 * our code. The bundler's runtime (its CommonJS wrapper, which React needs) is no group's to take:
 * Rolldown puts it in the one chunk that needs it, or in a chunk of its own if several do.
 * hls.js and quran-meta (the reading plan's tables) are for a few pages, loaded where used.
 */
const LIBRARY = /node_modules[\\/](?!hls\.js|quran-meta|@astrojs[\\/]react)|preload-helper/;
/** Astro's React renderer, which hydrates every island. */
const RENDERER = /@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;
/** The layout's island. With the renderer, on every page. */
const LAYOUT_ISLAND = /[\\/]src[\\/]layouts[\\/][^\\/]+\.tsx$/;
/** The app's life cycle, which the chrome loads after hydration on every page (src/app/load.ts). */
const LIFE_CYCLE = /[\\/]src[\\/]app[\\/]index\.ts$/;
/** Its chunk's name, by which scripts/weight.mjs finds it. */
export const LIFE_CYCLE_CHUNK = 'app';
/** More page modules than src/pages holds, so that rule 4 has a priority for each count. */
const MAX_PAGES = 64;

/**
 * @param {string} root the project's folder, for the report's module names
 * @param {string} reportDir where the report goes (the build's cache folder)
 * @returns {import('vite').Plugin}
 */
export default function chunks(root, reportDir) {
  /**
   * Every module the layout's islands import, and every module both the life cycle and some island
   * import (the API client, the answers' checks): every page runs them, so they go in one chunk.
   */
  const layout = new Set();
  /**
   * The rest of the life cycle, which the bundler leaves in its entry's own chunk, one script after
   * hydration. Not a group: `import()` of a module inside a group needs a namespace object, whose
   * helper then comes in a runtime chunk that every page loads (issue 47). So nothing else may
   * import these modules (src/app/index.ts exports what others need), or they would be split out.
   */
  const lifeCycle = new Set();
  /** Rule 4: each shared module's chunk, by the pages that load it (integrations/pageChunks.mjs). */
  let byPage = new Map();
  /** Each page module's islands, which the pages' build (before the browser's) reads from Astro. */
  const pageIslands = new Map();
  /** Each module's imports, static and dynamic, for the report the budget spec reads. */
  const graph = new Map();
  const name = (id) => relative(root, id.replace(/\?.*$/, ''));
  // The bundler's own helpers (its runtime) are virtual modules, no page's choice.
  const ours = (id) => !id.startsWith('\0');
  return {
    name: 'chunks',
    applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'prerender',
    config() {
      // Rule 4 placed every module its chunks import, but styles, which the bundler drops unless a
      // chunk names them: its groups take nothing more.
      const byPageGroups = Array.from({ length: MAX_PAGES }, (_, n) => ({
        name: (id) => (byPage.get(id)?.pages === n + 1 ? byPage.get(id).name : null),
        priority: n + 1,
        includeDependenciesRecursively: false,
      }));
      const groups = [
        { name: 'vendor', test: LIBRARY, priority: MAX_PAGES + 3 },
        { name: 'layout', test: (id) => layout.has(id), priority: MAX_PAGES + 2 },
        ...byPageGroups,
      ];
      // Rolldown lets a group leave its modules' imports where rule 4 put them only if an entry's
      // chunk may export more than its module does (an island's page imports just its default).
      const rolldownOptions = { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: { groups } } };
      return { environments: { client: { build: { rolldownOptions } } } };
    },
    buildEnd() {
      if (this.environment.name === 'prerender') return void islandsByPage(this, pageIslands);
      const imports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const all = [...this.getModuleIds()];
      /** What the modules that `start` matches import, statically, outside React and the layout. */
      const reach = (start) => {
        const seen = new Set();
        const queue = all.filter(start);
        while (queue.length) {
          const id = queue.pop();
          if (seen.has(id) || layout.has(id) || LIBRARY.test(id)) continue;
          seen.add(id);
          queue.push(...imports(id));
        }
        return seen;
      };
      // One entry per group: Rolldown then makes the group's chunk that entry's own (the React
      // renderer's), where two entries in it would each get a facade file of one line that every
      // page loads (issue 47). The layout's island stays its own small entry chunk.
      const isEntry = (id) => this.getModuleInfo(id)?.isEntry === true;
      for (const id of reach((id) => LAYOUT_ISLAND.test(id) || RENDERER.test(id))) {
        if (RENDERER.test(id) || !isEntry(id)) layout.add(id);
      }
      // Every page loads the life cycle, so what it shares with an island would come to every page
      // anyway, a few files at a time (issue 47: 9 scripts on every page after hydration).
      const islands = reach(isEntry);
      for (const id of reach((id) => LIFE_CYCLE.test(id))) (islands.has(id) ? layout : lifeCycle).add(id);
      const grouped = (id) => layout.has(id) || lifeCycle.has(id) || LIBRARY.test(id);
      byPage = sharedByPage(this, all, pageIslands, grouped, ['vendor', LIFE_CYCLE_CHUNK]);
      for (const [id, chunk] of byPage) if (chunk.name === LAYOUT) layout.add(id);
      if (pageIslands.size > MAX_PAGES) this.error(`chunks: ${pageIslands.size} page modules, more than MAX_PAGES`);
      for (const id of this.getModuleIds()) {
        const lazy = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        graph.set(name(id), { imports: imports(id).map(name), lazy: lazy.map(name) });
      }
    },
    // After Vite has dropped the chunks that held only CSS, so no import names a removed file.
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunkList = Object.values(bundle).filter((c) => c.type === 'chunk');
      // An entry names every chunk it needs, so the browser asks for them all at once rather
      // than finding them one level at a time (Rollup's hoistTransitiveImports, which Rolldown lacks).
      for (const chunk of chunkList) {
        if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
        const named = new Set(chunk.imports);
        const queue = [...chunk.imports];
        const hoisted = [];
        while (queue.length) {
          for (const file of bundle[queue.shift()]?.imports ?? []) {
            if (named.has(file)) continue;
            named.add(file);
            hoisted.push(file);
            queue.push(file);
          }
        }
        chunk.code = hoisted.map((file) => `import"./${file.split('/').pop()}";`).join('') + chunk.code;
      }
      // What a lazily loaded module brings along: the chunks it needs may hold rule 4's modules that
      // it does not import (the pages that load them at startup share them). Reported with their size,
      // so the budget holds these to the same small allowance as rule 4's own.
      const lazyUnused = new Map();
      for (const chunk of chunkList) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const used = new Set();
        const queue = [chunk.facadeModuleId];
        while (queue.length) {
          const id = queue.pop();
          if (used.has(id)) continue;
          used.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        const files = new Set([chunk.fileName]);
        for (const file of files) for (const next of bundle[file]?.imports ?? []) files.add(next);
        for (const file of files) {
          for (const id of bundle[file]?.moduleIds ?? []) {
            if (!used.has(id) && byPage.has(id)) lazyUnused.set(name(id), byPage.get(id).size);
          }
        }
      }
      const report = {
        chunks: Object.fromEntries(chunkList.map((c) => [c.fileName, c.moduleIds.filter(ours).map(name)])),
        entries: Object.fromEntries(
          chunkList.filter((c) => c.isEntry).map((c) => [c.fileName, name(c.facadeModuleId ?? '')]),
        ),
        modules: Object.fromEntries(graph),
        /** Rule 4's modules that some pages load without using (at startup or with a lazy module), with their size as it reckoned it. */
        unused: Object.fromEntries([
          ...[...byPage].filter(([, c]) => c.unused > 0).map(([id, c]) => [name(id), c.size]),
          ...lazyUnused,
        ]),
      };
      writeFileSync(join(reportDir, 'chunks.json'), JSON.stringify(report));
    },
  };
}
