import type { Locator, Page } from '@playwright/test';
import type { Locale, Strings } from '../../../src/i18n/index.ts';
import { formatNumber } from '../../../src/i18n/index.ts';
import { fill } from '../../../src/lib/fill.ts';
import { READING_PLAN } from '../../../src/shared/routes.ts';
import { openReady } from '../media-helpers.ts';
import { quran } from '../quran-data.ts';

export type Address = readonly [chapter: number, verse: number];

/**
 * The reading plan, /plan: a form (the days, where to begin, a juz a night near Ramadan), then the
 * plan itself (the day, today's portion, the progress, and the buttons that move it on or end it).
 * Its texts are written as the page writes them, in the project's locale and digits.
 */
export class PlanPage {
  readonly heading: Locator;
  readonly day: Locator;
  /** The plan's own block, where its sentences are looked for. */
  readonly plan: Locator;
  readonly days: Locator;
  readonly start: Locator;
  readonly juzNight: Locator;
  readonly markRead: Locator;
  readonly markNext: Locator;
  readonly readOn: Locator;
  readonly readAhead: Locator;
  readonly end: Locator;
  readonly endYes: Locator;
  readonly endNo: Locator;
  readonly again: Locator;

  constructor(
    readonly page: Page,
    readonly t: Strings,
    readonly locale: Locale,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.day = page.getByRole('heading', { level: 2 });
    this.plan = page.getByRole('main').locator('.reading-plan');
    this.days = page.getByRole('spinbutton', { name: t.planDays });
    const button = (name: string) => page.getByRole('button', { name });
    this.start = button(t.planStart);
    this.juzNight = button(t.planJuzNight);
    this.markRead = button(t.planMarkRead);
    this.markNext = button(t.planMarkNext);
    this.end = button(t.planEnd);
    this.endYes = button(t.planEndYes);
    this.endNo = button(t.planEndNo);
    this.again = button(t.planAgain);
    this.readOn = page.getByRole('link', { name: t.planReadOn });
    this.readAhead = page.getByRole('link', { name: t.planReadAhead });
  }

  /** Opens /plan in the project's locale, hydrated. */
  async open(at: (route: string) => string): Promise<void> {
    await openReady(this.page, at(READING_PLAN));
  }

  /** Starts a plan from the form, over `days` when given (the form's 30 otherwise). */
  async begin(days?: number): Promise<void> {
    if (days !== undefined) await this.days.fill(String(days));
    await this.start.click();
  }

  /** The radio that begins the plan where the reader left off. */
  fromPlace(place: Address): Locator {
    return this.page.getByRole('radio', { name: fill(this.t.planFromPlace, { place: this.verseName(place) }) });
  }

  /** The link that catches up from where the reader stopped. */
  catchUp(from: Address): Locator {
    return this.page.getByRole('link', { name: fill(this.t.planCatchUp, { place: this.verseName(from) }) });
  }

  /** A sentence of the plan's block. */
  says(text: string): Locator {
    return this.plan.getByText(text);
  }

  progressBar(read: number, total: number): Locator {
    return this.page.getByRole('progressbar', { name: this.progressText(read, total) });
  }

  /** The plan as the phone keeps it (null when there is none). */
  stored(): Promise<{ next: { chapter: number; verse: number } } | null> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('readingPlan') ?? 'null'));
  }

  /** "Al-Baqarah, verse 200", as the plan names a verse. */
  verseName([chapter, verse]: Address): string {
    const surah = quran.ar[chapter - 1]!;
    return fill(this.t.verseOf, {
      surah: this.locale === 'ar' ? surah.name : surah.transliteration,
      verse: this.#n(verse),
    });
  }

  portionText(first: Address, last: Address): string {
    return fill(this.t.planToday, { first: this.verseName(first), last: this.verseName(last) });
  }

  progressText(read: number, total: number): string {
    return fill(this.t.planProgress, { read: this.#n(read), total: this.#n(total), left: this.#n(total - read) });
  }

  dayOf(day: number, days: number): string {
    return fill(this.t.planDayOf, { day: this.#n(day), days: this.#n(days) });
  }

  behind(days: number): string {
    return fill(this.t.planBehind, { n: this.#n(days) });
  }

  #n(x: number): string {
    return formatNumber(this.locale, x);
  }
}
