// @ts-check
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import catalogueAssets from './scripts/catalogue-assets.mjs';
import pwa from './scripts/pwa.mjs';

// OUT_DIR lets several builds (parallel test runs, perf) live side by side.
const outDir = process.env.OUT_DIR || './dist';

export default defineConfig({
  outDir,
  cacheDir: `${outDir}-cache`,
  integrations: [catalogueAssets(), react(), pwa()],
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: ['fr', 'en', 'ar'],
    defaultLocale: 'fr',
    routing: { prefixDefaultLocale: false },
  },
  prefetch: false,
  // AVIF at sharp's default effort (4) costs ~5 s per wallpaper thumbnail on 2 cores; effort 2 is
  // as small and 5x faster, which keeps a cold build of all locales well under 3 minutes.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  devToolbar: { enabled: false },
});
