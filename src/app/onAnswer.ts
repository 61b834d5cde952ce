import { navigate } from 'astro:transitions/client';
import { localePath } from '../i18n/index.ts';
import { documentLocale } from '../lib/documentLocale.ts';
import { dropBrowserPush } from './dropPush.ts';
import { isGated } from '../shared/routes.ts';
import { $subscription } from '../stores/subscription.ts';
import { currentRoute } from './page.ts';
import { goToSubscribe } from './subscribe.ts';
import { forgetUid } from './uid.ts';
import { takeSection } from './wanted.ts';

/**
 * What follows the server's answers: a uid it calls new goes to the subscription page (or, after
 * unsubscribing, is forgotten; or, once a subscriber here, stays to be told it has ended); a
 * subscriber back from that page lands on the section they asked for; one who is not (or no
 * longer) a subscriber keeps no push subscription in the browser.
 */
export function followAnswers(): void {
  let answers = $subscription.get().answers;
  $subscription.listen((state) => {
    const answered = state.answers > answers;
    answers = state.answers;
    if (!answered) return;
    // The server dropped its side when it found them inactive or unknown: the browser's goes quietly.
    if (state.status === 'inactive' || state.status === 'new') void dropBrowserPush();
    const route = currentRoute();
    if (state.status === 'active') {
      // A subscriber back from the operator's page lands on home: on to the section asked for.
      const section = route === '/' ? takeSection() : null;
      if (section) void navigate(localePath(documentLocale(), section));
      return;
    }
    if (state.status !== 'new') return;
    if (state.afterUnsubscribe) forgetUid();
    // A lapsed subscriber sent away without a word would not know why: the page says it (StatePanel).
    else if (!state.lapsed) void goToSubscribe(isGated(route) ? route + location.search : undefined);
  });
}
