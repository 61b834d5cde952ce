/**
 * A chapter's transliteration as the build writes it (src/pages/transliteration/[chapter].json.ts),
 * checked before use, and written under each verse's Arabic. It is not in the page's HTML (the
 * surah page's budget): it is fetched when the reader turns it on.
 */
export interface Transliteration {
  bismillah?: string;
  verses: string[];
}

export const TRANSLIT_CLASS = 'translit';

const isText = (v: unknown): v is string => typeof v === 'string' && v.length < 5_000;

/** The answer if it has the shape the build writes and one line per verse of the page, else null. */
export function transliterationOf(v: unknown, verseCount: number): Transliteration | null {
  if (typeof v !== 'object' || v === null) return null;
  const { bismillah, verses } = v as Record<string, unknown>;
  if (!Array.isArray(verses) || verses.length !== verseCount || !verses.every(isText)) return null;
  if (bismillah !== undefined && !isText(bismillah)) return null;
  return { bismillah, verses };
}

/** One Latin line, left to right whatever the page's direction ("ar-Latn": Arabic in Latin letters). */
function line(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = TRANSLIT_CLASS;
  p.lang = 'ar-Latn';
  p.dir = 'ltr';
  p.textContent = text;
  return p;
}

/** Puts each line under its verse's Arabic (and the Bismillah's), once. */
export function showTransliteration(root: ParentNode, t: Transliteration): void {
  if (root.querySelector(`.${TRANSLIT_CLASS}`)) return;
  const bismillah = root.querySelector('.bismillah > p[lang="ar"]');
  if (bismillah && t.bismillah) bismillah.after(line(t.bismillah));
  root.querySelectorAll('.verses > li').forEach((li, i) => {
    const text = t.verses[i];
    if (text) li.querySelector(':scope > p[lang="ar"]')?.after(line(text));
  });
}
