/** The push option's strings, apart from its code, which loads after the page (PrayerOptions.tsx). */
export const PUSH_KEYS = [
  'pushOn',
  'pushNote',
  'pushPrayers',
  'pushVerse',
  'pushVerseHour',
  'pushBusy',
  'pushUnsupported',
  'pushIosInstall',
  'pushDenied',
  'pushOffline',
  'pushFailed',
  'pushNotSubscribed',
  'pushUpdateFailed',
] as const;
