// The operator's link carries the subscriber's uid in its hash (#uid=...). The app settles it once
// it has started, after hydration; a tap on a plain link before that (on a slow phone, a tile can be
// tapped seconds earlier) would leave the hash, and with it the subscriber, behind. So every page's
// head script notes the link's uid for this tab before the first paint, and the app takes it.
import { isUid, uidFromHash } from '../lib/subscription.ts';
import { dropNote, isFresh, readNote, writeNote } from '../lib/sessionNotes.ts';

/** How long a note waits for the app: a slow phone's next pages, not a tab restored hours later. */
export const FRESH_MS = 10 * 60_000;

/** The noted uid, if the note is one this code wrote, and recently: anything else on the origin is no link. */
function noted(now: number): string | null {
  const note = readNote('arrivingUid') as { uid?: unknown; at?: unknown } | null;
  return note && isUid(note.uid) && isFresh(note.at, now, FRESH_MS) ? note.uid : null;
}

/** The uid of this tab's arrival link: this page's hash, noted for the next pages, or an earlier page's note. */
export function arrivingUid(hash: string): string | null {
  const uid = uidFromHash(hash);
  const now = Date.now();
  // A refused storage keeps no note: the link then counts on the page it opened, as it always did.
  if (uid) writeNote('arrivingUid', { uid, at: now });
  return uid ?? noted(now);
}

/** The app's part, once per start: the arrival's uid, and the note forgotten, since the app now settles it. */
export function takeArrivingUid(hash: string): string | null {
  const uid = arrivingUid(hash);
  dropNote('arrivingUid');
  return uid;
}
