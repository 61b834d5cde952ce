/**
 * Prayer-time calculation methods the salatTimings API accepts, and the one customary in each
 * country. Plain data with no imports: the server validates against it and the client may import
 * it to offer the choice and pick a default for the subscriber's country.
 *
 * The names are those of the `adhan` package's CalculationMethod (all of them but `Other`, whose
 * zero angles are a placeholder, not a method), and Kemenag, which adhan lacks (its parameters are
 * in server/prayerTimes.ts).
 */
export const PRAYER_METHODS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Kemenag',
  'Tehran',
  'Turkey',
] as const;

export type PrayerMethod = (typeof PRAYER_METHODS)[number];

/** Where no national authority's method is listed: the Muslim World League's 18°/17°, the widest used. */
export const DEFAULT_METHOD: PrayerMethod = 'MuslimWorldLeague';

/** ISO 3166-1 alpha-2 country code -> customary method. Countries not listed use DEFAULT_METHOD. */
export const COUNTRY_METHODS: Readonly<Record<string, PrayerMethod>> = {
  // Saudi Arabia: Umm al-Qura University's calendar is the official one; Yemen follows it.
  SA: 'UmmAlQura',
  YE: 'UmmAlQura',
  // Gulf states with their own Awqaf parameters, each a method of adhan's.
  AE: 'Dubai',
  KW: 'Kuwait',
  QA: 'Qatar',
  // Egyptian General Authority of Survey (19.5°/17.5°): Egypt and neighbours that publish with it.
  EG: 'Egyptian',
  SD: 'Egyptian',
  LY: 'Egyptian',
  SY: 'Egyptian',
  LB: 'Egyptian',
  // University of Islamic Sciences, Karachi (18°/18°): the standard across South Asia.
  PK: 'Karachi',
  IN: 'Karachi',
  BD: 'Karachi',
  AF: 'Karachi',
  // MUIS / JAKIM / Brunei use Fajr 20°, Isha 18° (adhan's "Singapore").
  SG: 'Singapore',
  MY: 'Singapore',
  BN: 'Singapore',
  // Indonesia's Ministry of Religious Affairs publishes its own (the same angles): Indonesians look
  // for its name, not Singapore's.
  ID: 'Kemenag',
  // Diyanet İşleri Başkanlığı's angles and precautions.
  TR: 'Turkey',
  // Institute of Geophysics, University of Tehran.
  IR: 'Tehran',
  // Islamic Society of North America (15°/15°), customary in the US and Canada.
  US: 'NorthAmerica',
  CA: 'NorthAmerica',
};

/**
 * When Asr begins: when a thing's shadow is its noon shadow plus its length (the Shafi'i, Maliki
 * and Hanbali schools, and most authorities) or plus twice its length (the Hanafi school, followed
 * across South Asia, Turkey and Central Asia). Asked for beside the method, since it is the
 * subscriber's school, not the place's.
 */
export const ASR_SCHOOLS = ['standard', 'hanafi'] as const;
export type AsrSchool = (typeof ASR_SCHOOLS)[number];
export const DEFAULT_ASR: AsrSchool = 'standard';

export function isAsrSchool(value: unknown): value is AsrSchool {
  return typeof value === 'string' && (ASR_SCHOOLS as readonly string[]).includes(value);
}

export function isPrayerMethod(value: unknown): value is PrayerMethod {
  return typeof value === 'string' && (PRAYER_METHODS as readonly string[]).includes(value);
}

/** The customary method for a country code (any case); DEFAULT_METHOD for unknown or missing codes. */
export function methodForCountry(code: string | null | undefined): PrayerMethod {
  const key = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(key) && Object.hasOwn(COUNTRY_METHODS, key) ? COUNTRY_METHODS[key] : DEFAULT_METHOD;
}
