import { test as base } from '../fixtures.ts';
import { CalendarPage } from './calendar.ts';
import { Gate } from './gate.ts';
import { HomePage } from './home.ts';
import { PlaceSearch } from './placeSearch.ts';
import { PlanPage } from './plan.ts';
import { Players } from './players.ts';
import { PrayerPage } from './prayer.ts';
import { RamadanTimesPage } from './ramadanTimes.ts';
import { SearchPage } from './search.ts';
import { WallpapersPage } from './wallpapers.ts';

export interface PageObjects {
  calendar: CalendarPage;
  gate: Gate;
  home: HomePage;
  places: PlaceSearch;
  plan: PlanPage;
  players: Players;
  prayer: PrayerPage;
  search: SearchPage;
  times: RamadanTimesPage;
  walls: WallpapersPage;
}

/**
 * The project's fixtures with every Page Object beside them, built for the test's page, strings
 * and locale: a spec names the ones it drives (Playwright builds a fixture only for a test that
 * asks for it), so a new Page Object is added here once, not in each spec.
 */
export const test = base.extend<PageObjects>({
  calendar: async ({ page, t, appLocale }, use) => use(new CalendarPage(page, t, appLocale)),
  gate: async ({ page, t, appLocale }, use) => use(new Gate(page, t, appLocale)),
  home: async ({ page, t, appLocale }, use) => use(new HomePage(page, t, appLocale)),
  places: async ({ page, t }, use) => use(new PlaceSearch(page, t)),
  plan: async ({ page, t, appLocale }, use) => use(new PlanPage(page, t, appLocale)),
  players: async ({ page, t }, use) => use(new Players(page, t)),
  prayer: async ({ page, t }, use) => use(new PrayerPage(page, t)),
  search: async ({ page, t }, use) => use(new SearchPage(page, t)),
  times: async ({ page, t, appLocale }, use) => use(new RamadanTimesPage(page, t, appLocale)),
  walls: async ({ page, t, appLocale }, use) => use(new WallpapersPage(page, t, appLocale)),
});
