import { useEffect } from 'react';
import type { ChromeStrings } from '../../i18n/index.ts';
import { goToSubscribe } from '../../app/subscribe.ts';
import { openModal } from '../../stores/app.ts';
import { $subscription } from '../../stores/subscription.ts';
import { useValue } from '../../stores/useValue.ts';

/** Each inactive or failed answer of the server raises the Oops modal with its message, once. */
export function useAnswerModal(t: ChromeStrings): void {
  const state = useValue($subscription);
  useEffect(() => {
    if (state.status !== 'inactive' && state.status !== 'failed') return;
    const action = state.afterUnsubscribe ? () => void goToSubscribe() : undefined;
    openModal({ title: t.oops, body: state.message || t.somethingWrong, buttons: [{ label: t.okay, action }] });
  }, [state, t]);
}
