// @ts-check
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import { loadEnv } from 'vite';
import catalogueAssets from './scripts/catalogue-assets.mjs';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';
import { cspDirectives, INLINE_SCRIPT_HASHES } from './src/lib/csp.mjs';

// OUT_DIR lets several builds (parallel test runs, perf) live side by side.
const outDir = process.env.OUT_DIR || './dist';
// The PUBLIC_* settings as Astro sees them (environment and .env files).
const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_');

export default defineConfig({
  outDir,
  cacheDir: `${outDir}-cache`,
  integrations: [catalogueAssets(), react()],
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never' },
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
  // Page scripts stay files, never inlined: after a client-side navigation to a page with an inline
  // module script, the router adds an empty data: script to order them, which the CSP blocks.
  vite: { build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) } },
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
