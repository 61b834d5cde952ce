/**
 * Every key the app keeps in localStorage, with the JSON type its value must have and the longest
 * text it may take. Storage outlives deploys, is shared by whoever holds the phone and can be
 * written by anything on the origin: a value of another type or size reads as absent and is
 * removed (src/lib/storage.ts), before any code spreads, iterates or trusts it. Shapes below the
 * type (a place's fields, a bookmark's) are checked by the feature that reads the key, through the
 * same helper, which removes what that check refuses.
 *
 * The pre-paint scripts read through the same helper (they import it: integrations/pre-paint.mjs).
 */

/** `time`: a moment (ms since 1970) the phone has already seen: not later than now. */
export type StoredKind = 'string' | 'number' | 'time' | 'boolean' | 'object' | 'array';
export type StoredRule = readonly [kind: StoredKind, maxChars: number];

/**
 * The rules of the keys the pre-paint scripts read, named so that each of those scripts (inline in
 * the HTML) carries only its own rules rather than the whole table.
 */
export const BEFORE_PAINT = {
  uid: ['string', 80],
  subStatus: ['string', 20],
  themeLang: ['string', 8],
  reading: ['object', 200],
  bookmarks: ['array', 150_000],
  prayerPlace: ['object', 1_000],
  lastRead: ['object', 1_000],
  // The reading plan (components/plan): home keeps its card's room for it, as for lastRead.
  readingPlan: ['object', 1_000],
} as const satisfies Record<string, StoredRule>;
const { uid, subStatus, themeLang, reading, bookmarks, prayerPlace, lastRead, readingPlan } = BEFORE_PAINT;

/**
 * What belongs to the person the phone last knew, rather than to the phone: what the operator said
 * about them (msisdn, currentStatus, subStatus), their usage session, where they were (prevPath, the
 * hadith track), and the operator's campaign and flow values that ride on every request
 * (src/lib/api.ts). Forgotten together when another person takes the phone (src/app/identity.ts).
 */
const PERSON = {
  subStatus,
  currentStatus: ['string', 40],
  msisdn: ['string', 140],
  sessionId: ['string', 80],
  sessionTime: ['time', 20],
  sessionStart: ['time', 20],
  userType: ['string', 20],
  prevPath: ['string', 600],
  currSongInd: ['number', 12],
  campaignId: ['string', 200],
  rcid: ['string', 200],
  flowType: ['string', 200],
  blocked: ['string', 200],
  blockReason: ['string', 200],
  oopsSeen: ['string', 20],
  // Set when the server first called a known subscriber new or inactive (src/lib/subscription.ts).
  lapsed: ['boolean', 8],
} as const satisfies Record<string, StoredRule>;

/**
 * Kept across people: the uid itself (replaced, or dropped once the server says it is new:
 * src/app/uid.ts); what belongs to the phone or to whoever reads on it; the queue of usage events,
 * each already built and the earlier person's own; and the section asked for before subscribing,
 * which is how a visitor back from the operator's page with a uid of their own lands where they
 * were going.
 */
const DEVICE = {
  uid,
  afterSubscribe: ['object', 2_000],
  themeLang,
  deviceId: ['string', 130],
  randomNumber: ['number', 12],
  eventQueue: ['array', 200_000],
  // What a reader, a listener or a prayer keeps.
  bookmarks,
  reading,
  lastRead,
  readingPlan,
  verseHintSeen: ['boolean', 8],
  playbackRate: ['number', 12],
  resumeAt: ['object', 8_000],
  quranAudio: ['object', 120_000],
  prayerPlace,
  // The subscriber's Asr: 'hanafi', or absent for the standard one (components/prayer/place).
  prayerAsr: ['string', 20],
  prayerAlerts: ['boolean', 8],
  prayerAlerted: ['time', 20],
  // Web Push: on or off, the prayers chosen, and what the server last took (components/prayer/push).
  prayerPush: ['object', 2_000],
  salatTimings: ['object', 40_000],
  // Ramadan's Imsak and Iftar for the place, kept for offline (components/fasting).
  ramadanTimes: ['object', 8_000],
  // The tasbih: the dhikr in hand, the round's size and each dhikr's count (components/tasbih).
  tasbih: ['object', 2_000],
  // What was downloaded for offline on purpose, with its files and size (components/offline).
  kept: ['array', 60_000],
} as const satisfies Record<string, StoredRule>;

export const STORED_KEYS = { ...PERSON, ...DEVICE };

/**
 * Notes kept in sessionStorage (this tab only, read once), read with the same function: what a
 * surah page leaves its twin in another language (src/components/quran/handoff.ts), and the uid
 * of the operator's link until the app has settled it (src/app/arrival.ts).
 */
export const SESSION_KEYS = {
  readingPlace: ['object', 1_000],
  carryPlaying: ['object', 1_000],
  arrivingUid: ['object', 200],
} as const satisfies Record<string, StoredRule>;
export type StoredKey = keyof typeof STORED_KEYS;
export const PERSON_KEYS = Object.keys(PERSON) as (keyof typeof PERSON)[];

/** The value stored as `raw` under a key with `rule`, or undefined when it does not keep to it. */
export function storedValue(raw: string | null, rule: StoredRule, now: number): unknown {
  if (raw === null || raw.length > rule[1]) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const kind = rule[0];
  const type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  // A time more than a minute ahead (another tab's clock may be that far) came from a clock set wrong.
  const keeps =
    kind === 'time'
      ? typeof value === 'number' && value >= 0 && value <= now + 60_000
      : kind === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : type === kind;
  return keeps ? value : undefined;
}
