import type { ApiRoute } from '../http.ts';
import type { CheckSubResponse, UnsubscribeResponse } from '../../src/shared/apiAnswers.ts';
import { FAILING_UID } from '../db.ts';
import { msg } from '../messages.ts';
import { requireUid } from './fields.ts';
import { deleteSubscriberPush } from '../push/store.ts';

const checkSub: ApiRoute<CheckSubResponse> = {
  path: 'checkSub',
  async handle(body, { store, lang }) {
    const uid = requireUid(body);
    if (uid === FAILING_UID) return { status: 'failed', message: msg('subCheckFailed', lang) };
    const sub = await store.getSubscriber(uid);
    // Lapsed: no more calls to prayer on any of their phones (a paid service). An unknown uid has
    // none to drop (unsubscribing dropped them; saving needs an active subscriber), and this read,
    // the hottest of the API, stays a read for every visitor who is not a subscriber.
    if (sub && sub.status !== 'active') await deleteSubscriberPush(store.db, uid);
    if (!sub) {
      return { status: 'success', subStatus: 'new', message: msg('subNew', lang), currentStatus: 'new', msisdn: '' };
    }
    const key = sub.status === 'active' ? 'subActive' : 'subInactive';
    return {
      status: 'success',
      subStatus: sub.status,
      message: msg(key, lang),
      currentStatus: sub.status,
      msisdn: sub.msisdn,
    };
  },
};

// The operator API spells it `currentstatus` (lowercase) in this response only; the client reads both.
const unsubscribe: ApiRoute<UnsubscribeResponse> = {
  path: 'unsubscribe',
  async handle(body, { store, lang }) {
    const uid = requireUid(body);
    if (uid === FAILING_UID) return { status: 'failed', message: msg('unsubscribeFailed', lang) };
    const removed = await store.deleteSubscriber(uid);
    await deleteSubscriberPush(store.db, uid);
    return removed
      ? { status: 'success', message: msg('unsubscribed', lang), subStatus: 'new', currentstatus: 'new' }
      : { status: 'failed', message: msg('noSubscription', lang), subStatus: 'new', currentstatus: 'new' };
  },
};

export const subscriptionRoutes: ApiRoute[] = [checkSub, unsubscribe];
