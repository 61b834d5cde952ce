// @ts-check
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import catalogueAssets from './integrations/catalogue-assets.mjs';
import chunks from './integrations/chunks.mjs';
import cspTrim from './integrations/csp-trim.mjs';
import prePaint, { PRE_PAINT_HASHES } from './integrations/pre-paint.mjs';
import pwa from './integrations/pwa.mjs';
import searchIndex from './integrations/search-index.mjs';
import { DEFAULT_LOCALE, LOCALES } from './src/shared/locales.ts';
import { cspDirectives } from './src/lib/csp.mjs';

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
  // cspTrim before pwa: the service worker's precache list revisions pages by their final content.
  integrations: [catalogueAssets(), react(), lateHydration(), cspTrim(), searchIndex(), pwa()],
  trailingSlash: 'ignore',
  compressHTML: true,
  // Styles are small (a few KB per page): inlined, they cost no render-blocking request.
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    plugins: [
      chunks(fileURLToPath(new URL('.', import.meta.url)), `${outDir}-cache`),
      reactErrorReporting(),
      prePaint(),
    ],
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
      scriptDirective: { resources: ["'self'"], hashes: PRE_PAINT_HASHES },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
