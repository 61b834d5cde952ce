// Fixed salatTimings answers shared by the prayer specs and the home snapshots, and the place a
// subscriber chose on the prayer page, as the phone keeps it.
import type { Page } from '@playwright/test';
import type { Locale, Strings } from '../../src/i18n/index.ts';
import { fill } from '../../src/lib/fill.ts';
import { countryName } from '../../src/components/prayer/place/names.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

/** A place and its country as the page writes them: "Paris, France" (Arabic has its own comma). */
export const withCountry = (locale: Locale, place: string, country: string) =>
  `${place}${locale === 'ar' ? '، ' : ', '}${countryName(locale, country)}`;

/** The reference server's operator place, in each language. */
export const MAKKAH: Record<Locale, string> = { fr: 'La Mecque', en: 'Makkah', ar: 'مكة المكرمة' };

/** "Times for Makkah, Saudi Arabia (set by your operator)": the reference operator's place line. */
export const operatorLine = (t: Strings, locale: Locale) =>
  fill(t.prayerPlaceFor, { place: fill(t.operatorPlaceNamed, { place: withCountry(locale, MAKKAH[locale], 'SA') }) });

// A fixed answer for Paris (UTC+1) on a day, 1 March 2026 unless told, and the next, so the clock
// can be run to a prayer's time.
export const PARIS_TIMES = ['05:50', '07:30', '12:00', '14:50', '18:20', '19:55'];
export function parisAnswer(locale: Locale, firstDay = '2026-03-01') {
  const answer: Record<string, unknown> = {
    place: { latitude: 48.853, longitude: 2.349, timeZone: 'Europe/Paris', method: 'MuslimWorldLeague' },
  };
  const next = new Date(Date.parse(`${firstDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const iso of [firstDay, next]) {
    const key = iso.split('-').reverse().join('-');
    answer[key] = labels.map((label, i) => ({
      id: label.id,
      heading: label.heading[locale],
      name: label.name[locale],
      time: PARIS_TIMES[i],
      timestamp: new Date(`${iso}T${PARIS_TIMES[i]}:00+01:00`).toISOString(),
    }));
  }
  return answer;
}

/**
 * Alerts are off until the subscriber turns them on (alert.ts): the specs of the alert itself start
 * with them on, as a subscriber who chose so, unless the test stored another choice.
 */
export async function withAlertsOn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('prayerAlerts') === null) localStorage.setItem('prayerAlerts', 'true');
  });
}

/** Paris, as the prayer page stores it once chosen (the place of parisAnswer). */
export const PARIS = {
  name: 'Paris',
  country: 'FR',
  latitude: 48.853,
  longitude: 2.349,
  timeZone: 'Europe/Paris',
  method: 'MuslimWorldLeague',
};

/** The place chosen on the prayer page, kept on the phone before any page of the test loads. */
export async function choosePlace(page: Page, place: typeof PARIS): Promise<void> {
  await page.addInitScript((p) => localStorage.setItem('prayerPlace', JSON.stringify(p)), place);
}
