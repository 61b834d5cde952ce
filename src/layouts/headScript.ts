// Every page's inline head script, run before the first paint. Compiled at build into one small
// script (integrations/pre-paint.mjs), which the CSP hashes; it imports the very helpers and keys the
// islands use. Each part runs in its own try: whatever a phone holds, none stops another.
import { CATEGORY_QUERY } from '../shared/routes.ts';
import { BEFORE_PAINT } from '../shared/storedKeys.ts';
import { readStored } from '../lib/storage.ts';
import { isLocale, phoneLocale, type Locale } from '../shared/locales.ts';
import { twinPath } from '../lib/localeUrl.ts';
import { READING_ATTRIBUTES } from '../lib/readingAttributes.ts';
import { arrivingUid } from '../app/arrival.ts';

const html = document.documentElement;

/** A see-all page's ?category= on <html data-category>, so the list shows that category alone. */
function category(): void {
  const match = CATEGORY_QUERY.exec(location.search);
  if (match) html.setAttribute('data-category', String(Number(match[1])));
  else html.removeAttribute('data-category');
}

/** The reading settings (text size, translation, night) as the attributes the styles read. */
function reading(): void {
  const stored = readStored<Record<string, unknown>>('reading', BEFORE_PAINT.reading) ?? {};
  for (const [name, allowed] of Object.entries(READING_ATTRIBUTES)) {
    const value = stored[name];
    if ((allowed as readonly unknown[]).includes(value)) html.setAttribute(`data-r${name}`, value as string);
    else html.removeAttribute(`data-r${name}`);
  }
}

/**
 * A visitor with no uid (none stored, none in this tab's arrival link) is new: home shows them why
 * the sections are locked from the first paint, instead of pushing the tiles down once its island runs.
 */
function visitor(): void {
  const known = Boolean(arrivingUid(location.hash) || readStored('uid', BEFORE_PAINT.uid));
  if (known) html.removeAttribute('data-visitor');
  else html.setAttribute('data-visitor', 'new');
  // A place to continue reading, or a plan's portion: home keeps the card's room, so the tiles do not
  // move when it comes.
  if (readStored('lastRead', BEFORE_PAINT.lastRead) || readStored('readingPlan', BEFORE_PAINT.readingPlan))
    html.setAttribute('data-continue', '');
  else html.removeAttribute('data-continue');
}

function paint(): void {
  try {
    visitor();
  } catch {
    // What the phone holds cannot stop the rest.
  }
  try {
    category();
  } catch {
    // What the phone holds cannot stop the rest.
  }
  try {
    reading();
  } catch {
    // What the phone holds cannot stop the rest.
  }
}

/**
 * Sends the visitor to the twin page in their language, staying on this origin; true if it does.
 * Their stored choice, always. With none stored, the default home (the operator's link) follows the
 * phone's language when it is one of ours; it is not stored, so a phone whose language changes is
 * followed again until the subscriber chooses. Any other page keeps its URL's language: a link to
 * it names what its sender read (docs/decisions.md). Chromium renders nothing of a page that
 * leaves as it loads (tests/features/phone-language.spec.ts).
 */
function toLanguage(): boolean {
  const stored = readStored('themeLang', BEFORE_PAINT.themeLang);
  const want = isLocale(stored) ? stored : location.pathname === '/' ? phoneLocale(navigator.languages) : html.lang;
  if (want === html.lang) return false;
  const next = new URL(twinPath(want as Locale, location), location.href);
  if (next.origin !== location.origin || next.pathname === location.pathname) return false;
  location.replace(next.href);
  return true;
}

paint();
// A client-side swap resets <html>'s attributes.
document.addEventListener('astro:after-swap', paint);
let leaving = false;
try {
  leaving = toLanguage();
} catch {
  // What the phone holds cannot stop the rest.
}
// Gated content stays hidden until the subscription is known; a uid from the operator is checked
// before content shows, whatever was stored for another.
if (
  !leaving &&
  html.hasAttribute('data-gated') &&
  (arrivingUid(location.hash) || readStored('subStatus', BEFORE_PAINT.subStatus) !== 'active')
) {
  html.setAttribute('data-gate', 'pending');
}
