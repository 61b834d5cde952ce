// Verifies that every generated media file plays in (Debian, no proprietary
// codecs) Chromium: serves the repository on 127.0.0.1 with Range support,
// loads each .mp3/.webm in a media element (metadata, duration > 0, actually
// plays, video frame size), loads images, plays one dua to its end, and plays
// the HLS streams (Ramadan VOD, live radio VOD, live master playlist with the
// CODECS from segments.json, and a loop wrap seg009 -> DISCONTINUITY -> seg000)
// through hls.js.
//
// Usage: node scripts/media/verify.mjs   (CHROMIUM=/path overrides /usr/bin/chromium)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from '../../tests/support/browsers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const { chromium } = require('@playwright/test');

const MIME = {
  '.mp3': 'audio/mpeg',
  '.webm': 'video/webm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.html': 'text/html',
};
const live = JSON.parse(fs.readFileSync(path.join(ROOT, 'server/media/live/segments.json'), 'utf8'));
const n = live.segments.length;
const VIRTUAL = {
  '/__blank.html': ['text/html', '<!doctype html><meta charset="utf-8"><title>verify</title><body></body>'],
  '/__hls.js': ['text/javascript', () => fs.readFileSync(path.join(ROOT, 'node_modules/hls.js/dist/hls.min.js'))],
  // master playlist exactly as the server is expected to advertise the live stream
  '/server/media/live/__master.m3u8': [
    'application/vnd.apple.mpegurl',
    `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=40000,CODECS="${live.codecs}"\nvod.m3u8\n`,
  ],
  // two last segments of the loop, then wrap to the first two (what a sliding live playlist does)
  '/server/media/live/__wrap.m3u8': [
    'application/vnd.apple.mpegurl',
    [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      `#EXT-X-TARGETDURATION:${live.duration}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXT-X-MAP:URI="${live.init}"`,
      `#EXTINF:${live.duration}.0,`,
      live.segments[n - 2],
      `#EXTINF:${live.duration}.0,`,
      live.segments[n - 1],
      '#EXT-X-DISCONTINUITY',
      `#EXT-X-MAP:URI="${live.init}"`,
      `#EXTINF:${live.duration}.0,`,
      live.segments[0],
      `#EXTINF:${live.duration}.0,`,
      live.segments[1],
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  ],
};

const server = http.createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (VIRTUAL[url]) {
    const [type, body] = VIRTUAL[url];
    res.writeHead(200, { 'content-type': type });
    return res.end(typeof body === 'function' ? body() : body);
  }
  const file = path.join(ROOT, path.normalize(url));
  if (!file.startsWith(ROOT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404);
    return res.end();
  }
  const size = fs.statSync(file).size;
  const headers = { 'content-type': MIME[path.extname(file)] || 'application/octet-stream', 'accept-ranges': 'bytes' };
  const m = /bytes=(\d*)-(\d*)/.exec(req.headers.range || '');
  if (m) {
    const start = m[1] ? +m[1] : size - +m[2];
    const end = m[1] && m[2] ? Math.min(+m[2], size - 1) : size - 1;
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    });
    fs.createReadStream(file, { start, end }).pipe(res);
  } else {
    res.writeHead(200, { ...headers, 'content-length': size });
    fs.createReadStream(file).pipe(res);
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const BASE = `http://127.0.0.1:${server.address().port}`;

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');
const all = [
  ...walk(path.join(ROOT, 'server/media')),
  ...walk(path.join(ROOT, 'public/media')),
  ...walk(path.join(ROOT, 'public/tiles')),
  path.join(ROOT, 'public/favicon.svg'),
]
  .map(rel)
  .sort();
const media = all.filter((f) => /\.(mp3|webm)$/.test(f));
const images = all.filter((f) => /\.(jpg|svg)$/.test(f));

const failures = [];
const fail = (what, why) => {
  failures.push(`${what}: ${why}`);
  console.log(`FAIL ${what}: ${why}`);
};

// ---- expected file sets
const expect = [
  ...Array.from({ length: 114 }, (_, i) => `server/media/quran/${i + 1}.mp3`),
  ...Array.from({ length: 40 }, (_, i) => `server/media/dua/fr/${i + 1}.mp3`),
  ...Array.from({ length: 38 }, (_, i) => `server/media/dua/en/${i + 1}.mp3`),
  ...[1, 2, 3].flatMap((m) => [1, 2, 3, 4].map((t) => `server/media/hadith/m${m}-t${t}.mp3`)),
  ...['dua-iftar', 'nasheed', 'lecture'].flatMap((c) =>
    [1, 2, 3, 4].map((k) => `server/media/ramadan/audio/${c}-${k}.mp3`),
  ),
  ...[1, 2, 3, 4].flatMap((k) => [
    `server/media/ramadan/video/video-${k}.webm`,
    `server/media/ramadan/video/video-${k}.jpg`,
  ]),
  ...Array.from({ length: 9 }, (_, i) => `public/tiles/${i + 1}.svg`),
  'public/favicon.svg',
  'public/media/makkah-loop.webm',
  'public/media/makkah-poster.jpg',
  'server/media/live/loop.mp3',
  'server/media/live/vod.m3u8',
  'server/media/ramadan/hls/index.m3u8',
  ...(live.init ? [`server/media/live/${live.init}`] : []),
  ...live.segments.map((s) => `server/media/live/${s}`),
];
for (const f of expect) if (!all.includes(f)) fail(f, 'missing');
for (const f of ['server/media/dua/en/39.mp3', 'server/media/dua/en/40.mp3'])
  if (all.includes(f)) fail(f, 'must not exist');
for (const f of all.filter((f) => f.startsWith('public/tiles/') || f === 'public/favicon.svg')) {
  if (fs.statSync(path.join(ROOT, f)).size > 3072) fail(f, 'SVG larger than 3 KB');
}
const sizeOf = (f) => fs.statSync(path.join(ROOT, f)).size;
if (sizeOf('public/media/makkah-loop.webm') > 400 * 1024) fail('makkah-loop.webm', 'larger than 400 KB');
if (sizeOf('public/media/makkah-poster.jpg') > 40 * 1024) fail('makkah-poster.jpg', 'larger than 40 KB');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const newPage = async () => {
  const p = await browser.newPage();
  await p.goto(`${BASE}/__blank.html`);
  return p;
};

// ---- codec support report
const page0 = await newPage();
const support = await page0.evaluate(() => {
  const a = document.createElement('audio');
  const types = [
    'audio/mpeg',
    'audio/ogg; codecs="opus"',
    'audio/mp4; codecs="opus"',
    'video/webm; codecs="vp9"',
    'video/webm; codecs="vp9, opus"',
    'video/mp4; codecs="vp09.00.10.08, opus"',
    'audio/mp4; codecs="mp4a.40.2"',
    'video/mp4; codecs="avc1.42E01E"',
  ];
  return Object.fromEntries(
    types.map((t) => [t, `canPlayType=${JSON.stringify(a.canPlayType(t))} MSE=${MediaSource.isTypeSupported(t)}`]),
  );
});
console.log(`Chromium ${browser.version()}`);
for (const [t, v] of Object.entries(support)) console.log(`  ${t.padEnd(42)} ${v}`);

// ---- every media file: metadata + real playback
async function checkMedia(page, f) {
  return page.evaluate(
    async ({ src, isVideo }) => {
      const el = document.createElement(isVideo ? 'video' : 'audio');
      el.muted = true;
      el.preload = 'auto';
      el.src = src;
      document.body.append(el);
      try {
        return await new Promise((resolve) => {
          const done = (r) => {
            clearTimeout(timer);
            resolve(r);
          };
          const timer = setTimeout(
            () => done({ error: `timeout (readyState ${el.readyState}, t=${el.currentTime})` }),
            15000,
          );
          el.onerror = () => done({ error: `MediaError ${el.error && el.error.code} ${el.error && el.error.message}` });
          el.onloadedmetadata = () => {
            el.play().catch((e) => done({ error: `play(): ${e}` }));
            const tick = () => {
              if (el.currentTime > 0.25 || el.ended) {
                done({ duration: el.duration, w: el.videoWidth, h: el.videoHeight, played: el.currentTime });
              } else setTimeout(tick, 30);
            };
            tick();
          };
        });
      } finally {
        el.pause();
        el.removeAttribute('src');
        el.load();
        el.remove();
      }
    },
    { src: `${BASE}/${f}`, isVideo: f.endsWith('.webm') },
  );
}
const results = {};
const queue = [...media];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    const page = await newPage();
    while (queue.length) {
      const f = queue.shift();
      const r = await checkMedia(page, f);
      results[f] = r;
      if (r.error) fail(f, r.error);
      else if (!(r.duration > 0 && Number.isFinite(r.duration))) fail(f, `bad duration ${r.duration}`);
      else if (f.endsWith('.webm') && !(r.w > 0 && r.h > 0)) fail(f, 'no video frames');
    }
    await page.close();
  }),
);

