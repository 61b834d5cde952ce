import { documentLocale } from '../lib/documentLocale.ts';
import { deleteCookie, getItem, getString, removeItem } from '../lib/storage.ts';
import { arrivalOf } from '../lib/subscription.ts';
import { PERSON_KEYS } from '../shared/storedKeys.ts';
import { saveUid } from './uid.ts';

export { PERSON_KEYS };

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
