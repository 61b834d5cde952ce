import type { APIRoute, GetStaticPaths } from 'astro';
import { transliterationSchema } from '../../../content/catalogue.ts';
import { readTransliteration } from '../../../content/quran.ts';

/**
 * One chapter's Latin transliteration (quran-json's, written for a reader: "naʿbudu", "al-ʿālamīn"),
 * checked by its schema and written at build as /transliteration/<n>.json.
 * Kept out of the surah pages' HTML: only a reader who turns the setting on downloads it
 * (src/components/reading/useTransliteration.ts), and the service worker keeps it once fetched.
 * `bismillah` is verse 1:1's, for the unnumbered line above every chapter but 1 and 9.
 */
export const getStaticPaths = (() =>
  readTransliteration().map((verses, i) => ({
    params: { chapter: String(i + 1) },
    props: { verses },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) => {
  const chapter = Number(params.chapter);
  const bismillah = chapter === 1 || chapter === 9 ? undefined : readTransliteration()[0][0];
  return new Response(JSON.stringify(transliterationSchema.parse({ bismillah, verses: props.verses })), {
    headers: { 'Content-Type': 'application/json' },
  });
};
