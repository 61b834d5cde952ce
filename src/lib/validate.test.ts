import { describe, expect, it, vi } from 'vitest';
import { currentStatusOf, isAppConfig, isCheckSub, isUnsubscribe, msisdnOf, profileOf } from './validate.ts';

describe('response validation', () => {
  it('accepts well-formed checkSub answers and refuses others', () => {
    expect(
      isCheckSub({ status: 'success', subStatus: 'active', message: 'ok', currentStatus: 'active', msisdn: '1' }),
    ).toBe(true);
    expect(isCheckSub({ status: 'failed', message: 'no' })).toBe(true);
    expect(isCheckSub({ status: 'success', subStatus: 'weird' })).toBe(false);
    expect(isCheckSub({ status: 'success' })).toBe(false);
    expect(isCheckSub({ status: 'failed', message: 42 })).toBe(false);
    expect(isCheckSub('<html>')).toBe(false);
    expect(isCheckSub(null)).toBe(false);
  });
  it('accepts a well-formed appConfig and refuses broken tiles', () => {
    const tile = { id: 1, image: '/tiles/1.svg', title: { en: 'a', fr: 'b', ar: 'c' } };
    expect(isAppConfig({ configData: {}, data: [tile], subUrl: 'https://x' })).toBe(true);
    expect(isAppConfig({ data: [{ ...tile, title: { en: 'a' } }], subUrl: 'https://x' })).toBe(false);
    expect(isAppConfig({ data: 'tiles', subUrl: 'https://x' })).toBe(false);
    expect(isAppConfig({ data: [tile] })).toBe(false);
  });
  it('drops tiles whose image is not a safe URL, keeping the rest', () => {
    const tile = { id: 1, image: '/tiles/1.svg', title: { en: 'a', fr: 'b', ar: 'c' } };
    const images = ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/t.svg'];
    const answer = { data: [tile, ...images.map((image, i) => ({ ...tile, id: i + 2, image }))], subUrl: '/s' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isAppConfig(answer)).toBe(true);
    warn.mockRestore();
    expect(answer.data).toEqual([tile]);
  });
  it('accepts unsubscribe answers', () => {
    expect(isUnsubscribe({ status: 'success', message: 'bye', subStatus: 'new', currentstatus: 'new' })).toBe(true);
    expect(isUnsubscribe({ status: 'maybe' })).toBe(false);
  });
  it('reads the current status under both spellings', () => {
    expect(currentStatusOf({ currentStatus: 'active' })).toBe('active');
    expect(currentStatusOf({ currentstatus: 'new' })).toBe('new');
  });
});

describe('what a checkSub answer says about the subscriber', () => {
  it('keeps an msisdn of printable ASCII within 128 characters', () => {
    expect(msisdnOf('221770000001')).toBe('221770000001');
    expect(msisdnOf('tok_' + 'x'.repeat(124))).toHaveLength(128);
  });
  it('reads anything else as absent: empty, too long, not text, control or non-ASCII characters', () => {
    for (const v of [
      '',
      'x'.repeat(129),
      221770000001,
      null,
      undefined,
      {},
      ['1'],
      '221\r\nX-Evil: 1',
      '221 77',
      '٢٢١٧٧',
    ]) {
      expect(msisdnOf(v), JSON.stringify(v)).toBeUndefined();
    }
  });
  it('gives both values of an answer, each absent when unusable', () => {
    expect(profileOf({ status: 'success', subStatus: 'active', msisdn: '221', currentStatus: 'active' })).toEqual({
      msisdn: '221',
      currentStatus: 'active',
    });
    const lowercase = { status: 'success', subStatus: 'new', currentstatus: 'new', msisdn: '' } as const;
    expect(profileOf(lowercase)).toEqual({ msisdn: undefined, currentStatus: 'new' });
    const broken = { status: 'success', subStatus: 'active', msisdn: 7, currentStatus: 'a'.repeat(65) };
    expect(profileOf(broken as never)).toEqual({ msisdn: undefined, currentStatus: undefined });
  });
});
