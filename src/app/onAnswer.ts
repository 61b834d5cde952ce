import { $subscription } from '../stores/subscription.ts';
import { goToSubscribe } from './subscribe.ts';
import { forgetUid } from './uid.ts';

/** What follows the server calling a uid new: the subscription page, or, after unsubscribing, forgetting it. */
export function followAnswers(): void {
  let answers = $subscription.get().answers;
  $subscription.listen((state) => {
    const answered = state.answers > answers;
    answers = state.answers;
    if (!answered || state.status !== 'new') return;
    if (state.afterUnsubscribe) forgetUid();
    else void goToSubscribe();
  });
}
