import { HttpError } from '../http.ts';

export const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A missing, non-string or malformed uid is a 400 with the localised "invalid subscriber id". */
export function requireUid(body: Record<string, unknown>): string {
  const uid = body.uid;
  if (typeof uid !== 'string' || !UID_PATTERN.test(uid)) throw new HttpError(400, 'invalidUid');
  return uid;
}

/** Optional fields that the client may send as text or as numbers (msisdn, mcc...). */
export function requireScalars(body: Record<string, unknown>, keys: string[]): void {
  for (const key of keys) {
    const v = body[key];
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number') {
      throw new HttpError(400, 'badBody');
    }
  }
}

// C0 and C1 controls and DEL: never in text a person typed, and PostgreSQL refuses NUL in text
// (which failed a whole batch of other people's rows). Refused at the door on both engines.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a string holds a control character (tab and newline included: no stored field needs them). */
export const hasControl = (text: string): boolean => CONTROL.test(text);
