// How the browser build cuts the site's JavaScript into files. Three rules, all about what code
// does rather than where it sits, then the bundler's own splitting: a module goes into a chunk
// with the modules that exactly the same islands import, so a page loads only what its islands import.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** React and the libraries the islands use: one chunk named by its content, kept across deploys of our code. */
const LIBRARY = /node_modules[\\/](?!hls\.js|@astrojs[\\/]react)|preload-helper|rolldown[\\/]runtime/;
/** On every page: the layout's island and Astro's React renderer, which hydrates every island. */
const EVERY_PAGE = /[\\/]src[\\/]layouts[\\/][^\\/]+\.tsx$|@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;
/** The app's life cycle, which the chrome loads after hydration on every page (src/app/load.ts). */
const LIFE_CYCLE = /[\\/]src[\\/]app[\\/]index\.ts$/;
/** Its chunk's name, by which scripts/weight.mjs finds it. */
export const LIFE_CYCLE_CHUNK = 'app';

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
  /** The rest of the life cycle: one chunk after hydration, not one per module it shares with nobody. */
  const lifeCycle = new Set();
  /** Each module's imports, static and dynamic, for the report the budget spec reads. */
  const graph = new Map();
  const name = (id) => relative(root, id.replace(/\?.*$/, ''));
  // The bundler's own helpers (its runtime) are virtual modules, no page's choice.
  const ours = (id) => !id.startsWith('\0');
  return {
    name: 'chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    config() {
      const groups = [
        { name: 'vendor', test: LIBRARY, priority: 3 },
        { name: 'layout', test: (id) => layout.has(id), priority: 2 },
        { name: LIFE_CYCLE_CHUNK, test: (id) => lifeCycle.has(id), priority: 1 },
      ];
      return { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } } };
    },
    buildEnd() {
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
      for (const id of reach((id) => EVERY_PAGE.test(id))) layout.add(id);
      // Every page loads the life cycle, so what it shares with an island would come to every page
      // anyway, a few files at a time (issue 47: 9 scripts on every page after hydration).
      const islands = reach((id) => this.getModuleInfo(id)?.isEntry === true);
      for (const id of reach((id) => LIFE_CYCLE.test(id))) (islands.has(id) ? layout : lifeCycle).add(id);
      for (const id of this.getModuleIds()) {
        const lazy = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        graph.set(name(id), { imports: imports(id).map(name), lazy: lazy.map(name) });
      }
    },
    // After Vite has dropped the chunks that held only CSS, so no import names a removed file.
    enforce: 'post',
    generateBundle(_options, bundle) {
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
      const report = {
        chunks: Object.fromEntries(chunkList.map((c) => [c.fileName, c.moduleIds.filter(ours).map(name)])),
        entries: Object.fromEntries(
          chunkList.filter((c) => c.isEntry).map((c) => [c.fileName, name(c.facadeModuleId ?? '')]),
        ),
        modules: Object.fromEntries(graph),
      };
      writeFileSync(join(reportDir, 'chunks.json'), JSON.stringify(report));
    },
  };
}
