import type { Locator, Page } from '@playwright/test';
import type { Strings } from '../../../src/i18n/index.ts';
import { openReady } from '../media-helpers.ts';

/**
 * The prayer page /4: the place bar, the countdown, the date navigator, the day's rows and the
 * alert switch. The rows' list has no name of its own (a plain list under the day's heading), so
 * it alone is found by its class, here and nowhere else.
 */
export class PrayerPage {
  readonly page: Page;
  /** The place the times are for, its picker and method. */
  readonly place: Locator;
  readonly searchCity: Locator;
  /** "Next prayer in …", a live timer. */
  readonly countdown: Locator;
  readonly previousDay: Locator;
  readonly nextDay: Locator;
  /** The day shown, as a level-2 heading (Gregorian), and its Hijri date under it. */
  readonly day: Locator;
  readonly hijri: Locator;
  readonly rows: Locator;
  /** The row of the next prayer, marked aria-current="time" on its own day only. */
  readonly nextRow: Locator;
  readonly alertSwitch: Locator;
  /** Web Push: its switch, the prayers it announces, and the whole option (for snapshots, by class). */
  readonly pushSwitch: Locator;
  readonly pushPrayers: Locator;
  readonly pushOption: Locator;
  readonly pushVerse: Locator;
  readonly pushVerseHour: Locator;
  /** The place's name line, the calculation method and Asr's school, and "use the operator's place". */
  readonly placeName: Locator;
  readonly method: Locator;
  readonly asrSchool: Locator;
  readonly useOperatorPlace: Locator;
  /** The date bar (its arrows, the day and its Hijri date), whose place on screen must hold. */
  readonly dateNav: Locator;
  /** The month's times as a calendar file. */
  readonly addToCalendar: Locator;

  constructor(page: Page, t: Strings) {
    this.page = page;
    this.place = page.getByRole('region', { name: t.placeSettings });
    this.searchCity = page.getByRole('searchbox', { name: t.searchCity });
    this.countdown = page.getByRole('timer');
    this.previousDay = page.getByRole('button', { name: t.previousDay });
    this.nextDay = page.getByRole('button', { name: t.nextDay });
    this.day = page.getByRole('main').getByRole('heading', { level: 2 });
    this.hijri = page.locator('.date-nav-hijri');
    this.rows = page.locator('.prayer-row');
    this.nextRow = page.locator('.prayer-row[aria-current="time"]');
    this.alertSwitch = page.getByRole('switch', { name: t.alertsOn });
    this.pushSwitch = page.getByRole('switch', { name: t.pushOn });
    this.pushPrayers = page.getByRole('group', { name: t.pushPrayers });
    this.pushOption = page.locator('.prayer-push');
    this.pushVerse = page.getByRole('checkbox', { name: t.pushVerse, exact: true });
    this.pushVerseHour = page.getByRole('combobox', { name: t.pushVerseHour });
    this.placeName = page.locator('.prayer-place-name');
    this.method = page.getByRole('combobox', { name: t.methodLabel });
    this.asrSchool = page.getByRole('combobox', { name: t.asrLabel });
    this.useOperatorPlace = page.getByRole('button', { name: t.useOperatorPlace });
    this.dateNav = page.locator('.date-nav');
    this.addToCalendar = page.getByRole('button', { name: t.addToCalendar });
  }

  /** Opens /4 in the project's locale (as the demo subscriber, or `uid`), hydrated, the startup loader gone. */
  async open(at: (route: string) => string, uid?: string): Promise<void> {
    await openReady(this.page, at('/4'), uid);
  }
}
