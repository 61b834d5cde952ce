import type { APIRoute, GetStaticPaths } from 'astro';
import { readVersesOfDay, verseOfDaySchema } from '../../../content/catalogue.ts';

/**
 * One verse of the day (content/versesOfDay.json), in Arabic and both translations, with its
 * surah's name: /verse-of-day/<n>.json. Home fetches only today's, about half a kilobyte
 * (src/components/home/verseOfDayScript.ts); the service worker keeps what it fetched.
 */
export const getStaticPaths = (() =>
  readVersesOfDay().map((verse, n) => ({ params: { n: String(n) }, props: { verse } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(verseOfDaySchema.parse(props.verse)), {
    headers: { 'Content-Type': 'application/json' },
  });
