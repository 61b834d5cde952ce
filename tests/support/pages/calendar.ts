import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { CALENDAR } from '../../../src/shared/routes.ts';
import { HIJRI_CALENDAR, INTL_TAGS } from '../../../src/shared/locales.ts';
import { openReady } from '../media-helpers.ts';

/**
 * The Hijri calendar, /calendar: a month's heading and its table of days (today's cell marked as
 * the current date), buttons to the next, this and the previous month, the year's days as a list,
 * and a button that saves them to the phone's calendar. Dates are written as the browser's Intl
 * writes them in the project's locale, as the page does.
 */
export class CalendarPage {
  readonly main: Locator;
  readonly month: Locator;
  readonly grid: Locator;
  readonly today: Locator;
  readonly nextMonth: Locator;
  readonly thisMonth: Locator;
  readonly previousMonth: Locator;
  readonly yearDays: Locator;
  readonly addYearDays: Locator;

  constructor(
    readonly page: Page,
    t: Strings,
    readonly locale: Locale,
  ) {
    this.main = page.getByRole('main');
    this.month = this.main.getByRole('heading', { level: 2 }).first();
    this.grid = this.main.getByRole('table');
    this.today = this.grid.locator('td[aria-current="date"]');
    this.nextMonth = page.getByRole('button', { name: t.nextMonth });
    this.thisMonth = page.getByRole('button', { name: t.thisMonth });
    this.previousMonth = page.getByRole('button', { name: t.previousMonth });
    this.yearDays = this.main.getByRole('list').getByRole('listitem');
    this.addYearDays = page.getByRole('button', { name: t.addYearDays });
  }

  /** Opens /calendar in the project's locale, hydrated. */
  async open(at: (route: string) => string): Promise<void> {
    await openReady(this.page, at(CALENDAR));
  }

  /** One of the year's days, by its name. */
  yearDay(name: string): Locator {
    return this.yearDays.filter({ hasText: name });
  }

  /** A Hijri month as the browser names it ("ramadan 1448 AH"), for a Gregorian day of it. */
  hijriMonth(day: string): string {
    return this.#hijri(day, { month: 'long', year: 'numeric' });
  }

  /** A day's Hijri date as the browser writes it ("10 mouharram 1449 AH"). */
  hijriDay(day: string): string {
    return this.#hijri(day, { day: 'numeric', month: 'long', year: 'numeric' });
  }

  #hijri(day: string, parts: Intl.DateTimeFormatOptions): string {
    return hijriText(this.locale, day, parts);
  }
}

/** A Gregorian day (YYYY-MM-DD) in the Umm al-Qura calendar, as the browser's Intl writes it in `locale`. */
export function hijriText(locale: Locale, day: string, parts: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(`${INTL_TAGS[locale]}${HIJRI_CALENDAR}`, { ...parts, timeZone: 'UTC' });
  return format.format(new Date(`${day}T12:00:00Z`));
}
