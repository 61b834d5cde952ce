import { documentLocale } from '../lib/documentLocale.ts';
import { deleteCookie, getItem, getString, removeItem } from '../lib/storage.ts';
import { arrivalOf } from '../lib/subscription.ts';
import { saveUid } from './uid.ts';

/**
 * Every stored value that belongs to the person the phone last knew, rather than to the phone:
 * what the operator said about them (msisdn, currentStatus, subStatus), their usage session,
 * where they were (prevPath, the hadith track), and the operator's campaign and flow values that
 * ride on every request (src/lib/api.ts). One list, so a value added for the person is forgotten
 * with the rest.
 *
 * Not in it: the uid itself (saveUid replaces it; after unsubscribing, forgetUid drops it once the
 * server says the uid is new); what belongs to the device (deviceId, randomNumber, the language,
 * reading settings, bookmarks, the prayer place); the queue of usage events, already built and
 * each the earlier person's own; and the section asked for before subscribing, which is how a
 * visitor back from the operator's page with a uid of their own lands where they were going.
 */
export const PERSON_KEYS = [
  'msisdn',
  'currentStatus',
  'subStatus',
  'sessionId',
  'sessionTime',
  'sessionStart',
  'userType',
  'prevPath',
  'currSongInd',
  'flowType',
  'blocked',
  'blockReason',
  'campaignId',
  'rcid',
] as const;

/** Forgets the person: nothing the app sends afterwards can carry their number, status or session. */
export function forgetPerson(): void {
  for (const key of PERSON_KEYS) removeItem(key);
  // The person's one cookie (the uid's own is replaced or dropped with it, src/app/uid.ts).
  deleteCookie('subStatus');
}

/**
 * Settles who the phone is for before anything is sent: the uid of a `#uid=` link, or the stored
 * one. Another person's link replaces the stored uid and forgets its person, after asking when
 * that person is an active subscriber (who keeps the phone if the visitor says so).
 */
export async function settleIdentity(hashUid: string | null): Promise<void> {
  if (!hashUid) return;
  const arrival = arrivalOf(hashUid, getString('uid'), getItem('subStatus'));
  if (arrival === 'ask' && (await ask()) === 'keep') return;
  if (arrival !== 'same') forgetPerson();
  // The same uid is saved again too: its cookie's lifetime starts over.
  saveUid(hashUid);
}

/** The question, loaded when needed; if it cannot load (offline), nothing is asked and nothing changes. */
function ask(): Promise<string> {
  return import('./askUid.ts').then((m) => m.askAboutUid(documentLocale())).catch(() => 'keep');
}
