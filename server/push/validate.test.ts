import { describe, expect, test } from 'vitest';
import { HttpError } from '../http.ts';
import { requireEndpoint } from './validate.ts';

describe('a push endpoint', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGx',
    'https://[2001:db8::1]/p',
  ])('takes a push service on the internet: %s', (url) => {
    expect(requireEndpoint(url)).toBe(url);
  });

  test.each([
    'https://127.0.0.1:8443/p',
    'https://localhost/p',
    'https://push.localhost/p',
    'https://10.1.2.3/p',
    'https://172.20.0.5/p',
    'https://192.168.1.1/p',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/p',
    'https://0.0.0.0/p',
    'https://[::1]/p',
    'https://[fd00::1]/p',
    'https://[fe80::1]/p',
    'https://[::ffff:10.0.0.1]/p',
    'https://db.internal/p',
  ])('refuses the operator’s own network (the server would POST there on a stranger’s say): %s', (url) => {
    expect(() => requireEndpoint(url)).toThrow(HttpError);
  });

  test('takes a local address when told to (the tests’ fake push service)', () => {
    expect(requireEndpoint('https://127.0.0.1:8443/p', true)).toBe('https://127.0.0.1:8443/p');
  });
});
