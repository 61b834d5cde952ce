import { nextTask } from '../lib/nextTask.ts';
import { getItem, getString } from '../lib/storage.ts';
import { deviceId, touchSession } from '../lib/session.ts';
import { flushQueue } from '../lib/eventQueue.ts';
import { beginLoading } from '../stores/app.ts';
import { dispatch } from '../stores/subscription.ts';
import { loadAppConfig } from './appConfig.ts';
import { checkSubscription } from './checkSubscription.ts';
import { installGate } from './gate.ts';
import { followAnswers } from './onAnswer.ts';
import { pageOpened } from './pageOpened.ts';
import { currentRoute } from './page.ts';
import { isGated } from '../shared/routes.ts';
import { persistSubscription } from './persistSubscription.ts';
import { settleIdentity } from './identity.ts';
import { takeArrivingUid } from './arrival.ts';

/** Carries on with the uid settled by settleIdentity (the link's or the stored one): asks the API about it. */
async function startup(): Promise<void> {
  // After settleIdentity: a session begun before it could be the previous person's, now forgotten.
  touchSession();
  deviceId();
  const uid = getString('uid');
  // Read after settleIdentity too: another person's stored status has been forgotten with them.
  const state = dispatch({
    type: 'startup',
    hasUid: Boolean(uid),
    stored: getItem('subStatus'),
    lapsed: getItem('lapsed') === true,
  });
  // Each request, and the renders the state above causes, in a task of its own.
  await nextTask();
  void loadAppConfig();
  if (!uid) return;
  await nextTask();
  // A stored active subscriber reads at once while the check runs in the background. Home stays
  // usable while it runs (its panel says so discreetly); a gated page's content waits hidden.
  const endLoading = state.status === 'active' || !isGated(currentRoute()) ? () => {} : beginLoading();
  await checkSubscription(uid);
  endLoading();
}

let started = false;

/** Once per tab (the chrome island survives client-side navigation, a reload starts afresh). */
export function startOnce(): void {
  if (started) return;
  started = true;
  persistSubscription();
  installGate();
  followAnswers();
  // The link's uid, or the one a page before this noted, when a tap came before the app started.
  const hashUid = takeArrivingUid(location.hash);
  // The full URL minus the hash: a path like '//evil.example' alone would be read as another host.
  // Dropped whatever the visitor answers, if asked: keeping the current subscriber drops the link.
  if (location.hash.includes('uid=')) history.replaceState(history.state, '', location.href.split('#')[0]);
  // Nothing is sent before it is settled whose the phone is (a question may wait for the visitor):
  // not the check, not the app config, not the page's usage event.
  const settled = settleIdentity(hashUid);
  void settled.then(startup).then(() => flushQueue());
  // The page's usage event and gate in a task of their own: with the requests above, one long task.
  setTimeout(() => void settled.then(pageOpened), 0);
}
