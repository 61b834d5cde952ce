import { describe, expect, it } from 'vitest';
import {
  arrivalOf,
  INITIAL,
  isSettled,
  outcomeOf,
  transition,
  uidFromHash,
  type Outcome,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription.ts';

describe('subscription outcomes', () => {
  it('maps each checkSub answer to what the user gets', () => {
    expect(outcomeOf({ ok: true, data: { status: 'success', subStatus: 'new' } })).toEqual({ kind: 'new' });
    expect(outcomeOf({ ok: true, data: { status: 'success', subStatus: 'active', msisdn: '221' } })).toEqual({
      kind: 'active',
      msisdn: '221',
    });
    expect(outcomeOf({ ok: true, data: { status: 'success', subStatus: 'inactive', message: 'Inactive' } })).toEqual({
      kind: 'inactive',
      message: 'Inactive',
    });
    expect(outcomeOf({ ok: true, data: { status: 'failed', message: 'No' } })).toEqual({
      kind: 'failed',
      message: 'No',
    });
  });
  it('treats a network failure or a timeout as no answer at all', () => {
    expect(outcomeOf({ ok: false, reason: 'network' })).toEqual({ kind: 'unreachable' });
    expect(outcomeOf({ ok: false, reason: 'timeout' })).toEqual({ kind: 'unreachable' });
  });
  it('treats HTTP errors and malformed bodies as a fault of the server, keeping its message', () => {
    expect(outcomeOf({ ok: false, reason: 'http', status: 400, message: 'Invalid uid' })).toEqual({
      kind: 'fault',
      message: 'Invalid uid',
    });
    expect(outcomeOf({ ok: false, reason: 'malformed' })).toEqual({ kind: 'fault', message: undefined });
  });
});

describe('uid from the hash', () => {
  it('reads a well-formed uid', () => {
    expect(uidFromHash('#uid=demo-active')).toBe('demo-active');
    expect(uidFromHash('#x=1&uid=A_b-9')).toBe('A_b-9');
  });
  it('refuses markup and anything not a uid', () => {
    expect(uidFromHash('#uid=<img src=x onerror=alert(1)>')).toBeNull();
    expect(uidFromHash('#uid=' + 'a'.repeat(65))).toBeNull();
    expect(uidFromHash('#uid=')).toBeNull();
    expect(uidFromHash('')).toBeNull();
  });
});

describe('subscription transitions', () => {
  const checking: SubscriptionState = { status: 'checking', answers: 0 };
  const active: SubscriptionState = { status: 'active', answers: 1 };
  const inactive: SubscriptionState = { status: 'inactive', message: 'Expired', answers: 1 };
  const leaving: SubscriptionState = { status: 'checking', afterUnsubscribe: true, answers: 1 };
  const checked = (outcome: Outcome): SubscriptionEvent => ({ type: 'checked', outcome });
  const offline = checked({ kind: 'unreachable' });
  const broken = checked({ kind: 'fault', message: 'boom' });

  const table: Array<[string, SubscriptionState, SubscriptionEvent, SubscriptionState]> = [
    ['no uid: new', INITIAL, { type: 'startup', hasUid: false, stored: 'active' }, { status: 'new', answers: 0 }],
    [
      'stored active: reads at once',
      INITIAL,
      { type: 'startup', hasUid: true, stored: 'active' },
      { status: 'active', answers: 0 },
    ],
    ['anything else stored: checking', INITIAL, { type: 'startup', hasUid: true, stored: 'inactive' }, checking],
    ['answer new', checking, checked({ kind: 'new' }), { status: 'new', answers: 1 }],
    ['answer active', checking, checked({ kind: 'active' }), { status: 'active', answers: 1 }],
    ['answer inactive', checking, checked({ kind: 'inactive', message: 'Expired' }), inactive],
    [
      'an active subscriber answered inactive: lapsed',
      active,
      checked({ kind: 'inactive', message: 'Expired' }),
      { ...inactive, answers: 2, lapsed: true },
    ],
    [
      'an active subscriber answered new: lapsed',
      active,
      checked({ kind: 'new' }),
      { status: 'new', answers: 2, lapsed: true },
    ],
    [
      'a lapse kept on the phone outlives the reload',
      INITIAL,
      { type: 'startup', hasUid: true, stored: 'new', lapsed: true },
      { ...checking, lapsed: true },
    ],
    [
      'a lapse is still one when checked again',
      { ...checking, lapsed: true },
      checked({ kind: 'new' }),
      { status: 'new', answers: 1, lapsed: true },
    ],
    [
      'a failed check does not forget a lapse',
      { ...checking, lapsed: true },
      broken,
      { status: 'failed', message: 'boom', answers: 1, lapsed: true },
    ],
    [
      'a lapse ends with an active answer',
      { status: 'new', answers: 1, lapsed: true },
      checked({ kind: 'active' }),
      { status: 'active', answers: 2 },
    ],
    [
      'a stored active status opens at once, whatever was kept',
      INITIAL,
      { type: 'startup', hasUid: true, stored: 'active', lapsed: true },
      { status: 'active', answers: 0 },
    ],
    [
      'answer failed',
      active,
      checked({ kind: 'failed', message: 'No' }),
      { status: 'failed', message: 'No', answers: 2 },
    ],
    ['offline while checking: unknown, retried', checking, offline, { ...checking, unreachable: true }],
    ['offline keeps an active subscriber', active, offline, active],
    ['offline keeps an inactive one', inactive, offline, inactive],
    ['a broken answer while checking: failed', checking, broken, { status: 'failed', message: 'boom', answers: 1 }],
    ['a broken answer keeps an active subscriber', active, broken, active],
    ['unsubscribed: checking again', active, { type: 'unsubscribed' }, leaving],
    [
      'new after unsubscribing',
      leaving,
      checked({ kind: 'new' }),
      { status: 'new', afterUnsubscribe: true, answers: 2 },
    ],
    [
      'a check asked for again: its answer is quiet (no modal)',
      inactive,
      { type: 'checked', outcome: { kind: 'inactive', message: 'Expired' }, quiet: true },
      { ...inactive, answers: 2, quiet: true },
    ],
    [
      'the next check speaks again',
      { ...inactive, quiet: true },
      checked({ kind: 'inactive', message: 'Expired' }),
      { ...inactive, answers: 2 },
    ],
    [
      'failed after unsubscribing',
      leaving,
      broken,
      { status: 'failed', message: 'boom', afterUnsubscribe: true, answers: 2 },
    ],
  ];

  it.each(table)('%s', (_, from, event, to) => {
    expect(transition(from, event)).toEqual(to);
  });

  it('counts only answers that change the status, so each raises one modal', () => {
    expect(transition(active, offline)).toBe(active);
    expect(transition(active, broken)).toBe(active);
    expect(transition(checking, offline).answers).toBe(0);
  });

  it('is settled once known, or once the check could not reach the server', () => {
    expect(isSettled(checking)).toBe(false);
    expect(isSettled({ ...checking, unreachable: true })).toBe(true);
    expect(isSettled(active)).toBe(true);
  });
});

describe('a page load with a uid link', () => {
  it('asks only when it would replace a stored active subscriber', () => {
    expect(arrivalOf('b', 'a', 'active')).toBe('ask');
    for (const status of ['new', 'inactive', 'failed', 'checking', undefined, null, { status: 'active' }]) {
      expect(arrivalOf('b', 'a', status), JSON.stringify(status)).toBe('replace');
    }
    expect(arrivalOf('b', undefined, 'active')).toBe('replace');
    expect(arrivalOf('b', '', 'active')).toBe('replace');
  });
  it('changes nothing for the stored uid again, or without a link', () => {
    expect(arrivalOf('a', 'a', 'active')).toBe('same');
    expect(arrivalOf('a', 'a', 'inactive')).toBe('same');
    expect(arrivalOf(null, 'a', 'active')).toBe('none');
    expect(arrivalOf(null, undefined, undefined)).toBe('none');
  });
});
