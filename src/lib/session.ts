import { getItem, getString, setItem } from './storage.ts';

export const SESSION_RENEWAL_MS = 300_000;

export interface SessionState {
  sessionId: string;
  sessionTime: number;
  sessionStart: number;
  userType: 'newUser' | 'repeatedUser';
}

/** A 5-digit number, 10000 to 99999. */
export function randomNumber(random: () => number = Math.random): number {
  return 10000 + Math.floor(random() * 90000);
}

export function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${randomNumber()}`;
}

/**
 * The session after activity at `now`: a session idle for more than 5 minutes is replaced
 * by a new one (the user is then a repeatedUser); otherwise only its time moves on.
 */
export function nextSession(prev: Partial<SessionState> | undefined, now: number, makeId = newId): SessionState {
  const fresh = !prev?.sessionId || typeof prev.sessionTime !== 'number';
  if (fresh) return { sessionId: makeId(), sessionTime: now, sessionStart: now, userType: 'newUser' };
  if (now - (prev.sessionTime as number) > SESSION_RENEWAL_MS) {
    return { sessionId: makeId(), sessionTime: now, sessionStart: now, userType: 'repeatedUser' };
  }
  return {
    sessionId: prev.sessionId as string,
    sessionTime: now,
    sessionStart: typeof prev.sessionStart === 'number' ? prev.sessionStart : now,
    userType: prev.userType === 'repeatedUser' ? 'repeatedUser' : 'newUser',
  };
}

/** Records activity now and returns the current session, renewing it when it went stale. */
export function touchSession(now = Date.now()): SessionState {
  const prev: Partial<SessionState> = {
    sessionId: getString('sessionId'),
    sessionTime: getItem<number>('sessionTime'),
    sessionStart: getItem<number>('sessionStart'),
    userType: getItem<SessionState['userType']>('userType'),
  };
  const next = nextSession(prev, now);
  setItem('sessionId', next.sessionId);
  setItem('sessionTime', next.sessionTime);
  setItem('sessionStart', next.sessionStart);
  setItem('userType', next.userType);
  return next;
}

export function deviceId(): string {
  const existing = getString('deviceId');
  if (existing) return existing;
  const id = newId();
  setItem('deviceId', id);
  setItem('randomNumber', randomNumber());
  return id;
}
