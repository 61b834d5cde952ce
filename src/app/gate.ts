import { isGated } from '../lib/routes.ts';
import { isSettled } from '../lib/subscription.ts';
import { $subscription } from '../stores/subscription.ts';
import { currentRoute, goHome } from './page.ts';
import { goToSubscribe } from './subscribe.ts';

/** Once the visitor is known, content routes open to subscribers only; the others go home. */
export function enforceGate(): void {
  const state = $subscription.get();
  if (!isSettled(state)) return;
  if (!isGated(currentRoute()) || state.status === 'active') {
    document.documentElement.removeAttribute('data-gate');
  } else {
    goHome();
  }
}

/** Acts on every change of the state: the gate, and the server calling a uid new. */
export function installGate(): void {
  let answers = $subscription.get().answers;
  $subscription.subscribe((state) => {
    enforceGate();
    const answered = state.answers > answers;
    answers = state.answers;
    // After unsubscribing, "new" is the expected answer: the user stays home.
    if (answered && state.status === 'new' && !state.afterUnsubscribe) void goToSubscribe();
  });
}
