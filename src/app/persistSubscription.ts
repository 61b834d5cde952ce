import { setCookie, setItem } from '../lib/storage.ts';
import { $subscription } from '../stores/subscription.ts';

/**
 * Writes each status the server answers to storage and a cookie, the only places the next
 * page load can read before any script (the head script opens content for a stored "active").
 */
export function persistSubscription(): void {
  let answers = $subscription.get().answers;
  $subscription.listen((state) => {
    if (state.answers === answers) return;
    answers = state.answers;
    setItem('subStatus', state.status);
    setCookie('subStatus', state.status);
  });
}
