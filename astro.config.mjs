// @ts-check
import { defineConfig, sharpImageService } from 'astro/config';
import preact from '@astrojs/preact';
import { loadEnv } from 'vite';
import catalogueAssets from './scripts/catalogue-assets.mjs';
import pwa from './scripts/pwa.mjs';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';
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
  // The bundler's own runtime helpers would otherwise be one more request on every page.
  const vendor = /node_modules[\\/](?!hls\.js|@preact[\\/]signals)|preload-helper|rolldown[\\/]runtime/;
  const video =
    /[\\/]src[\\/]components[\\/](ramadan[\\/](VideoCard|YouTubeCard|thumbnail|videoKind)|media[\\/](useStream|streamSource))/;
  // The media store comes with the players, not with every page; the lock screen and the
  // played-file cache are imported when something plays (inside a group, an import() would
  // still load at startup).
  const shared =
    /[\\/]src[\\/](lib|stores|i18n|components[\\/](chrome|page))[\\/](?!clientRouter|coordinator|media\.|mediaSession|offlineAudio)/;
  // Speed and resume load after the player shows, in a chunk of their own.
  const media =
    /[\\/]src[\\/](lib[\\/]coordinator|stores[\\/]media\.|components[\\/]media[\\/](?!useStream|streamSource|PlaybackExtras))/;
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
        { name: 'video', test: video, priority: 2 },
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
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
  // Preact, with its React compatibility layer: the islands are written against React's API.
  integrations: [catalogueAssets(), preact({ compat: true }), lateHydration(), pwa()],
  trailingSlash: 'ignore',
  compressHTML: true,
  // Styles are small (a few KB per page): inlined, they cost no render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    plugins: [clientChunks()],
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
