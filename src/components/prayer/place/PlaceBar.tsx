import { lazy, Suspense, useState } from 'react';
import type { Locale, StringsOf } from '../../../i18n/index.ts';
import { fill } from '../../../lib/fill.ts';
import { methodName, placeTitle } from './names.ts';
import type { AnsweredPlace, ChosenPlace } from './place.ts';
import type { AsrSchool } from '../../../../content/prayerMethods.ts';
import type { PLACE_BAR_KEYS } from '../prayerKeys.ts';
import { zoneLabel } from '../zoned.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';

// The search, the gazetteer's code and the position lookup load when the subscriber opens them.
const PlacePicker = lazy(() => import('./PlacePicker.tsx'));

interface Props {
  /** The subscriber's choice; null for the operator's place. */
  place: ChosenPlace | null;
  /** What the answer says the times are for; null when the API did not say (an operator's API). */
  answered: AnsweredPlace | null;
  /** The times are on their way: the zone and method are not known yet (their line keeps its room). */
  pending: boolean;
  now: number;
  /** The operator's place as the page names it ("La Mecque, Arabie saoudite (choisi par…)"). */
  operatorLabel: string;
  /** Its country, whose towns the search offers first. */
  operatorCountry: string;
  /** The subscriber's Asr, and how to change it (whatever the place). */
  asr: AsrSchool;
  onAsr: (asr: AsrSchool) => void;
  locale: Locale;
  onChoose: (place: ChosenPlace | null) => void;
  t: StringsOf<typeof PLACE_BAR_KEYS>;
}

/** For which place, in which time zone and by which method the times are; and where to change them. */
export default function PlaceBar({
  place,
  answered,
  pending,
  now,
  operatorLabel,
  operatorCountry,
  asr,
  onAsr,
  locale,
  onChoose,
  t,
}: Props) {
  const [open, setOpen] = useState(false);
  const chosen = place ? placeTitle(locale, place) : null;
  // An API that ignores the place fields answers for its own place: say so rather than mislabel.
  const ignored = !pending && place !== null && answered === null;
  // The page's HTML says "the operator's place" and its inline script writes the stored place over
  // it (todayScript.ts); the island's first render takes that text as it is, the next one renders
  // its own in a new element, whatever the script wrote.
  const hydrated = useHydrated();
  // The zone's name stays left to right inside an Arabic sentence.
  const [zoneBefore, zoneAfter = ''] = t.prayerZone.split('{zone}');
  const [placeBefore, placeAfter = ''] = t.prayerPlaceFor.split('{place}');
  return (
    <section className="prayer-place" aria-label={t.placeSettings}>
      <p className="prayer-place-name">
        {placeBefore}
        <span
          className="prayer-place-title"
          key={hydrated ? 'live' : 'html'}
          // The words the page's inline script names the operator's place with (todayScript.ts).
          data-named={t.operatorPlaceNamed}
          suppressHydrationWarning
        >
          {chosen && !ignored ? chosen : operatorLabel}
        </span>
        {placeAfter}
      </p>
      {pending ? (
        // The zone and method's room, in the page's own words (so its own fonts' line height), unseen.
        <p className="prayer-place-detail prayer-pending" aria-hidden="true">
          <span>{zoneBefore + zoneAfter}</span>
          <span>{fill(t.prayerMethod, { method: '' })}</span>
        </p>
      ) : null}
      {answered ? (
        <p className="prayer-place-detail">
          <span>
            {zoneBefore}
            <bdi dir="ltr">{zoneLabel(answered.timeZone, now)}</bdi>
            {zoneAfter}
          </span>{' '}
          <span>
            {fill(t.prayerMethod, { method: methodName(t, answered.method) })}
            {/* Said only when the answer followed it: an operator's API may not know the choice. */}
            {answered.asr === 'hanafi' ? ` · ${t.asrHanafi}` : null}
          </span>
        </p>
      ) : null}
      {ignored ? (
        <p className="prayer-place-note" role="note">
          {fill(t.operatorTimesNote, { place: chosen as string })}
        </p>
      ) : null}
      <button type="button" className="text-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t.changePlace}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PlacePicker
            place={place}
            operatorCountry={operatorCountry}
            asr={asr}
            onAsr={onAsr}
            locale={locale}
            t={t}
            onChoose={(p) => {
              onChoose(p);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
