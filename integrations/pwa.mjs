// Astro integration: after the build, makes the app installable and usable offline. It draws the
// tile art as PNG icons (home screen, lock screen), writes a web app manifest per locale, and
// generates the service worker with Workbox (integrations/sw-rules.mjs holds its caching rules).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import sharp from 'sharp';
import { generateSW } from 'workbox-build';
import { runtimeCaching, AUDIO_CACHE_BYTES } from './sw-rules.mjs';
import { LOCALES, localePath } from '../src/shared/locales.ts';

/** A locale's path prefix: '' for the default locale, '/en' for English. */
const prefixOf = (locale) => localePath(locale, '/').replace(/\/$/, '');
const ICON_SIZES = [96, 192, 512];
/** The app's icon is the Quran tile; every section's tile is also its lock-screen artwork. */
const APP_TILE = 2;
const THEMES = { green: { theme: '#0d4d3a', background: '#f7f3e8' }, red: { theme: '#8c1c24', background: '#f7f3e8' } };

async function drawIcons(publicDir, dir) {
  await mkdir(join(dir, 'icons'), { recursive: true });
  const jobs = [];
  for (let id = 1; id <= 9; id++) {
    const svg = await readFile(join(publicDir, 'tiles', `${id}.svg`));
    for (const n of ICON_SIZES) {
      const target = join(dir, 'icons', `tile-${id}-${n}.png`);
      jobs.push(sharp(svg, { density: 300 }).resize(n, n).png().toFile(target));
      if (id === APP_TILE && n !== 96)
        jobs.push(
          sharp(svg, { density: 300 })
            .resize(n, n)
            .png()
            .toFile(join(dir, 'icons', `app-${n}.png`)),
        );
    }
  }
  // Maskable: the art inside the 80 % safe zone on the theme colour, so no launcher crops it.
  const art = await sharp(await readFile(join(publicDir, 'tiles', `${APP_TILE}.svg`)), { density: 300 })
    .resize(400, 400)
    .png()
    .toBuffer();
  jobs.push(
    sharp({ create: { width: 512, height: 512, channels: 4, background: '#0a3528' } })
      .composite([{ input: art, gravity: 'center' }])
      .png()
      .toFile(join(dir, 'icons', 'app-maskable-512.png')),
  );
  await Promise.all(jobs);
}

async function writeManifests(dir, root) {
  const theme = THEMES[process.env.PUBLIC_THEME === 'red' ? 'red' : 'green'];
  for (const locale of LOCALES) {
    const prefix = prefixOf(locale);
    const t = (await import(join(root, 'src/i18n', `${locale}.ts`))).default;
    const manifest = {
      id: `${prefix}/`,
      name: t.appName,
      short_name: t.appName,
      description: t.homeTagline,
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      start_url: `${prefix}/`,
      scope: `${prefix}/`,
      display: 'standalone',
      orientation: 'portrait',
      theme_color: theme.theme,
      background_color: theme.background,
      icons: [
        { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    await mkdir(join(dir, prefix), { recursive: true });
    await writeFile(join(dir, prefix, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
  }
}

/**
 * A module of src/sw/ as one script for the worker's importScripts, like the pre-paint scripts,
 * named by its content so a change reaches installed workers. With `name`, its exports are the
 * worker's global of that name.
 */
async function writeWorkerScript(dir, input, prefix, { define, name } = {}) {
  const bundle = await rolldown({
    input,
    platform: 'browser',
    ...(define ? { transform: { define } } : {}),
    treeshake: { propertyReadSideEffects: false },
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({ format: 'iife', name, minify: true, comments: false });
  await bundle.close();
  const code = output[0].code;
  const file = `${prefix}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  await writeFile(join(dir, file), code);
  return `/${file}`;
}

/** The worker's Web Push handling (src/sw/push.ts), with only the strings it shows bundled in. */
async function writePushScript(dir, root) {
  const { WORKER_KEYS } = await import(join(root, 'src/sw/notification.ts'));
  const strings = {};
  for (const locale of LOCALES) {
    const t = (await import(join(root, 'src/i18n', `${locale}.ts`))).default;
    strings[locale] = Object.fromEntries(WORKER_KEYS.map((key) => [key, t[key]]));
  }
  return writeWorkerScript(dir, join(root, 'src/sw/push.ts'), 'sw-push', {
    define: { __PUSH_STRINGS__: JSON.stringify(strings) },
  });
}

async function writeServiceWorker(dir, root) {
  return generateSW({
    globDirectory: dir,
    swDest: join(dir, 'sw.js'),
    globPatterns: [
      '_astro/**/*.{js,css,woff2}',
      'icons/app-*.png',
      'favicon.svg',
      'tiles/*.svg',
      // The prayer alert's chime: the alert must sound offline too.
      'sounds/*.ogg',
      '**/manifest.webmanifest',
    ],
    dontCacheBustURLsMatching: /^_astro\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    importScripts: [
      // Before the worker's own routes: stores the install pages; `nourPages` for the rules.
      await writeWorkerScript(dir, join(root, 'src/sw/install.ts'), 'sw-pages', { name: 'nourPages' }),
      await writePushScript(dir, root),
      // `nourRange.rangeResponse`, which the audio route's plugin calls (sw-rules.mjs).
      await writeWorkerScript(dir, join(root, 'src/sw/range.ts'), 'sw-range', { name: 'nourRange' }),
    ],
    // A new worker waits: the page tells it to take over at a navigation when nothing plays.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching,
  });
}

export default function pwa() {
  let root;
  let publicDir;
  return {
    name: 'nour:pwa',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const start = Date.now();
        const out = fileURLToPath(dir);
        await drawIcons(publicDir, out);
        await writeManifests(out, root);
        const { count, size, warnings } = await writeServiceWorker(out, root);
        warnings.forEach((w) => logger.warn(w));
        logger.info(
          `service worker: ${count} files precached (${Math.round(size / 1024)} KB), audio cache ${AUDIO_CACHE_BYTES / 2 ** 20} MB, in ${Date.now() - start} ms`,
        );
      },
    },
  };
}
