import { removeItem, setCookie, setItem } from '../lib/storage.ts';
import { $subscription } from '../stores/subscription.ts';

/**
 * Writes each status the server answers to storage and a cookie, the only places the next
 * page load can read before any script (the head script opens content for a stored "active"),
 * and whether it ended a subscription this phone knew.
 */
export function persistSubscription(): void {
  let answers = $subscription.get().answers;
  $subscription.listen((state) => {
    if (state.answers === answers) return;
    answers = state.answers;
    setItem('subStatus', state.status);
    setCookie('subStatus', state.status);
    // The next load's check cannot tell a lapse from a stranger: it reads it here.
    if (state.lapsed) setItem('lapsed', true);
    else removeItem('lapsed');
  });
}
