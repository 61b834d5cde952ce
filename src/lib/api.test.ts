import { describe, expect, it } from 'vitest';
import { buildHeaders } from './api.ts';

describe('common request headers', () => {
  const settings = { credentials: 'web:pub', serviceId: 'svc', appVersion: '1.4' };
  it('carries credentials, language, version, source, service and stored values', () => {
    const stored: Record<string, string> = {
      sessionId: 'sess',
      msisdn: '221',
      campaignId: 'c1',
      rcid: 'r',
      flowType: 'f',
      blocked: 'false',
      blockReason: 'b',
    };
    const headers = buildHeaders('ar', (k) => stored[k], settings);
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from('web:pub').toString('base64')}`,
      Language: 'ar',
      appVersion: '1.4',
      reqFrom: 'web',
      serviceId: 'svc',
      campaign: 'c1',
      rcid: 'r',
      flow: 'f',
      blocked: 'false',
      breason: 'b',
      sessionId: 'sess',
      msisdn: '221',
    });
  });
  it('sends empty values for what is not stored', () => {
    const headers = buildHeaders('fr', () => undefined, settings);
    expect(headers.Language).toBe('fr');
    expect(headers.sessionId).toBe('');
    expect(headers.msisdn).toBe('');
  });
});
