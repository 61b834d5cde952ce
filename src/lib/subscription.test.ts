import { describe, expect, it } from 'vitest';
import { isSafeSubUrl, outcomeOf, uidFromHash } from './subscription.ts';

describe('subscription outcomes (spec section 4)', () => {
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
  it('treats HTTP errors, malformed bodies and timeouts as failed, keeping a server message', () => {
    expect(outcomeOf({ ok: false, reason: 'http', status: 400, message: 'Invalid uid' })).toEqual({
      kind: 'failed',
      message: 'Invalid uid',
    });
    expect(outcomeOf({ ok: false, reason: 'malformed' })).toEqual({ kind: 'failed', message: undefined });
    expect(outcomeOf({ ok: false, reason: 'timeout' })).toEqual({ kind: 'failed', message: undefined });
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

describe('subscription URL', () => {
  const origin = 'http://127.0.0.1:4321';
  it("follows the API's own origin (the page's, as the API base is relative) by default", () => {
    expect(isSafeSubUrl('http://127.0.0.1:4321/subscribe', origin)).toBe(true);
    expect(isSafeSubUrl('/subscribe', origin)).toBe(true);
  });
  it('refuses other hosts, even over https, other schemes and protocol-relative tricks', () => {
    for (const url of [
      'https://operator.example/sub',
      'javascript:alert(1)',
      'http://evil.example/',
      'data:text/html,hi',
      '//evil.example/sub',
      '\\\\evil.example/sub',
      '/\\evil.example/sub',
      'https://user:pw@127.0.0.1:4321/subscribe',
    ]) {
      expect(isSafeSubUrl(url, origin), url).toBe(false);
    }
  });
});
