import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { RAMADAN_TIMES } from '../../../src/shared/routes.ts';
import { openReady } from '../media-helpers.ts';
import { hijriText } from './calendar.ts';

/**
 * Ramadan's timetable, /ramadan_times: the month's name, the place the times are for, a table of
 * the month's days (the day's number as the row's header, then its date, Imsak and Iftar; today's
 * row marked as the current date), the countdown to Suhoor's end or Iftar, and the button that
 * saves the month to the phone's calendar; the loader while the times come, an alert if they do not.
 */
export class RamadanTimesPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly month: Locator;
  readonly timetable: Locator;
  readonly rows: Locator;
  readonly today: Locator;
  readonly countdown: Locator;
  readonly addToCalendar: Locator;
  readonly loader: Locator;
  readonly failed: Locator;

  constructor(
    readonly page: Page,
    t: Strings,
    readonly locale: Locale,
  ) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.month = this.main.getByRole('heading', { level: 2 });
    this.timetable = this.main.getByRole('table');
    this.rows = this.timetable.locator('tbody tr');
    this.today = this.timetable.locator('tr[aria-current="date"]');
    this.countdown = page.getByRole('timer');
    this.addToCalendar = page.getByRole('button', { name: t.addRamadanTimes });
    this.loader = page.getByRole('status');
    this.failed = page.getByRole('alert').filter({ hasText: t.loadFailed });
  }

  /** Opens the timetable in the project's locale, hydrated. */
  async open(at: (route: string) => string): Promise<void> {
    await openReady(this.page, at(RAMADAN_TIMES));
  }

  /** The nth day's row (1: the first of Ramadan). */
  day(n: number): Locator {
    return this.rows.nth(n - 1);
  }

  /** A Ramadan as the browser names it ("ramadan 1448 AH"), from a Gregorian day of it. */
  monthName(day: string): string {
    return hijriText(this.locale, day, { month: 'long', year: 'numeric' });
  }
}
