// A Lighthouse audit of its own (`after-paint`): every long task after the first paint, in the
// pass's whole trace (which scripts/perf/pass.mjs keeps open until the page's own work is done),
// each with the script it came from.
//
// - Durations are Lighthouse's own simulated ones (4x CPU), computed as its `long-tasks` audit
//   computes them: the page's dependency graph run through the load simulator. A task is long at
//   50 ms; its blocking time is what it takes beyond 50 ms.
// - "After the first paint" is read on the trace as observed: tasks that start at or after the
//   first contentful paint.
// - Attribution: the trace's JavaScript samples (the V8 CPU profiler, asked for with
//   `additionalTraceCategories`) say whose code ran during the task: React's chunk (`vendor.*.js`,
//   React and the few libraries every island uses), our own chunks and inline scripts, or the
//   harness's (Lighthouse's or Puppeteer's evaluations); "script" when the samples missed it and
//   its URL does not say (ours or React's: the pages run no one else's). A task with hardly any
//   JavaScript in it is the browser's own work: parsing the HTML ("HTML"), or style, layout and
//   paint ("layout"). Lighthouse's own
//   attribution (`getAttributableURLForTask`) names a URL only when the task's entry point has one,
//   and the promise jobs that hydrate an island have none: it called most hydration tasks
//   "Unattributable".
import { Audit } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import { getAttributableURLForTask, getJavaScriptURLs } from 'lighthouse/core/lib/tracehouse/task-summary.js';

/** The trace category that brings the JavaScript samples (add it to `additionalTraceCategories`). */
export const SAMPLES_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** Whose code a script URL is: React's chunk, ours, or the measuring harness's. */
export function ownerOf(url, pageOrigin) {
  if (!url) return null;
  if (/(?:^|\/)_lighthouse-eval\.js$|__puppeteer_evaluation_script__|^pptr:/.test(url)) return 'harness';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return 'other';
  }
  if (parsed.origin !== pageOrigin) return 'other';
  if (/\/vendor\.[\w-]+\.js$/.test(parsed.pathname)) return 'React';
  // Our chunks, and the page's own inline scripts (their URL is the page's).
  return 'ours';
}

