import { isGated } from '../lib/routes.ts';
import { isSettled } from '../lib/subscription.ts';
import { $subscription } from '../stores/subscription.ts';
import { currentRoute, goHome } from './page.ts';

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

/** The gate follows every change of the state. */
export function installGate(): void {
  $subscription.listen(enforceGate);
}
