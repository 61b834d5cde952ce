// The prayer island's strings, apart from it: the page picks them at build (pickStrings) and the
// island names them only as a type, so the list itself never ships in the island's script.
import { ALERT_KEYS } from './alert.ts';
import { DATE_NAV_KEYS } from './DateNavigator.tsx';
import { PRAYER_LIST_KEYS } from './PrayerList.tsx';
import { METHOD_KEYS } from './place/names.ts';
import { PICKER_KEYS } from './place/pickerKeys.ts';
import { COUNTDOWN_KEYS } from './Countdown.tsx';
import { PRAYER_OPTION_KEYS } from './PrayerOptions.tsx';

/** The place bar's, with the picker's it passes on when opened. */
export const PLACE_BAR_KEYS = [
  'prayerPlaceFor',
  'prayerZone',
  'prayerMethod',
  'operatorPlace',
  'operatorPlaceNamed',
  'operatorTimesNote',
  'changePlace',
  'placeSettings',
  'asrHanafi',
  ...METHOD_KEYS,
  ...PICKER_KEYS,
] as const;

/** The strings the island uses: only these ride in its props. */
export const PRAYER_KEYS = [
  'loadFailed',
  'retry',
  'calendarName',
  'notSaved',
  ...PRAYER_LIST_KEYS,
  ...DATE_NAV_KEYS,
  ...PLACE_BAR_KEYS,
  ...COUNTDOWN_KEYS,
  ...ALERT_KEYS,
  ...PRAYER_OPTION_KEYS,
] as const;
