import type { Strings } from '../i18n/index.ts';
import { apiPost } from '../lib/api.ts';
import { track } from '../lib/events.ts';
import { dropBrowserPush } from './dropPush.ts';
import { getString } from '../lib/storage.ts';
import { isUnsubscribe } from '../shared/apiAnswers.ts';
import { beginLoading, closeModal, openModal } from '../stores/app.ts';
import { dispatch } from '../stores/subscription.ts';
import { checkSubscription } from './checkSubscription.ts';
import { forgetPerson } from './identity.ts';
import { currentPageEvent, goHome } from './page.ts';

/**
 * The menu's strings, and the push note from the whole table the menu loaded for its question
 * (absent when that table could not come: offline and never kept).
 */
export type UnsubscribeStrings = Pick<Strings, 'oops' | 'somethingWrong' | 'okay' | 'unsubscribe'> &
  Partial<Pick<Strings, 'unsubscribePushOff'>>;

let underWay: Promise<void> | null = null;

/**
 * Ends the subscription, says so, then checks where the user stands now. One at a time: a call
 * while one is under way (a double tap on Yes, Enter then a tap) gets that one, not a second
 * `unsubscribe` post, which the server would answer "no subscription found" once the first has
 * ended it.
 */
export function unsubscribe(t: UnsubscribeStrings): Promise<void> {
  underWay ??= unsubscribeOnce(t).finally(() => {
    underWay = null;
  });
  return underWay;
}

async function unsubscribeOnce(t: UnsubscribeStrings): Promise<void> {
  const uid = getString('uid');
  if (!uid) return;
  closeModal();
  const endLoading = beginLoading();
  const result = await apiPost('unsubscribe', { uid }, isUnsubscribe);
  const ok = result.ok && result.data.status === 'success';
  track(currentPageEvent(), 'unsub', ok ? 'success' : 'failed');
  const message = result.ok ? result.data.message : result.message;
  if (!ok) {
    endLoading();
    openModal({ title: t.oops, body: message || t.somethingWrong, buttons: [{ label: t.okay }] });
    return;
  }
  // Their number, status and session go with the subscription (the event above was theirs): a
  // phone handed on after this carries nothing of them. The uid stays until the check says new.
  forgetPerson();
  // The server dropped their push subscriptions with it; the browser lets go of its own, and says so.
  const note = (await dropBrowserPush()) ? t.unsubscribePushOff : undefined;
  endLoading();
  openModal({
    title: t.unsubscribe,
    body: message || t.unsubscribe,
    note,
    buttons: [{ label: t.okay, action: () => void afterUnsubscribe(uid) }],
  });
}

async function afterUnsubscribe(uid: string): Promise<void> {
  dispatch({ type: 'unsubscribed' });
  await checkSubscription(uid);
  // Home, whatever the answer: its tiles and panel say where the visitor now stands; a failed
  // answer raises its modal, whose Okay leads to the subscription page.
  goHome();
}
