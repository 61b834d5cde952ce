// Fixed salatTimings answers shared by the prayer specs and the home snapshots.
import type { Locale } from '../../src/i18n/index.ts';
import labels from '../../content/prayer.json' with { type: 'json' };

// A fixed answer for Paris (UTC+1) on a day, 1 March 2026 unless told, and the next, so the clock
// can be run to a prayer's time.
const PARIS_TIMES = ['05:50', '07:30', '12:00', '14:50', '18:20', '19:55'];
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
export async function withAlertsOn(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('prayerAlerts') === null) localStorage.setItem('prayerAlerts', 'true');
  });
}
