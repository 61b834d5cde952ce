import { readFileSync } from 'node:fs';

interface Report {
  /** Each chunk's file (under the build's folder) and the modules in it. */
  chunks: Record<string, string[]>;
  /** Each entry chunk's file and the module it stands for (an island, Astro's renderer). */
  entries: Record<string, string>;
  /** Each module's static and dynamic imports. */
  modules: Record<string, { imports: string[]; lazy: string[] }>;
  /** Modules that rule 4 (integrations/pageChunks.mjs) let some pages load unused, at startup or with a lazily loaded module, and their size. */
  unused: Record<string, number>;
}

/** How the last build cut the site into chunks (integrations/chunks.mjs writes it next to the build). */
export function builtChunks() {
  const dir = `${process.env.OUT_DIR || './dist'}-cache`;
  const report = JSON.parse(readFileSync(`${dir}/chunks.json`, 'utf8')) as Report;
  return {
    chunks: report.chunks,
    unused: report.unused,
    /** Every module that the islands of these entry files import, at once or later. */
    importedBy(entryFiles: string[]): Set<string> {
      const seen = new Set<string>();
      const queue = entryFiles.map((file) => report.entries[file]).filter((m): m is string => !!m);
      while (queue.length) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const module = report.modules[id];
        if (module) queue.push(...module.imports, ...module.lazy);
      }
      return seen;
    },
  };
}
