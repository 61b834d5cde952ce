// The operator's link carries the subscriber's uid in its hash (#uid=...). The app settles it once
// it has started, after hydration; a tap on a plain link before that (on a slow phone, a tile can be
// tapped seconds earlier) would leave the hash, and with it the subscriber, behind. So every page's
// head script notes the link's uid for this tab before the first paint, and the app takes it.
import { isUid, uidFromHash } from '../lib/subscription.ts';
import { SESSION_KEYS, storedValue } from '../shared/storedKeys.ts';

const KEY: keyof typeof SESSION_KEYS = 'arrivingUid';
/** How long a note waits for the app: a slow phone's next pages, not a tab restored hours later. */
export const FRESH_MS = 10 * 60_000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The noted uid, if the note is one this code wrote, and recently: anything else on the origin is no link. */
function noted(now: number): string | null {
  const note = storedValue(session()?.getItem(KEY) ?? null, SESSION_KEYS.arrivingUid, now) as
    { uid?: unknown; at?: unknown } | undefined;
  if (!note || !isUid(note.uid) || typeof note.at !== 'number') return null;
  return now - note.at >= 0 && now - note.at < FRESH_MS ? note.uid : null;
}

/** The uid of this tab's arrival link: this page's hash, noted for the next pages, or an earlier page's note. */
export function arrivingUid(hash: string): string | null {
  const uid = uidFromHash(hash);
  const now = Date.now();
  try {
    if (!uid) return noted(now);
    session()?.setItem(KEY, JSON.stringify({ uid, at: now }));
  } catch {
    // Storage refused: the link counts on the page it opened, as it always did.
  }
  return uid;
}

/** The app's part, once per start: the arrival's uid, and the note forgotten, since the app now settles it. */
export function takeArrivingUid(hash: string): string | null {
  const uid = arrivingUid(hash);
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing was noted then either.
  }
  return uid;
}
