/** The strings StatePanel shows, apart from it: home names them without loading the panel at its start. */
export const STATE_PANEL_KEYS = [
  'subscribeAction',
  'retry',
  'noConnection',
  'subscriptionInactive',
  'subscriptionEnded',
  'subscriptionCheckFailed',
  'checkingSubscription',
  'checkedStillInactive',
  'checkFailedAgain',
  'checkedNoAnswer',
  'subscriptionActiveNow',
  'somethingWrong',
] as const;
