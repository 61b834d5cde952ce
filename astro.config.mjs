// @ts-check
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import catalogueAssets from './scripts/catalogue-assets.mjs';
import prePaint from './scripts/pre-paint.mjs';
import pwa from './scripts/pwa.mjs';
import searchIndex from './scripts/search-index.mjs';
import { DEFAULT_LOCALE, LOCALES } from './src/shared/locales.ts';
import { cspDirectives, INLINE_SCRIPT_HASHES } from './src/lib/csp.mjs';

/**
 * `client:late`: islands hydrate after the first paint (src/directives/late.ts).
 * @returns {import('astro').AstroIntegration}
 */
function lateHydration() {
  return {
    name: 'late-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'late', entrypoint: './src/directives/late.ts' }),
    },
  };
}

/**
 * A page's scripts in a few requests rather than a waterfall of small chunks: the libraries every
 * island uses in one chunk, the app's shared modules in another, then the media hooks and the
 * video players (the only code that may load hls.js, itself apart until an HLS source plays).
 * Browser build only: the server build would evaluate browser-only modules.
 * @returns {import('vite').Plugin}
 */
function clientChunks() {
  // React and the few libraries every island uses, with the bundler's own runtime helpers (one
  // more request on every page otherwise). Nothing of the app's own is in it, so its name changes
  // only when they do: a returning subscriber keeps it across deploys (scripts/reactChunk.test.ts).
  // Astro's React renderer goes with the app: it imports src/lib/reactRoot.ts.
  const vendor = /node_modules[\\/](?!hls\.js|@astrojs[\\/]react)|preload-helper|rolldown[\\/]runtime/;
  const video =
    /[\\/]src[\\/]components[\\/](ramadan[\\/](VideoCard|YouTubeCard|thumbnail|videoKind)|media[\\/](useStream|streamSource))/;
  // The media store comes with the players, not with every page; the lock screen and the
  // played-file cache are imported when something plays (inside a group, an import() would
  // still load at startup). The strings tables stay out of it: the gate screen and the reading
  // panels import their locale's on demand. Dialogs load with the first one opened (the side
  // menu, a confirmation, the language choice), not with every page.
  const shared =
    /[\\/]src[\\/](lib|stores|i18n|shared|components[\\/](chrome|page))[\\/](?!clientRouter|coordinator|media\.|mediaSession|offlineAudio|Dialog|GenericModal|lazyStrings|(?:fr|en|ar)\.ts)|node_modules[\\/]@astrojs[\\/]react[\\/]/;
  // Speed and resume load after the player shows, in a chunk of their own.
  const media =
    /[\\/]src[\\/](lib[\\/]coordinator|stores[\\/]media\.|components[\\/]media[\\/](?!useStream|streamSource|PlaybackExtras))/;
  // The prayer page's, home's and the wake's shared modules in one chunk, rather than chunks split
  // by whichever two of them share a module (home would load one more script).
  const prayer =
    /[\\/]src[\\/]components[\\/]prayer[\\/](timings|zoned|useNow|dateNav|alert|PrayerAlert|Countdown|format|place[\\/]place)\./;
  const ramadan =
    /[\\/]src[\\/]components[\\/]ramadan[\\/](?!RamadanRows|ramadanParts|AllAudios|AllVideos|VideoCard|YouTubeCard|thumbnail|videoKind)/;
  return {
    name: 'client-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      const groups = [
        { name: 'vendor', test: vendor, priority: 4 },
        { name: 'app', test: shared, priority: 3 },
        { name: 'media', test: media, priority: 3 },
        { name: 'ramadan', test: ramadan, priority: 3 },
        { name: 'prayer', test: prayer, priority: 3 },
        { name: 'video', test: video, priority: 2 },
      ];
      // Every page loads the vendor and app chunks at startup (the chrome is in the app chunk): a
      // lazy chunk's preload list need not name them, and each name is bytes in every importer.
      const loaded = /(^|\/)(vendor|app)\.[\w-]+\.js$/;
      /** @type {(file: string, deps: string[]) => string[]} */
      const resolveDependencies = (_file, deps) => deps.filter((d) => !loaded.test(d));
      const modulePreload = { resolveDependencies };
      return { build: { modulePreload, rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

/**
 * Astro's React renderer creates every island's root; it is given src/lib/reactRoot.ts in place of
 * react-dom/client, so React's hydration, caught and uncaught errors are reported (and tested).
 * @returns {import('vite').Plugin}
 */
function reactErrorReporting() {
  const roots = fileURLToPath(new URL('./src/lib/reactRoot.ts', import.meta.url));
  return {
    name: 'react-error-reporting',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === 'react-dom/client' && importer && /@astrojs[\\/]react[\\/]/.test(importer)) return roots;
    },
  };
}

// OUT_DIR lets several builds (parallel test runs, perf) live side by side.
const outDir = process.env.OUT_DIR || './dist';
// The PUBLIC_* settings as Astro sees them (environment and .env files).
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');

export default defineConfig({
  outDir,
  cacheDir: `${outDir}-cache`,
  integrations: [catalogueAssets(), react(), lateHydration(), searchIndex(), pwa()],
  trailingSlash: 'ignore',
  compressHTML: true,
  // Styles are small (a few KB per page): inlined, they cost no render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    plugins: [clientChunks(), reactErrorReporting(), prePaint()],
    // Page scripts stay files, never inlined: after a client-side navigation to a page with an
    // inline module script, the router adds an empty data: script to order them, which the CSP blocks.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
  },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  prefetch: false,
  // AVIF at sharp's default effort (4) costs ~5 s per wallpaper thumbnail on 2 cores; effort 2 is
  // as small and 5x faster, which keeps a cold build of all locales well under 3 minutes.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  devToolbar: { enabled: false },
  security: {
    // A <meta> policy on every page: scripts only from this site or hashed, other resources from
    // the configured origins (src/lib/csp.mjs). Styles may be inline (<style> elements): with
    // 'unsafe-inline' Astro writes no style hashes, which would make browsers ignore it.
    csp: {
      directives: cspDirectives(env),
      scriptDirective: { resources: ["'self'"], hashes: INLINE_SCRIPT_HASHES },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
