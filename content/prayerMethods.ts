/**
 * Prayer-time calculation methods the salatTimings API accepts, and the one customary in each
 * country. Plain data with no imports: the server validates against it and the client may import
 * it to offer the choice and pick a default for the subscriber's country.
 *
 * The names are those of the `adhan` package's CalculationMethod (all of them but `Other`, whose
 * zero angles are a placeholder, not a method).
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
  // MUIS / JAKIM / KEMENAG / Brunei all use Fajr 20°, Isha 18° (adhan's "Singapore").
  SG: 'Singapore',
  MY: 'Singapore',
  ID: 'Singapore',
  BN: 'Singapore',
  // Diyanet İşleri Başkanlığı's angles and precautions.
  TR: 'Turkey',
  // Institute of Geophysics, University of Tehran.
  IR: 'Tehran',
  // Islamic Society of North America (15°/15°), customary in the US and Canada.
  US: 'NorthAmerica',
  CA: 'NorthAmerica',
};

export function isPrayerMethod(value: unknown): value is PrayerMethod {
  return typeof value === 'string' && (PRAYER_METHODS as readonly string[]).includes(value);
}

/** The customary method for a country code (any case); DEFAULT_METHOD for unknown or missing codes. */
export function methodForCountry(code: string | null | undefined): PrayerMethod {
  const key = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(key) && Object.hasOwn(COUNTRY_METHODS, key) ? COUNTRY_METHODS[key] : DEFAULT_METHOD;
}
