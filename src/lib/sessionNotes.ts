// Notes a page leaves this tab's next pages in sessionStorage, under the keys of SESSION_KEYS and
// read through their rules: a refused storage, or a note of another type or size, is no note.
import { SESSION_KEYS, storedValue } from '../shared/storedKeys.ts';

type NoteKey = keyof typeof SESSION_KEYS;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeNote(name: NoteKey, value: unknown): void {
  try {
    session()?.setItem(name, JSON.stringify(value));
  } catch {
    // Storage full or refused: the next page simply has no note.
  }
}

export function readNote(name: NoteKey): unknown {
  try {
    return storedValue(session()?.getItem(name) ?? null, SESSION_KEYS[name], Date.now()) ?? null;
  } catch {
    return null;
  }
}

export function dropNote(name: NoteKey): void {
  try {
    session()?.removeItem(name);
  } catch {
    // Nothing could have been noted either.
  }
}

/** The note, used once: it is removed as it is read. */
export function takeNote(name: NoteKey): unknown {
  const note = readNote(name);
  dropNote(name);
  return note;
}

/** Whether a note stamped `at` was written within `freshMs` before `now` (and not in the future). */
export function isFresh(at: unknown, now: number, freshMs: number): at is number {
  return typeof at === 'number' && now - at >= 0 && now - at < freshMs;
}
