import { apiPost } from '../lib/api.ts';
import { track } from '../lib/events.ts';
import { setItem } from '../lib/storage.ts';
import { outcomeOf, type SubscriptionState } from '../lib/subscription.ts';
import { currentStatusOf, isCheckSub, type CheckSubResponse } from '../lib/validate.ts';
import { dispatch } from '../stores/subscription.ts';
import { currentPageEvent } from './page.ts';

/** What the answer says about the subscriber, kept for the headers and events of later calls. */
function saveProfile(r: CheckSubResponse): void {
  const current = currentStatusOf(r);
  if (current) setItem('currentStatus', current);
  if (r.msisdn) setItem('msisdn', r.msisdn);
}

let waitingForNetwork = false;

/** Asks the API where the uid stands and feeds the answer (or its absence) to the state. */
export async function checkSubscription(uid: string): Promise<SubscriptionState> {
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
  return dispatch({ type: 'checked', outcome });
}
