// What a page ships: its HTML and every script it loads at startup (islands, renderers and
// their static imports), gzipped. Dynamic imports are listed apart: they load on demand.
import { gzipSync } from 'node:zlib';
import { LIFE_CYCLE_CHUNK } from '../integrations/chunks.mjs';

const LIFE_CYCLE_FILE = new RegExp(`/${LIFE_CYCLE_CHUNK}\\.[\\w-]+\\.js$`);

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
// The bundler quotes dynamic imports with backticks as often as with quotes.
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** A script's text, failing with the page's route and the script's address. */
async function scriptText(route, url) {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!answer.ok) throw new Error(`${route}: ${url} HTTP ${answer.status}`);
  return answer.text();
}

export async function pageWeight(baseUrl, route) {
  const response = await fetch(new URL(route, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
  const html = await response.text();
  const entry = new Set();
  for (const m of html.matchAll(/(?:src|component-url|renderer-url|href)="([^"]+\.js)"/g)) entry.add(m[1]);
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)|from["']([^"']+\.js)["']/g)) entry.add(m[1] ?? m[2]);
  const files = new Map();
  const lazy = new Set();
  // Each script's round: 1 if the page names it, n + 1 if only a script of round n does.
  const round = new Map();
  const queue = [...entry].map((u) => [new URL(u, new URL(route, baseUrl)).href, 1]);
  while (queue.length) {
    const [url, n] = queue.shift();
    if (files.has(url)) continue;
    round.set(url, n);
    const js = await scriptText(route, url);
    files.set(url, { bytes: gz(js), text: js });
    for (const m of js.matchAll(STATIC_IMPORT)) queue.push([new URL(m[1], url).href, n + 1]);
    for (const m of js.matchAll(DYNAMIC_IMPORT)) lazy.add(new URL(m[1], url).href);
  }
  const jsBytes = [...files.values()].reduce((sum, f) => sum + f.bytes, 0);
  // The app's life cycle, which the chrome loads after hydration on every page, and what it
  // imports that startup did not bring (integrations/chunks.mjs names its chunk).
  const life = new Map();
  const lifeQueue = [...lazy].filter((u) => LIFE_CYCLE_FILE.test(new URL(u).pathname));
  while (lifeQueue.length) {
    const url = lifeQueue.shift();
    if (files.has(url) || life.has(url)) continue;
    const js = await scriptText(route, url);
    life.set(url, gz(js));
    for (const m of js.matchAll(STATIC_IMPORT)) lifeQueue.push(new URL(m[1], url).href);
  }
  return {
    route,
    htmlBytes: gz(html),
    jsBytes,
    /** Our life cycle's scripts after hydration: the chunk and what it imports beyond startup's. */
    lifeCycle: { bytes: [...life.values()].reduce((sum, b) => sum + b, 0), scripts: life.size },
    /** How many rounds of requests the browser needs to find every startup script. */
    depth: Math.max(0, ...round.values()),
    rounds: Object.fromEntries([...round].map(([url, n]) => [new URL(url).pathname, n])),
    scripts: [...files.entries()].map(([url, f]) => ({ path: new URL(url).pathname, bytes: f.bytes, text: f.text })),
    lazy: [...lazy].filter((u) => !files.has(u)).map((u) => new URL(u).pathname),
  };
}
