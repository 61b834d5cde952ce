// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// OUT_DIR lets several builds (parallel test runs, perf) live side by side.
const outDir = process.env.OUT_DIR || './dist';

export default defineConfig({
  outDir,
  cacheDir: `${outDir}-cache`,
  integrations: [react()],
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: ['fr', 'en', 'ar'],
    defaultLocale: 'fr',
    routing: { prefixDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
});
