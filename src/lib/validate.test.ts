import { describe, expect, it, vi } from 'vitest';
import { isCheckSub, isUnsubscribe } from '../shared/apiAnswers.ts';
import { currentStatusOf, isAppConfig, isToken } from './validate.ts';

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

describe('what is kept of a checkSub answer (msisdn, current status)', () => {
  it('is printable ASCII within 128 characters', () => {
    for (const v of ['221770000001', 'active', 'tok_' + 'x'.repeat(124)]) expect(isToken(v), v).toBe(true);
  });
  it('is nothing else: empty, too long, not text, control, space or non-ASCII characters', () => {
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
      expect(isToken(v), JSON.stringify(v)).toBe(false);
    }
  });
});
