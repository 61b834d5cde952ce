import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import {
  dhikrLoader,
  dhikrSchema,
  duaSchema,
  duasLoader,
  nameSchema,
  namesLoader,
  quranLoader,
  surahSchema,
  wallpaperSchema,
  wallpapersLoader,
} from '../content/catalogue.ts';

const localized = z.object({ fr: z.string().min(1), en: z.string().min(1), ar: z.string().min(1) });

/** Home tiles: the first paint's catalogue; appConfig replaces it when the API differs. */
const tiles = defineCollection({
  loader: file('content/tiles.json'),
  schema: z.object({
    id: z.number().int().min(1).max(9),
    image: z.string().regex(/^\/tiles\/\d+\.svg$/),
    title: localized,
  }),
});

// Media catalogues. The reference server serves them through hajjData,
// api/hadithContent and ramadan; these schemas stop a broken edit at build time.
/** A path under the server's /media/ folder. */
const mediaPath = z.string().regex(/^[\w-]+(\/[\w.-]+)+$/);

const hajj = defineCollection({
  loader: file('content/hajj.json'),
  schema: z.object({
    category: localized,
    items: z.array(z.object({ name: localized, file: mediaPath })).min(1),
  }),
});

/** Hadith months: each id here gets a pre-rendered month page. */
const hadith = defineCollection({
  loader: file('content/hadith.json'),
  schema: z.object({
    month: localized,
    tracks: z.array(z.object({ id: z.number().int(), name: localized, title: localized, file: mediaPath })).min(1),
  }),
});

const videoLink = z.union([mediaPath, z.url({ protocol: /^https$/ })]);
const ramadan = defineCollection({
  loader: file('content/ramadan.json'),
  schema: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('video'),
      category: localized,
      items: z.array(z.object({ name: localized, link: videoLink, thumbnail: mediaPath.optional() })).min(1),
    }),
    z.object({
      kind: z.literal('audio'),
      category: localized,
      items: z.array(z.object({ name: localized, file: mediaPath })).min(1),
    }),
  ]),
});

const prayer = defineCollection({
  loader: file('content/prayer.json'),
  schema: z.object({
    id: z.enum(['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']),
    heading: localized,
    name: localized,
  }),
});

/** What the local oEmbed stand-in (/api/oembed) knows: link (or media path) -> thumbnail. */
const oembed = defineCollection({
  loader: file('content/oembed.json'),
  schema: z.object({ thumbnail: mediaPath, title: z.string().min(1) }),
});

// The catalogues: Quran text from quran-json, duas by verse key, 99 names, wallpapers.
const surahs = defineCollection({ loader: quranLoader, schema: surahSchema });
const duas = defineCollection({ loader: duasLoader, schema: duaSchema });
const names = defineCollection({ loader: namesLoader, schema: nameSchema });
const wallpapers = defineCollection({ loader: wallpapersLoader, schema: wallpaperSchema });
const dhikr = defineCollection({ loader: dhikrLoader, schema: dhikrSchema });

export const collections = { tiles, hajj, hadith, ramadan, prayer, oembed, surahs, duas, names, wallpapers, dhikr };
