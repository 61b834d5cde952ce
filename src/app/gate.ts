import { isGated } from '../shared/routes.ts';
import { isSettled } from '../lib/subscription.ts';
import { $subscription } from '../stores/subscription.ts';
import { currentRoute } from './page.ts';

/**
 * Content routes open to subscribers only. Until the visitor is known their content stays hidden
 * ("pending"); a visitor who turns out not to be one keeps it hidden ("closed") and is shown, in
 * its place, what the page is and how to get it (the chrome's gate screen), never sent away.
 * Set again after each client-side swap, which resets <html>'s attributes.
 */
export function enforceGate(): void {
  const state = $subscription.get();
  const root = document.documentElement;
  if (!isGated(currentRoute()) || state.status === 'active') root.removeAttribute('data-gate');
  else root.setAttribute('data-gate', isSettled(state) ? 'closed' : 'pending');
}

/** The gate follows every change of the state. */
export function installGate(): void {
  $subscription.listen(enforceGate);
}
