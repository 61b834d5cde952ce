/**
 * dropBrowserPush (lib/pushOnPhone.ts), loaded when an answer or an unsubscribe calls for it: the
 * only times a page other than the prayer page's switch needs the browser's push subscription.
 */
export const dropBrowserPush = (): Promise<boolean> =>
  import('../lib/pushOnPhone.ts').then(
    (push) => push.dropBrowserPush(),
    (error: unknown) => {
      console.warn('[push] could not load the push helper:', error);
      return false;
    },
  );
