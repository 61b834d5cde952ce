import { useEffect } from 'react';
import type { ChromeStrings } from '../../i18n/index.ts';
import { goToSubscribe } from '../../app/subscribe.ts';
import { openModal } from '../../stores/app.ts';
import { $subscription } from '../../stores/subscription.ts';

/**
 * Each inactive or failed answer of the server raises the Oops modal with its message, once;
 * not the answer to a check the visitor asked for again, which the screen that asked shows.
 * A store listener, not a render effect: the modal opens in the same tick as the answer,
 * before the gate starts navigating home.
 */
export function useAnswerModal(t: ChromeStrings): void {
  useEffect(() => {
    let answers = $subscription.get().answers;
    return $subscription.listen((state) => {
      const answered = state.answers > answers;
      answers = state.answers;
      if (!answered || state.quiet || (state.status !== 'inactive' && state.status !== 'failed')) return;
      const action = state.afterUnsubscribe ? () => void goToSubscribe() : undefined;
      openModal({ title: t.oops, body: state.message || t.somethingWrong, buttons: [{ label: t.okay, action }] });
    });
  }, [t]);
}
