/**
 * The app's life cycle, as the chrome starts it once hydrated: whose phone it is, the
 * subscription check, the gate, each page's usage event and the queue that sends them. Nothing
 * here is needed to paint or hydrate a page, so it is one chunk loaded after hydration (loadApp).
 */
export { startOnce } from './startup.ts';
export { pageOpened } from './pageOpened.ts';
export { goToSubscribe } from './subscribe.ts';
export { checkAgain } from './checkSubscription.ts';
export { flushQueue } from '../lib/eventQueue.ts';
export { unsubscribe } from './unsubscribe.ts';
