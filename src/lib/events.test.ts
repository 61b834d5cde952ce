import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent, type UsageEvent } from './events.ts';

const event: UsageEvent = {
  domain: 'localhost',
  user_agent: 'UA',
  device_id: 'd',
  session_id: 's',
  msisdn: '',
  device_type: 'web',
  previouspage: '/',
  trace: 'active',
  operatorId: 'svc',
  referrer_info: '',
  request_time: '2026-11-22T10:00:00.000Z',
  session_start_time: '2026-11-22T10:00:00.000Z',
  sub_event: 'active',
  page: 'quran',
  event: 'page_open',
};

describe('usage event encoding', () => {
  it('is the base64 of the JSON event', () => {
    const body = encodeEvent(event);
    expect(JSON.parse(Buffer.from(body, 'base64').toString('utf8'))).toEqual(event);
  });
  it('carries Arabic text intact', () => {
    const arabic = { ...event, page: 'القرآن' };
    expect(decodeEvent(encodeEvent(arabic))).toEqual(arabic);
  });
});
