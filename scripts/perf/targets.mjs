// Issue 47's targets, checked on every page kind by `npm run perf` (and its quick form in CI):
// after the first paint, a cheap phone must not feel the hydration.
//
// - TBT at most 100 ms, and (with --against) no more than the reference build's: a ratio of at
//   most 1.10, or 10 ms more on near-zero values, the spread of medians of 3 on this machine;
// - no long task over 100 ms from our code or React's rendering of it (scripts/perf/afterPaint.mjs
//   says whose JavaScript ran in each task; the browser's own parsing, style and layout are
//   reported, not counted here: TBT counts them);
// - at most 12 scripts per page kind (every script the page loads until its own work is done);
// - (with --against) first-visit bytes not above the reference build's, within the 1 % that varies
//   from one load to the next (the duas' 40 size requests: 0.7 %).
export const ISSUE_47 = { tbt: 100, tbtRatio: 1.1, tbtSlack: 10, task: 100, scripts: 12, bytesMargin: 1.01 };

/** Whose tasks count against "no task over 100 ms from our code or React's rendering of it". */
export const OURS = new Set(['ours', 'React', 'script']);

const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0);

/**
 * One page on one build over its runs: medians of each pass's figures. `passes` are what
 * scripts/perf.mjs keeps of each Lighthouse pass (tbt, scripts, requests, tasks, done...).
 */
export function summarize(passes) {
  const m = (f) => median(passes.map(f));
  const ourLongest = (p) => Math.max(0, ...p.tasks.filter((t) => OURS.has(t.owner)).map((t) => t.duration));
  // The run whose own longest task is the median's, to say whose code it was.
  const byLongest = [...passes].sort(
    (a, b) => Math.max(0, ...a.tasks.map((t) => t.duration)) - Math.max(0, ...b.tasks.map((t) => t.duration)),
  );
  const mid = byLongest[Math.floor(byLongest.length / 2)];
  const longestTask = mid?.tasks.reduce((a, t) => (t.duration > (a?.duration ?? -1) ? t : a), null);
  return {
    tbt: m((p) => p.tbt),
    tasks: m((p) => p.tasks.length),
    longest: m((p) => Math.max(0, ...p.tasks.map((t) => t.duration))),
    longestOwner: longestTask?.owner ?? null,
    blocking: m((p) => p.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
    ourLongest: m(ourLongest),
    // Our code's and React's long tasks over 100 ms, in every run (each run's count, median).
    ourOver: m((p) => p.tasks.filter((t) => OURS.has(t.owner) && t.duration > ISSUE_47.task).length),
    scripts: m((p) => p.scripts),
    requests: m((p) => p.requests),
    doneAt: m((p) => p.doneAt),
    cut: passes.filter((p) => !p.done).length,
    runs: passes.length,
  };
}

/** What a page misses of issue 47's targets, in words (empty when it meets them all). */
export function issue47Misses(now, ref, bytes) {
  const misses = [];
  if (now.tbt > ISSUE_47.tbt) misses.push(`TBT ${Math.round(now.tbt)} > ${ISSUE_47.tbt}`);
  if (ref && now.tbt > Math.max(ref.tbt * ISSUE_47.tbtRatio, ref.tbt + ISSUE_47.tbtSlack))
    misses.push(`TBT above the reference's (${Math.round(ref.tbt)})`);
  if (now.ourLongest > ISSUE_47.task) misses.push(`a ${Math.round(now.ourLongest)} ms task of ours or React's`);
  if (now.scripts > ISSUE_47.scripts) misses.push(`${now.scripts} scripts > ${ISSUE_47.scripts}`);
  if (bytes && bytes.ref != null && bytes.now > bytes.ref * ISSUE_47.bytesMargin)
    misses.push(`first visit ${kb(bytes.now)} KB > the reference's ${kb(bytes.ref)}`);
  return misses;
}

export const kb = (bytes) => (bytes / 1024).toFixed(0);

/** "ref → now (×ratio)" for a table cell. */
export function versus(ref, now, digits = 0) {
  const f = (x) => (x == null ? '–' : Number(x).toFixed(digits));
  if (ref == null) return `– → ${f(now)}`;
  const ratio = ref === 0 ? (now === 0 ? '1.00' : '∞') : (now / ref).toFixed(2);
  return `${f(ref)} → ${f(now)} (×${ratio})`;
}
