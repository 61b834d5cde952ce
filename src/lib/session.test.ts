import { describe, expect, it } from 'vitest';
import { nextSession, randomNumber, SESSION_RENEWAL_MS } from './session.ts';

const ids = () => {
  let n = 0;
  return () => `s${++n}`;
};

describe('session renewal', () => {
  it('starts a new user session when none exists', () => {
    expect(nextSession(undefined, 1000, ids())).toEqual({
      sessionId: 's1',
      sessionTime: 1000,
      sessionStart: 1000,
      userType: 'newUser',
    });
  });
  it('keeps the session within 5 minutes, moving its time on', () => {
    const prev = { sessionId: 'a', sessionTime: 0, sessionStart: 0, userType: 'newUser' as const };
    expect(nextSession(prev, SESSION_RENEWAL_MS, ids())).toEqual({
      sessionId: 'a',
      sessionTime: SESSION_RENEWAL_MS,
      sessionStart: 0,
      userType: 'newUser',
    });
  });
  it('renews after more than 300000 ms and marks a repeatedUser', () => {
    const prev = { sessionId: 'a', sessionTime: 0, sessionStart: 0, userType: 'newUser' as const };
    expect(nextSession(prev, SESSION_RENEWAL_MS + 1, ids())).toEqual({
      sessionId: 's1',
      sessionTime: SESSION_RENEWAL_MS + 1,
      sessionStart: SESSION_RENEWAL_MS + 1,
      userType: 'repeatedUser',
    });
  });
  it('treats a corrupt stored session as a new one', () => {
    expect(nextSession({ sessionId: 'a', sessionTime: 'x' as unknown as number }, 5, ids()).sessionId).toBe('s1');
  });
});

describe('random number', () => {
  it('has 5 digits, 10000 to 99999', () => {
    expect(randomNumber(() => 0)).toBe(10000);
    expect(randomNumber(() => 0.999999)).toBe(99999);
    for (let i = 0; i < 200; i++) expect(String(randomNumber())).toMatch(/^[1-9]\d{4}$/);
  });
});
