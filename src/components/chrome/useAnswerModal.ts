import { useEffect } from 'react';
import type { ChromeStrings } from '../../i18n/index.ts';
import { loadAndGoToSubscribe } from '../../app/load.ts';
import { getString, removeItem, setItem } from '../../lib/storage.ts';
import { openModal } from '../../stores/app.ts';
import { $subscription } from '../../stores/subscription.ts';

/**
 * An inactive or failed answer of the server raises the Oops modal with its message, once for that
 * status: not again on the next full load (the page's panel keeps saying it), nor for a check the
 * visitor asked for again, which the screen that asked shows. A subscription that comes back
 * forgets it, so a later lapse is told again.
 * A store listener, not a render effect: the modal opens in the same tick as the answer,
 * before the gate starts navigating home.
 */
export function useAnswerModal(t: ChromeStrings): void {
  useEffect(() => {
    let answers = $subscription.get().answers;
    return $subscription.listen((state) => {
      const answered = state.answers > answers;
      answers = state.answers;
      if (answered && state.status === 'active') removeItem('oopsSeen');
      if (!answered || state.quiet || (state.status !== 'inactive' && state.status !== 'failed')) return;
      if (!state.afterUnsubscribe && getString('oopsSeen') === state.status) return;
      setItem('oopsSeen', state.status);
      const action = state.afterUnsubscribe ? () => void loadAndGoToSubscribe() : undefined;
      openModal({ title: t.oops, body: state.message || t.somethingWrong, buttons: [{ label: t.okay, action }] });
    });
  }, [t]);
}
