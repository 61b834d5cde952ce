import { METHOD_KEYS } from './names.ts';

/** The picker's strings, apart from it: the page names them, the picker's code loads on demand. */
export const PICKER_KEYS = [
  'searchCity',
  'searchHint',
  'noCityFound',
  'searchFailed',
  'useLocation',
  'locationConsent',
  'locating',
  'locationDenied',
  'useOperatorPlace',
  'methodLabel',
  'asrLabel',
  'asr_standard',
  'asr_hanafi',
  ...METHOD_KEYS,
] as const;
