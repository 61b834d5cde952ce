import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPTS } from '../../../integrations/pre-paint.mjs';
import { isLocale, LOCALES } from '../../shared/locales.ts';
import { fill } from '../../lib/fill.ts';
import { strings } from '../../i18n/tables.ts';
import { PLACE_KEY } from '../prayer/format.ts';
import { placeTitle } from '../prayer/place/names.ts';
import { placeOfCity } from '../prayer/place/place.ts';

const { QIBLA_SCRIPT } = PRE_PAINT_SCRIPTS;

/** Runs the script on a Qibla page in `lang` as the build wrote it, over a stored place. */
function run(lang: string, stored: string | null, line = true) {
  const t = strings(isLocale(lang) ? lang : 'fr');
  const place = { textContent: t.qiblaNoPlace, dataset: { for: t.qiblaFor } };
  const document = {
    documentElement: { lang },
    querySelector: (s: string) => (line && s === '.qibla-place' ? place : null),
  };
  const localStorage = { getItem: (k: string) => (k === PLACE_KEY ? stored : null) };
  runInNewContext(QIBLA_SCRIPT, { document, localStorage, JSON, Intl });
  return place.textContent;
}

const DAKAR = placeOfCity({
  name: 'Dakar',
  nameAr: 'داكار',
  country: 'SN',
  latitude: 14.69,
  longitude: -17.44,
  timeZone: 'Africa/Dakar',
});

describe('the Qibla page inline script', () => {
  it.each(LOCALES)('writes the stored place as the island will, in %s', (locale) => {
    const t = strings(locale);
    expect(run(locale, JSON.stringify(DAKAR))).toBe(fill(t.qiblaFor, { place: placeTitle(locale, DAKAR) }));
  });

  it('leaves "choose your city" when no place is stored, or what is stored is not a place', () => {
    const t = strings('en');
    expect(run('en', null)).toBe(t.qiblaNoPlace);
    expect(run('en', '{"name":"nowhere"}')).toBe(t.qiblaNoPlace);
    expect(run('en', 'not json')).toBe(t.qiblaNoPlace);
  });

  it('writes nothing for a language it does not know, nor on a page without the line', () => {
    expect(run('de', JSON.stringify(DAKAR))).toBe(strings('fr').qiblaNoPlace);
    expect(() => run('en', JSON.stringify(DAKAR), false)).not.toThrow();
  });
});
