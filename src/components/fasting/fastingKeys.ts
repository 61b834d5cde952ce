// The timetable's strings, apart from its island: the page picks them at build (pickStrings) and the
// island names them only as a type, so the list itself never ships in a script.
import { FAST_COUNTDOWN_KEYS } from './FastCountdown.tsx';
import { FASTING_TABLE_KEYS } from './FastingTable.tsx';
import { FASTING_FILE_KEYS } from './FastingFileButton.tsx';

export const RAMADAN_TIMES_KEYS = [
  'ramadanTimesFor',
  'ramadanBegins',
  'ramadanTimesCalendar',
  'imsakNote',
  'inDays',
  'inOneDay',
  'operatorPlace',
  'operatorPlaceNamed',
  'loadFailed',
  'retry',
  'fastToday',
  ...FAST_COUNTDOWN_KEYS,
  ...FASTING_TABLE_KEYS,
  ...FASTING_FILE_KEYS,
] as const;
