// Astro integration: draws the wallpapers, cuts the Quran font and the place search's gazetteer
// (integrations/places.mjs, into public/) and bundles `ics` (integrations/ics-module.mjs) before Astro reads any
// source, so `astro build`, `astro dev` and `npm start` work on a clean clone.
import { buildQuranFont } from './font.mjs';
import { generateWallpapers } from './wallpapers.mjs';
import { buildPlaces } from './places.mjs';
import { buildIcsModule } from './ics-module.mjs';

export default function catalogueAssets() {
  return {
    name: 'nour:catalogue-assets',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        const start = Date.now();
        const [drawn, cut] = await Promise.all([generateWallpapers(), buildQuranFont()]);
        if (drawn || cut)
          logger.info(`${drawn} wallpapers drawn, font ${cut ? 'subset' : 'kept'} in ${Date.now() - start} ms`);
        const cities = buildPlaces();
        if (cities) logger.info(`place search: ${cities.cities} cities cut from GeoNames`);
        if (await buildIcsModule()) logger.info('ics bundled for the prayer calendar file');
      },
    },
  };
}
