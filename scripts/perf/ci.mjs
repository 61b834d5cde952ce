// The quick form of `npm run perf` that `npm test` runs (`npm run perf -- --ci`): issue 47's
// measure on a few page kinds, one Lighthouse pass each, on the build Playwright has just used
// (SKIP_BUILD=1), with no reference build (it would cost a build and maybe an install).
//
// A noisy 2-core machine must not make it flake, so it fails only on what the machine's load
// cannot change, and reports the rest:
// - hard (counted in `npm test`'s "N passed, N failed"):
//   - scripts: how many scripts the page loads until its work is done (a count, not a time);
//   - first-visit bytes (a count of bytes: within 1 % from one load to the next, /3's size
//     requests being the widest, 0.7 %);
//   - our code's or React's longest task after the first paint under a generous bound,
//     TASK_BOUND_MS, four times issue 47's 100 ms once scaled to a quiet machine (× the pass's
//     Lighthouse benchmark index / QUIET_BENCHMARK, when the machine is slower than that), and
//     measured again once before it counts as failed. A time is only judged on a machine that
//     is not overloaded (a load average of at most BUSY_LOAD_PER_CORE per core when the pass
//     ends): on this shared 2-core machine, with other builds and tests running at a load of
//     27, /4 went over it in two passes in a row even once scaled (402 ms scaled, 968 ms as
//     measured), so there the check is reported as not judged (neither passed nor failed); the
//     form waits up to 90 s for Playwright's load to fade before it starts;
// - reported only: TBT, the number of long tasks and their blocking time, and which of issue
//   47's targets the page misses (the full measure: `npm run perf -- --against <commit>`).
//
// Until issue 47's work lands, a page may miss its targets (12 scripts, not more bytes than
// the reference build 3936a81) by what it missed when this form was written (ALLOWED, from the
// table of 2026-11-29 in docs/budgets.md), plus 2 % for bytes: more than that fails, so a
// change that adds scripts or bytes fails before it lands. Lower the figures as pages get there;
// set a page's to its target (12 scripts, its reference bytes) once it meets it.
import { availableParallelism } from 'node:os';
import { ISSUE_47, OURS, issue47Misses } from './targets.mjs';

const cores = availableParallelism();

export const CI = {
  pages: ['/', '/3', '/4', '/quran_detail/2'],
  runs: 1,
};

/** Lighthouse's benchmark index of this kind of machine when it is quiet (docs/budgets.md: 800–900). */
export const QUIET_BENCHMARK = 900;
export const TASK_BOUND_MS = 400;
export const BUSY_LOAD_PER_CORE = 2;
const BYTES_MARGIN = 1.02;

/**
 * What each CI page may have until issue 47 lands: its scripts and first-visit bytes as this form
 * measured them on 2026-11-30 (the life cycle in one chunk, home's Hijri line and verse of the
 * day, /4's keys out of its script, shared code cut by the pages that load it, then no facade or
 * runtime chunk and afterNextPaint in the layout's chunk: /, /3 and /4 meet the 12 scripts), and
 * the reference build's (3936a81) bytes, issue 47's target (docs/budgets.md, 2026-11-29).
 */
export const ALLOWED = {
  '/': { scripts: ISSUE_47.scripts, bytes: 117410, reference: 106631 },
  '/3': { scripts: ISSUE_47.scripts, bytes: 97039, reference: 89698 },
  '/4': { scripts: ISSUE_47.scripts, bytes: 112181, reference: 99861 },
  '/quran_detail/2': { scripts: 17, bytes: 200658, reference: 188314 },
};

/** Before measuring: up to 90 s for the load average to fall to BUSY_LOAD_PER_CORE per core. */
export async function settle(loadavg) {
  const until = Date.now() + 90_000;
  while (loadavg()[0] > BUSY_LOAD_PER_CORE * cores && Date.now() < until) {
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cores} cores: waiting for it to fall`);
    await new Promise((r) => setTimeout(r, 10_000));
  }
}

/** The checks of the quick form: { passed, failed, checks: [{ name, ok, detail }], notes }. */
export function ciChecks(pages, results, firstVisits, summarize) {
  const checks = [];
  const notes = [];
  for (const page of pages) {
    const passes = results.get(page).page;
    const s = summarize(passes);
    const allowed = ALLOWED[page] ?? { scripts: ISSUE_47.scripts, bytes: 0 };
    if (!ALLOWED[page]) notes.push(`${page}: no allowance in scripts/perf/ci.mjs, its bytes not checked`);
    const maxScripts = Math.max(ISSUE_47.scripts, allowed.scripts);
    checks.push({
      name: `${page}: at most ${maxScripts} scripts`,
      ok: s.scripts <= maxScripts,
      detail:
        `${s.scripts} scripts (issue 47's target ${ISSUE_47.scripts})` +
        (s.scripts > maxScripts ? `: ${(passes.at(-1).scriptFiles ?? []).toSorted().join(' ')}` : ''),
    });
    const bytes = firstVisits.get(page).now;
    if (ALLOWED[page]) {
      const maxBytes = Math.round(Math.max(allowed.reference, allowed.bytes) * BYTES_MARGIN);
      checks.push({
        name: `${page}: first visit at most ${maxBytes} B`,
        ok: bytes <= maxBytes,
        detail: `${bytes} B (issue 47's target: the reference's ${allowed.reference} B)`,
      });
    }
    // Scaled to a quiet machine, only ever down: a slow moment stretches every task.
    const scaled = (p) =>
      Math.max(0, ...p.tasks.filter((t) => OURS.has(t.owner)).map((t) => t.duration)) *
      Math.min(1, p.benchmark / QUIET_BENCHMARK);
    const judged = passes.filter((p) => p.load <= BUSY_LOAD_PER_CORE * cores);
    const name = `${page}: no task of ours or React's over ${TASK_BOUND_MS} ms (scaled to a quiet machine)`;
    const measured = `${Math.round(s.ourLongest)} ms as measured (benchmark index ${passes.map((p) => Math.round(p.benchmark)).join(', ')}; load ${passes.map((p) => p.load.toFixed(1)).join(', ')})`;
    if (judged.length === 0) notes.push(`${name}: not judged, the machine was overloaded; ${measured}`);
    else {
      // Failed only when every judged pass (the first, and the one measured again) is over the bound.
      const worst = Math.min(...judged.map(scaled));
      checks.push({
        name,
        ok: worst <= TASK_BOUND_MS,
        detail: `${Math.round(worst)} ms scaled, ${measured}`,
        page,
        again: worst > TASK_BOUND_MS && passes.length < 2,
      });
    }
    const misses = issue47Misses(s, null, null);
    notes.push(
      `${page}: TBT ${Math.round(s.tbt)} ms, ${s.tasks} long tasks after paint, longest ${Math.round(s.longest)} ms (${s.longestOwner ?? '–'}), blocking ${Math.round(s.blocking)} ms; issue 47: ${misses.length ? misses.join('; ') : 'met'}`,
    );
  }
  const failed = checks.filter((c) => !c.ok).length;
  return { passed: checks.length - failed, failed, checks, notes };
}