/** The main thread's JavaScript samples: [time in trace µs, owner] pairs, in time order. */
function samplesOf(traceEvents, mainPid, mainTid, pageOrigin) {
  const profiles = new Map();
  for (const e of traceEvents) {
    if (e.name === 'Profile' && e.pid === mainPid && e.tid === mainTid) {
      profiles.set(e.id, { start: e.args.data.startTime, nodes: new Map(), samples: [], deltas: [] });
    }
  }
  for (const e of traceEvents) {
    if (e.name !== 'ProfileChunk' || e.pid !== mainPid || !profiles.has(e.id)) continue;
    const profile = profiles.get(e.id);
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const out = [];
  for (const profile of profiles.values()) {
    const owners = new Map();
    // A native frame (JSON.parse, a DOM call) belongs to whoever called it.
    const owner = (id) => {
      if (owners.has(id)) return owners.get(id);
      const node = profile.nodes.get(id);
      let result = null;
      if (node) {
        const name = node.callFrame.functionName;
        if (['(root)', '(program)', '(idle)', '(garbage collector)'].includes(name)) result = null;
        else result = ownerOf(node.callFrame.url, pageOrigin) ?? (node.parent ? owner(node.parent) : null);
      }
      owners.set(id, result);
      return result;
    };
    let time = profile.start;
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.deltas[i] ?? 0;
      out.push([time, owner(profile.samples[i])]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Sampled JavaScript time by owner within [start, end] (trace µs), in observed ms. */
function sampledBetween(samples, start, end) {
  const byOwner = {};
  let lo = 0;
  let hi = samples.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (samples[mid][0] < start) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < samples.length && samples[i][0] <= end; i++) {
    const [time, owner] = samples[i];
    if (!owner) continue;
    const next = samples[i + 1]?.[0] ?? time;
    byOwner[owner] = (byOwner[owner] ?? 0) + Math.min(next, end) / 1000 - time / 1000;
  }
  return byOwner;
}

/** Observed self time of a task tree by Lighthouse's task groups. */
function groups(task, into = {}) {
  into[task.group.id] = (into[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) groups(child, into);
  return into;
}

export default class AfterPaintAudit extends Audit {
  static get meta() {
    return {
      id: 'after-paint',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      title: 'Long tasks after the first paint, by whose code ran',
      description: 'Every main-thread task of 50 ms or more (simulated) that starts after the first contentful paint.',
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'URL', 'GatherContext', 'SourceMaps', 'HostDPR'],
    };
  }

  static async audit(artifacts, context) {
    const settings = context.settings;
    const { Trace: trace, DevtoolsLog: devtoolsLog, URL, SourceMaps, HostDPR } = artifacts;
    const tasks = await MainThreadTasks.request(trace, context);
    const networkRecords = await NetworkRecords.request(devtoolsLog, context);
    const processed = await ProcessedTrace.request(trace, context);
    const navigation = await ProcessedNavigation.request(trace, context);
    const pageOrigin = new globalThis.URL(URL.finalDisplayedUrl).origin;

    // Simulated timings, as the long-tasks audit has them.
    const timings = new Map();
    if (settings.throttlingMethod === 'simulate') {
      const graph = await PageDependencyGraph.request(
        { settings, trace, devtoolsLog, URL, SourceMaps, HostDPR, fromTrace: false },
        context,
      );
      const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
      const simulation = simulator.simulate(graph, { label: 'after-paint' });
      for (const [node, timing] of simulation.nodeTimings.entries()) {
        if (node.type === 'cpu') timings.set(node.event, timing);
      }
    }
    const simulated = (task) =>
      settings.throttlingMethod === 'simulate' ? (timings.get(task.event)?.duration ?? 0) : task.duration;

    const mainPid = processed.mainFrameInfo.pid;
    const mainTid = processed._rendererPidToTid?.get(mainPid) ?? processed.mainThreadEvents[0]?.tid;
    const samples = samplesOf(trace.traceEvents, mainPid, mainTid, pageOrigin);
    const jsURLs = getJavaScriptURLs(networkRecords);
    const fcp = navigation.timings.firstContentfulPaint ?? 0;
    const origin = processed.timeOriginEvt.ts;

    const items = [];
    for (const task of tasks) {
      if (task.parent || task.unbounded || task.startTime < fcp) continue;
      const duration = simulated(task);
      if (duration < 50) continue;
      const observed = task.endTime - task.startTime;
      const start = origin + task.startTime * 1000;
      const js = sampledBetween(samples, start, start + observed * 1000);
      const jsTotal = Object.values(js).reduce((a, b) => a + b, 0);
      const byGroup = groups(task);
      const url = getAttributableURLForTask(task, jsURLs);
      // Whose JavaScript took most of the task, when it ran JavaScript (sampled, or by Lighthouse's
      // task groups when the samples missed it); else the browser's own work, named by its largest part.
      const script = (byGroup.scriptEvaluation ?? 0) + (byGroup.scriptParseCompile ?? 0);
      const top = Object.entries(js).sort((a, b) => b[1] - a[1])[0];
      let owner;
      if (top && (jsTotal >= observed * 0.25 || script >= observed * 0.5)) owner = top[0];
      else if (script >= observed * 0.5) {
        // JavaScript the samples did not catch (compiling a chunk, say): whose its URL says, else
        // "script", ours or React's, the only code these pages run besides the harness's.
        const byUrl = ownerOf(url, pageOrigin);
        owner = byUrl === 'React' || byUrl === 'ours' || byUrl === 'harness' ? byUrl : 'script';
      } else owner = (byGroup.parseHTML ?? 0) >= observed * 0.5 ? 'HTML' : 'layout';
      items.push({
        start: Math.round(task.startTime),
        duration: Math.round(duration),
        observed: Math.round(observed * 10) / 10,
        owner,
        // The share of each owner's JavaScript in the task, as sampled.
        js: Object.fromEntries(Object.entries(js).map(([k, v]) => [k, Math.round(v * 10) / 10])),
        url,
      });
    }
    items.sort((a, b) => a.start - b.start);
    return {
      score: 1,
      numericValue: items.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      numericUnit: 'millisecond',
      details: {
        type: 'debugdata',
        fcp: Math.round(fcp),
        traceEnd: Math.round(processed.timings.traceEnd),
        sampled: samples.length > 0,
        items,
      },
    };
  }
}
