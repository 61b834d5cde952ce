import type { StoredKey } from '../shared/storedKeys.ts';
import { apiPost } from '../lib/api.ts';
import { track } from '../lib/events.ts';
import { getString, removeItem, setItem } from '../lib/storage.ts';
import { outcomeOf, type Outcome, type SubscriptionState } from '../lib/subscription.ts';
import { isCheckSub } from '../shared/apiAnswers.ts';
import { currentStatusOf, isToken, type CheckSubResponse } from '../lib/validate.ts';
import { dispatch } from '../stores/subscription.ts';
import { currentPageEvent } from './page.ts';

/**
 * What the answer says about the subscriber, kept for the headers and events of later calls. A
 * successful answer is the truth about the uid it answers: a value it leaves empty, leaves out or
 * sends unusable is dropped, never carried over from whoever was checked before. A failed answer
 * says the check failed, not who the subscriber is: what was kept for this uid stays.
 */
function saveProfile(r: CheckSubResponse): void {
  if (r.status !== 'success') return;
  keep('msisdn', r.msisdn);
  keep('currentStatus', currentStatusOf(r));
}

const keep = (key: StoredKey, value: unknown) => (isToken(value) ? setItem(key, value) : removeItem(key));

let waitingForNetwork = false;

async function check(uid: string, quiet = false): Promise<{ state: SubscriptionState; outcome: Outcome }> {
  const result = await apiPost('checkSub', { uid }, isCheckSub);
  if (result.ok) saveProfile(result.data);
  const outcome = outcomeOf(result);
  track(currentPageEvent(), 'checksub', outcome.kind);
  if (outcome.kind === 'unreachable' && !waitingForNetwork) {
    waitingForNetwork = true;
    window.addEventListener(
      'online',
      () => {
        waitingForNetwork = false;
        void checkSubscription(uid);
      },
      { once: true },
    );
  }
  return { state: dispatch({ type: 'checked', outcome, quiet }), outcome };
}

/** Asks the API where the uid stands and feeds the answer (or its absence) to the state. */
export async function checkSubscription(uid: string): Promise<SubscriptionState> {
  return (await check(uid)).state;
}

/**
 * The visitor's "Try again": the same check, whose answer the screen that asked shows itself
 * (no modal). Null when there is no uid to check.
 */
export async function checkAgain(): Promise<Outcome['kind'] | null> {
  const uid = getString('uid');
  if (!uid) return null;
  return (await check(uid, true)).outcome.kind;
}
