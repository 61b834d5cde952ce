import { useEffect, useId, useState } from 'react';
import type { Locale, StringsOf } from '../../../i18n/index.ts';
import {
  ASR_SCHOOLS,
  PRAYER_METHODS,
  methodForCountry,
  type AsrSchool,
  type PrayerMethod,
} from '../../../../content/prayerMethods.ts';
import { nearestCity, searchCities, type Match } from './gazetteer.ts';
import { countryName, methodName, placeName } from './names.ts';
import { placeOfCity, type ChosenPlace } from './place.ts';
import type { PICKER_KEYS } from './pickerKeys.ts';

interface Props {
  place: ChosenPlace | null;
  /** The operator's country (ISO code, '' unknown): its towns come first, its subscribers live there. */
  operatorCountry: string;
  asr: AsrSchool;
  onAsr: (asr: AsrSchool) => void;
  locale: Locale;
  onChoose: (place: ChosenPlace | null) => void;
  t: StringsOf<typeof PICKER_KEYS>;
}

type Search = { state: 'idle' | 'searching' | 'failed' } | { state: 'done'; matches: Match[] };
type Locating = 'idle' | 'locating' | 'denied';

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const LATIN = /^[\p{Script=Latin}\p{Zs}'’.\-()]+$/u;

/**
 * The place picker: search a city by name in any of the gazetteer's languages, or use the phone's
 * position (asked only on the tap), the calculation method (the country's customary one by
 * default), or back to the operator's place; and the Asr of the subscriber's school, wherever they are.
 */
export default function PlacePicker({ place, operatorCountry, asr, onAsr, locale, onChoose, t }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [locating, setLocating] = useState<Locating>('idle');

  useEffect(() => {
    if ([...query.trim()].length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what the box says follows the query
      setSearch({ state: 'idle' });
      return;
    }
    let alive = true;
    // A pause in the typing, then the few-KB file of the query's first letters (cached for the visit).
    const timer = setTimeout(() => {
      setSearch({ state: 'searching' });
      searchCities(query, 8, operatorCountry).then(
        (matches) => alive && setSearch({ state: 'done', matches }),
        (error: unknown) => {
          console.warn('[prayer] city search failed', error);
          if (alive) setSearch({ state: 'failed' });
        },
      );
    }, 150);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [query, operatorCountry]);

  const pick = ({ city, matched }: Match) => {
    // The name it was found by when written in Latin letters ("La Mecque"), else the city's own.
    const chosen = placeOfCity(city);
    onChoose(LATIN.test(matched) ? { ...chosen, name: matched } : chosen);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const city = await nearestCity(coords.latitude, coords.longitude);
          const phoneZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
          const here = { latitude: round3(coords.latitude), longitude: round3(coords.longitude) };
          onChoose(
            city
              ? { ...placeOfCity(city), ...here, located: true }
              : {
                  name: `${here.latitude}, ${here.longitude}`,
                  country: '',
                  ...here,
                  timeZone: phoneZone,
                  method: methodForCountry(null),
                  located: true,
                },
          );
        } catch (error) {
          console.warn('[prayer] nearest city not found', error);
          setLocating('denied');
        }
      },
      () => setLocating('denied'),
      { timeout: 20_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div className="place-picker">
      <label className="place-label" htmlFor={`${id}-q`}>
        {t.searchCity}
      </label>
      <input
        id={`${id}-q`}
        className="place-search"
        type="search"
        autoComplete="off"
        value={query}
        aria-describedby={`${id}-status`}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p id={`${id}-status`} className="prayer-option-note" aria-live="polite">
        {search.state === 'idle' ? t.searchHint : null}
        {search.state === 'failed' ? t.searchFailed : null}
        {search.state === 'done' && search.matches.length === 0 ? t.noCityFound : null}
      </p>
      {search.state === 'done' && search.matches.length > 0 ? (
        <ul className="place-results">
          {search.matches.map((m) => {
            const own = placeName(locale, m.city);
            const country = countryName(locale, m.city.country);
            const shownName = locale !== 'ar' && LATIN.test(m.matched) ? m.matched : own;
            return (
              <li key={m.city.id}>
                <button type="button" className="place-result" onClick={() => pick(m)}>
                  <span className="place-result-name">{shownName}</span>
                  <span className="place-result-where">
                    {[shownName === own ? '' : own, country].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <button type="button" className="text-button" disabled={locating === 'locating'} onClick={locate}>
        {locating === 'locating' ? t.locating : t.useLocation}
      </button>
      <p className="prayer-option-note">{locating === 'denied' ? t.locationDenied : t.locationConsent}</p>

      {place ? (
        <>
          <label className="place-label" htmlFor={`${id}-m`}>
            {t.methodLabel}
          </label>
          <select
            id={`${id}-m`}
            className="place-method"
            value={place.method}
            onChange={(e) => onChoose({ ...place, method: e.target.value as PrayerMethod })}
          >
            {PRAYER_METHODS.map((m) => (
              <option key={m} value={m}>
                {methodName(t, m)}
              </option>
            ))}
          </select>
          <button type="button" className="text-button" onClick={() => onChoose(null)}>
            {t.useOperatorPlace}
          </button>
        </>
      ) : null}

      <label className="place-label" htmlFor={`${id}-a`}>
        {t.asrLabel}
      </label>
      <select id={`${id}-a`} className="place-method" value={asr} onChange={(e) => onAsr(e.target.value as AsrSchool)}>
        {ASR_SCHOOLS.map((school) => (
          <option key={school} value={school}>
            {t[`asr_${school}`]}
          </option>
        ))}
      </select>
    </div>
  );
}
