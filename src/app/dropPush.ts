/**
 * dropBrowserPush (lib/pushOnPhone.ts), loaded when an answer or an unsubscribe calls for it. The
 * prayer page's push switch imports the same modules: were the life cycle to import them too, the
 * bundler would split them out of its chunk and every page would load two scripts for it.
 */
export const dropBrowserPush = (): Promise<boolean> =>
  import('../lib/pushOnPhone.ts').then(
    (push) => push.dropBrowserPush(),
    (error: unknown) => {
      console.warn('[push] could not load the push helper:', error);
      return false;
    },
  );
