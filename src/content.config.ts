import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = { tiles };
