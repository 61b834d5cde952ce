import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent, eventKey, type UsageEvent } from './events.ts';

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
  event_key: 'k',
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

describe('idempotency key', () => {
  it("is new for every event and fits the server's cap, with or without randomUUID (http pages lack it)", () => {
    const withUuid = Array.from({ length: 500 }, eventKey);
    const uuid = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    let without: string[];
    try {
      without = Array.from({ length: 500 }, eventKey);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: uuid, configurable: true });
    }
    expect(new Set([...withUuid, ...without]).size).toBe(1000);
    for (const k of withUuid) expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    for (const k of without) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });
});
