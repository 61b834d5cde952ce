// The operator's link carries the subscriber's uid in its hash (#uid=...). The app settles it once
// it has started, after hydration; a tap on a plain link before that (on a slow phone, a tile can be
// tapped seconds earlier) would leave the hash, and with it the subscriber, behind. So every page's
// head script notes the link's uid for this tab before the first paint, and the app takes it.
import { isUid, uidFromHash } from '../lib/subscription.ts';
import { BEFORE_PAINT, storedValue, type SESSION_KEYS } from '../shared/storedKeys.ts';

const KEY: keyof typeof SESSION_KEYS = 'arrivingUid';
/** A stored uid's rule (the same as SESSION_KEYS.arrivingUid): every page's head script carries it already. */
const RULE = BEFORE_PAINT.uid;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The uid of this tab's arrival link: this page's hash, noted for the next pages, or an earlier page's note. */
export function arrivingUid(hash: string): string | null {
  const uid = uidFromHash(hash);
  try {
    if (uid) session()?.setItem(KEY, JSON.stringify(uid));
    else {
      const noted = storedValue(session()?.getItem(KEY) ?? null, RULE, Date.now());
      if (isUid(noted)) return noted;
    }
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
