import { atom, computed } from 'nanostores';
import { INITIAL, transition, type SubscriptionEvent, type SubscriptionState } from '../lib/subscription.ts';

/** Where the visitor stands with the subscription; changed only through `dispatch`. */
export const $subscription = atom<SubscriptionState>(INITIAL);

export function dispatch(event: SubscriptionEvent): SubscriptionState {
  const next = transition($subscription.get(), event);
  $subscription.set(next);
  return next;
}

/** Content opens: a subscriber the server (or the stored status, until it answers) says is active. */
export const $canRead = computed($subscription, (s) => s.status === 'active');
/**
 * The app has read what the phone knows (the startup event): before it, every visitor is
 * "checking", a stored subscriber too, so nothing may be decided on the status yet.
 */
export const $startedUp = computed($subscription, (s) => s !== INITIAL);
/** A visitor without a subscription: tiles lead to the subscription page, dialogs stay shut. */
export const $isNew = computed($subscription, (s) => s.status === 'new');
/** The check could not reach the server: the visitor is not known yet, and is told why. */
export const $unreachable = computed($subscription, (s) => s.status === 'checking' && Boolean(s.unreachable));
