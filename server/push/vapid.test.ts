import { expect, test } from 'vitest';
import webpush from 'web-push';
import { vapidFromEnv } from './vapid.ts';

// A wrong VAPID setting must stop the start: a server that signs with a broken key would lose
// every subscriber silently.

const keys = webpush.generateVAPIDKeys();

test('keys and subject from the environment are taken as given', () => {
  const env = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.org',
  };
  expect(vapidFromEnv(env)).toEqual({ ...keys, subject: 'mailto:ops@example.org' });
});

test('without a subject, an https public origin is the contact; an http one is not', () => {
  expect(vapidFromEnv({}, 'https://nour.example').subject).toBe('https://nour.example');
  expect(vapidFromEnv({}, 'http://127.0.0.1:4321').subject).toBeUndefined();
});

test.each([
  ['one key without the other', { VAPID_PUBLIC_KEY: keys.publicKey }],
  ['a key that is no P-256 key', { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }],
  ['a subject that is neither mailto: nor https:', { VAPID_SUBJECT: 'http://example.org' }],
])('refuses %s', (_, env) => {
  expect(() => vapidFromEnv(env)).toThrow(/VAPID/);
});
