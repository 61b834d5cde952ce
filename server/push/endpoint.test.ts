import { describe, expect, test } from 'vitest';
import { DEFAULT_ENDPOINT_POLICY, isPublicAddress, normalizeEndpoint, policyFromEnv } from './endpoint.ts';

// What the server agrees to POST to. The hostile cases are those found from outside (a parser
// differential, encodings, IPv6 forms that hide an IPv4 address, names that are loopback) and
// their neighbours: each must be refused by a default server, whatever a second parser would read.

const take = (url: string) => normalizeEndpoint(url, DEFAULT_ENDPOINT_POLICY);

describe('a default server takes the push services browsers use', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com:443/fcm/send/x',
  ])('%s', (url) => {
    expect(take(url)).toBe(new URL(url).href);
  });

  test('stores the one normalized form it checked (and that is the form sent)', () => {
    expect(take('https://FCM.GoogleApis.com:443/fcm/send/a b')).toBe('https://fcm.googleapis.com/fcm/send/a%20b');
    // A backslash is a slash in an https URL: the host is Google's, and the stored form says so to any parser.
    expect(take('https://fcm.googleapis.com\\@127.0.0.1/p')).toBe('https://fcm.googleapis.com/@127.0.0.1/p');
  });
});

describe('a default server refuses', () => {
  test.each([
    // Parser differentials: WHATWG URL reads one host, Node's legacy url.parse (which web-push used) another.
    'https://127.0.0.1{.x.example/p',
    'https://10.1.2.3{.x.example/p',
    'https://127.0.0.1}.fcm.googleapis.com/p',
    'https://127.0.0.1`.fcm.googleapis.com/p',
    "https://127.0.0.1'.fcm.googleapis.com/p",
    'https://127.0.0.1;.fcm.googleapis.com/p',
    'https://fcm.googleapis.com@127.0.0.1/p',
    // Encodings and spellings of loopback.
    'https://localhost%2e/p',
    'https://localhost./p',
    'https://localhost/p',
    'https://LOCALHOST/p',
    'https://push.localhost/p',
    'https://0x7f.1/p',
    'https://2130706433/p',
    'https://017700000001/p',
    'https://127.1/p',
    'https://%31%32%37.0.0.1/p',
    // IPv6 forms of loopback and private networks.
    'https://[::1]/p',
    'https://[::127.0.0.1]/p',
    'https://[::ffff:127.0.0.1]/p',
    'https://[::ffff:10.0.0.1]/p',
    'https://[64:ff9b::127.0.0.1]/p',
    'https://[64:ff9b:1::a00:1]/p',
    'https://[2002:7f00:1::]/p',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/p',
    'https://[fec0::1]/p',
    'https://[fd00::1]/p',
    'https://[fe80::1]/p',
    'https://[::]/p',
    'https://[ff02::1]/p',
    // Private, shared and special IPv4 ranges.
    'https://10.1.2.3/p',
    'https://172.20.0.5/p',
    'https://192.168.1.1/p',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/p',
    'https://0.0.0.0/p',
    'https://198.18.0.1/p',
    'https://192.0.0.1/p',
    'https://192.0.2.1/p',
    'https://224.0.0.1/p',
    'https://255.255.255.255/p',
    // Internal names, and anything not a push service.
    'https://db.internal/p',
    'https://router.home.arpa/p',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://push.example.org/p',
    'https://fcm.googleapis.com.evil.example/p',
    'https://evilfcm.googleapis.com.example/p',
    'https://push.services.mozilla.com.evil.example/p',
    'https://8.8.8.8/p',
    'https://[2001:4860:4860::8888]/p',
    // Not https on 443, credentials, control characters, too long.
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pw@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com/fcm/send/x\u0000',
    'https://fcm.googleapis.com/fcm/send/\tx',
    `https://fcm.googleapis.com/fcm/send/${'x'.repeat(1100)}`,
    'not a url',
  ])('%s', (url) => {
    expect(take(url)).toBeNull();
  });

  test.each([42, null, undefined, {}, ['https://fcm.googleapis.com/']])('a non-string: %j', (value) => {
    expect(normalizeEndpoint(value, DEFAULT_ENDPOINT_POLICY)).toBeNull();
  });
});

describe('the operator’s list', () => {
  test('PUSH_HOSTS and PUSH_PORTS replace the defaults; a wildcard takes names under it only', () => {
    const policy = policyFromEnv({ PUSH_HOSTS: 'push.operator.example, *.wp.example', PUSH_PORTS: '443,8443' }, false);
    expect(normalizeEndpoint('https://push.operator.example:8443/s/1', policy)).toBe(
      'https://push.operator.example:8443/s/1',
    );
    expect(normalizeEndpoint('https://a.wp.example/s/1', policy)).toBe('https://a.wp.example/s/1');
    expect(normalizeEndpoint('https://wp.example/s/1', policy)).toBeNull();
    expect(normalizeEndpoint('https://fcm.googleapis.com/fcm/send/x', policy)).toBeNull();
    expect(normalizeEndpoint('https://push.operator.example:9443/s/1', policy)).toBeNull();
  });

  test('even listed, an internal name or a private literal is refused', () => {
    const policy = policyFromEnv({ PUSH_HOSTS: '*.corp.internal,push.localhost,*.example.com' }, false);
    expect(normalizeEndpoint('https://push.corp.internal/p', policy)).toBeNull();
    expect(normalizeEndpoint('https://push.localhost/p', policy)).toBeNull();
    expect(normalizeEndpoint('https://127.0.0.1{.a.example.com/p', policy)).toBeNull();
  });

  test('a list that is not host names stops the start', () => {
    expect(() => policyFromEnv({ PUSH_HOSTS: 'https://x.example/' }, false)).toThrow(/PUSH_HOSTS/);
    expect(() => policyFromEnv({ PUSH_PORTS: '0' }, false)).toThrow(/PUSH_PORTS/);
  });

  test('PUSH_PRIVATE_HOSTS (the tests’ switch) takes a local push service on any port, and nothing else changes', () => {
    const policy = policyFromEnv({}, true);
    expect(normalizeEndpoint('https://127.0.0.1:8443/p', policy)).toBe('https://127.0.0.1:8443/p');
    expect(normalizeEndpoint('https://localhost:9000/p', policy)).toBe('https://localhost:9000/p');
    expect(normalizeEndpoint('https://push.example.org/p', policy)).toBeNull();
    expect(normalizeEndpoint('http://127.0.0.1:8443/p', policy)).toBeNull();
    expect(normalizeEndpoint('https://127.0.0.1{.x.example/p', policy)).toBeNull();
  });
});

test.each([
  ['8.8.8.8', true],
  ['2001:4860:4860::8888', true],
  ['::ffff:8.8.8.8', true],
  ['127.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['::1', false],
  ['fe80::1', false],
  ['64:ff9b::808:808', false],
  ['2002:808:808::1', false],
  ['not an address', false],
])('at connect time, %s is public: %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});