// duration ranges per group
const groups = [
  ['quran', /quran\//, 2, 4],
  ['dua fr', /dua\/fr\//, 1.5, 2.5],
  ['dua en', /dua\/en\//, 1.5, 2.5],
  ['hajj', /hajj\//, 3, 5.2],
  ['hadith', /hadith\//, 2, 3],
  ['ramadan audio', /ramadan\/audio\//, 2, 4],
  ['ramadan video', /ramadan\/video\//, 4, 6],
  ['live loop.mp3', /live\/loop\.mp3/, 19.5, 20.5],
  ['makkah-loop', /makkah-loop/, 6, 8.1],
];
console.log('\nmedia files (count, duration range in s, as reported by Chromium):');
for (const [name, re, lo, hi] of groups) {
  const fs_ = media.filter((f) => re.test(f));
  const ds = fs_.map((f) => results[f] && results[f].duration).filter((d) => d > 0);
  const min = Math.min(...ds),
    max = Math.max(...ds);
  console.log(`  ${name.padEnd(14)} ${String(fs_.length).padStart(3)}  ${min.toFixed(2)}-${max.toFixed(2)}`);
  for (const f of fs_) {
    const d = results[f] && results[f].duration;
    if (d > 0 && (d < lo || d > hi)) fail(f, `duration ${d.toFixed(2)} outside ${lo}-${hi}`);
  }
}
const vids = media.filter((f) => f.endsWith('.webm'));
for (const f of vids) if (results[f] && !results[f].error) console.log(`  ${f} ${results[f].w}x${results[f].h}`);

// ---- a short dua plays to its end
{
  const f = 'server/media/dua/en/1.mp3';
  const r = await page0.evaluate(
    (src) =>
      new Promise((resolve) => {
        const a = new Audio(src);
        const t0 = performance.now();
        a.onended = () => resolve({ ended: true, ms: Math.round(performance.now() - t0), duration: a.duration });
        a.onerror = () => resolve({ error: a.error && a.error.code });
        a.play().catch((e) => resolve({ error: String(e) }));
        setTimeout(() => resolve({ error: 'did not end within 6 s' }), 6000);
      }),
    `${BASE}/${f}`,
  );
  if (!r.ended) fail(`${f} play-to-end`, r.error);
  else console.log(`\n${f} played to its end in ${r.ms} ms (duration ${r.duration.toFixed(2)} s)`);
}

// ---- images
const page1 = await newPage();
for (const f of images) {
  const r = await page1.evaluate(
    (src) =>
      new Promise((resolve) => {
        const img = new Image();
        img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
        img.onerror = () => resolve({ error: 'image failed to load' });
        img.src = src;
      }),
    `${BASE}/${f}`,
  );
  if (r.error || !(r.w > 0)) fail(f, r.error || 'zero size');
}
console.log(`images: ${images.length} checked`);

// ---- HLS through hls.js
await page1.addScriptTag({ url: `${BASE}/__hls.js` });
async function checkHls(url, { video, until, timeout = 20000 }) {
  return page1.evaluate(
    ({ url, video, until, timeout }) =>
      new Promise((resolve) => {
        const Hls = window.Hls; // added to the page by the script tag above
        if (!Hls || !Hls.isSupported()) return resolve({ error: 'Hls.isSupported() is false' });
        const el = document.createElement(video ? 'video' : 'audio');
        el.muted = true;
        document.body.append(el);
        const hls = new Hls({ enableWorker: true });
        const errors = [];
        let codecs = '';
        const finish = (r) => {
          clearTimeout(timer);
          hls.destroy();
          el.remove();
          resolve({ ...r, codecs, errors });
        };
        const timer = setTimeout(
          () => finish({ error: `timeout at currentTime ${el.currentTime.toFixed(2)}` }),
          timeout,
        );
        hls.on(Hls.Events.ERROR, (_, d) => {
          errors.push(`${d.type}/${d.details}${d.fatal ? ' FATAL' : ''}`);
          if (d.fatal) finish({ error: 'fatal hls.js error' });
        });
        hls.on(Hls.Events.BUFFER_CODECS, (_, d) => {
          codecs = Object.entries(d)
            .filter(([, v]) => v && v.codec)
            .map(([k, v]) => `${k}:${v.container};codecs=${v.codec}`)
            .join(' ');
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => el.play().catch((e) => finish({ error: `play(): ${e}` })));
        el.addEventListener('timeupdate', () => {
          if (el.currentTime >= until)
            finish({ played: el.currentTime, w: el.videoWidth || 0, h: el.videoHeight || 0 });
        });
        el.addEventListener('ended', () =>
          finish({ played: el.currentTime, ended: true, w: el.videoWidth || 0, h: el.videoHeight || 0 }),
        );
        hls.loadSource(url);
        hls.attachMedia(el);
      }),
    { url, video, until, timeout },
  );
}
console.log(`\nhls.js ${await page1.evaluate(() => window.Hls.version)}:`);
const hlsChecks = [
  ['ramadan VOD (fMP4 VP9+Opus)', 'server/media/ramadan/hls/index.m3u8', { video: true, until: 3 }],
  ['live radio VOD (fMP4 Opus)', 'server/media/live/vod.m3u8', { video: false, until: 5 }],
  [`live master, CODECS="${live.codecs}"`, 'server/media/live/__master.m3u8', { video: false, until: 3 }],
  [
    'live loop wrap with DISCONTINUITY',
    'server/media/live/__wrap.m3u8',
    { video: false, until: 2 * live.duration + 1.5 },
  ],
];
for (const [name, url, opts] of hlsChecks) {
  const r = await checkHls(`${BASE}/${url}`, opts);
  const extra = `${r.codecs}${r.w ? ` ${r.w}x${r.h}` : ''}${r.errors.length ? ` non-fatal: ${r.errors.join(', ')}` : ''}`;
  if (r.error) fail(`hls ${name}`, `${r.error} ${extra}`);
  else console.log(`  OK  ${name.padEnd(36)} played to ${r.played.toFixed(2)} s  ${extra}`);
}

await browser.close();
server.close();
console.log(
  `\n${media.length} media files, ${images.length} images; ${failures.length ? `${failures.length} FAILURE(S)` : 'all OK'}`,
);
process.exit(failures.length ? 1 : 0);
