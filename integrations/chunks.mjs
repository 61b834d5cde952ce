// How the browser build cuts the site's JavaScript into files. Two rules, both about what code
// does rather than where it sits, then the bundler's own splitting: a module goes into a chunk
// with the modules that exactly the same islands import, so a page loads only what its islands import.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** React and the libraries the islands use: one chunk named by its content, kept across deploys of our code. */
const LIBRARY = /node_modules[\\/](?!hls\.js|@astrojs[\\/]react)|preload-helper|rolldown[\\/]runtime/;
/** On every page: the layout's island and Astro's React renderer, which hydrates every island. */
const EVERY_PAGE = /[\\/]src[\\/]layouts[\\/][^\\/]+\.tsx$|@astrojs[\\/]react[\\/]dist[\\/]client\.js$/;

/**
 * @param {string} root the project's folder, for the report's module names
 * @param {string} reportDir where the report goes (the build's cache folder)
 * @returns {import('vite').Plugin}
 */
export default function chunks(root, reportDir) {
  /** Every module the layout's islands import: every page runs them, so they go in one chunk. */
  const layout = new Set();
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
        { name: 'vendor', test: LIBRARY, priority: 2 },
        { name: 'layout', test: (id) => layout.has(id), priority: 1 },
      ];
      return { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } } };
    },
    buildEnd() {
      const imports = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      const queue = [...this.getModuleIds()].filter((id) => EVERY_PAGE.test(id));
      while (queue.length) {
        const id = queue.pop();
        if (layout.has(id) || LIBRARY.test(id)) continue;
        layout.add(id);
        queue.push(...imports(id));
      }
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
