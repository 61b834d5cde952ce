// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
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
