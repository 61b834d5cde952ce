import type { StoredKey } from '../shared/storedKeys.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHeaders } from '../lib/api.ts';
import { getItem, memoryStore, setItem, useBackend } from '../lib/storage.ts';
import type { UidChoice } from './askUid.ts';

// The question itself is a dialog (tests/features/identity.spec.ts): here, each test answers it.
let answer: (choice: UidChoice) => void = () => {};
const askAboutUid = vi.fn(() => new Promise<UidChoice>((resolve) => (answer = resolve)));
vi.mock('./askUid.ts', () => ({ askAboutUid }));
const { forgetPerson, PERSON_KEYS, settleIdentity } = await import('./identity.ts');

/** What the phone holds for person A, an active subscriber, and for the phone itself. */
const PERSON_A: Record<string, unknown> = {
  uid: 'person-a',
  msisdn: '221770000001',
  currentStatus: 'active',
  subStatus: 'active',
  sessionId: 'session-a',
  sessionTime: 1000,
  sessionStart: 900,
  userType: 'repeatedUser',
  prevPath: '/2',
  currSongInd: 3,
  flowType: 'f',
  blocked: 'false',
  blockReason: 'r',
  campaignId: 'c',
  rcid: 'rc',
};
const DEVICE: Record<string, unknown> = {
  deviceId: 'device-1',
  randomNumber: 12345,
  themeLang: 'ar',
  bookmarks: [{ id: 1 }],
  eventQueue: ['built-for-a'],
  afterSubscribe: { route: '/3', at: 1 },
};

let cookies: string[];

beforeEach(() => {
  useBackend(memoryStore());
  for (const [k, v] of Object.entries({ ...PERSON_A, ...DEVICE })) setItem(k as StoredKey, v);
  cookies = [];
  askAboutUid.mockClear();
  // Node has no document: the cookie writes are recorded instead.
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    documentElement: { lang: 'ar' },
    set cookie(v: string) {
      cookies.push(v);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const stored = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, getItem(k as StoredKey)]));

/** Settles the identity for `hashUid`, answering a question with `choice`; says whether one was asked. */
async function arrive(hashUid: string | null, choice?: UidChoice): Promise<boolean> {
  const settled = settleIdentity(hashUid);
  if (choice) {
    await vi.waitFor(() => expect(askAboutUid).toHaveBeenCalled(), { timeout: 1000 });
    answer(choice);
  }
  // A question nobody answers leaves this waiting: the test's own timeout then fails it.
  await settled;
  return askAboutUid.mock.calls.length > 0;
}

describe('what belongs to a person', () => {
  it('is forgotten whole: every value of theirs, and their status cookie', () => {
    forgetPerson();
    for (const key of PERSON_KEYS) expect(getItem(key), key).toBeUndefined();
    expect(cookies).toEqual(['subStatus=; Max-Age=0; Path=/']);
  });

  it("keeps the phone's own values, the events already built and the uid (replaced or dropped apart)", () => {
    forgetPerson();
    expect(stored(Object.keys(DEVICE))).toEqual(DEVICE);
    expect(getItem('uid')).toBe('person-a');
  });

  it('covers every stored value that rides on a request', () => {
    const read: string[] = [];
    buildHeaders('fr', (key) => void read.push(key), { credentials: 'a:b', serviceId: 's', appVersion: '1' });
    expect(read.length).toBeGreaterThan(0);
    expect(PERSON_KEYS).toEqual(expect.arrayContaining(read));
  });
});

describe("another person's link", () => {
  it('asks first when an active subscriber is stored; keeping them changes nothing', async () => {
    expect(await arrive('person-b', 'keep')).toBe(true);
    expect(stored(Object.keys(PERSON_A))).toEqual(PERSON_A);
    expect(cookies).toEqual([]);
  });

  it('when switched to, forgets the earlier person and saves the new uid', async () => {
    expect(await arrive('person-b', 'switch')).toBe(true);
    expect(getItem('uid')).toBe('person-b');
    for (const key of PERSON_KEYS) expect(getItem(key), key).toBeUndefined();
    expect(stored(Object.keys(DEVICE))).toEqual(DEVICE);
    expect(cookies).toContain('subStatus=; Max-Age=0; Path=/');
    expect(cookies.some((c) => c.startsWith('uid=person-b;'))).toBe(true);
  });

  it("asks in the page's language, and waits for the answer: nothing is forgotten or saved before it", async () => {
    const settled = settleIdentity('person-b');
    await vi.waitFor(() => expect(askAboutUid).toHaveBeenCalledWith('ar'), { timeout: 1000 });
    expect(stored(Object.keys(PERSON_A))).toEqual(PERSON_A);
    answer('switch');
    await settled;
    expect(getItem('uid')).toBe('person-b');
  });

  it('changes nothing when the question cannot load', async () => {
    askAboutUid.mockRejectedValueOnce(new Error('offline'));
    await settleIdentity('person-b');
    expect(stored(Object.keys(PERSON_A))).toEqual(PERSON_A);
  });

  it('replaces a stored subscriber who is not active without asking, still forgetting them', async () => {
    for (const status of ['new', 'inactive', 'failed', 'checking', undefined]) {
      for (const [k, v] of Object.entries(PERSON_A)) setItem(k as StoredKey, v);
      setItem('subStatus', status);
      expect(await arrive('person-b'), String(status)).toBe(false);
      expect(getItem('uid')).toBe('person-b');
      expect(getItem('msisdn')).toBeUndefined();
      expect(getItem('sessionId')).toBeUndefined();
    }
  });

  it('is the same person again when the uid is the stored one: nothing asked, nothing forgotten', async () => {
    expect(await arrive('person-a')).toBe(false);
    expect(stored(Object.keys(PERSON_A))).toEqual(PERSON_A);
  });

  it('is no change at all without a link', async () => {
    expect(await arrive(null)).toBe(false);
    expect(stored(Object.keys(PERSON_A))).toEqual(PERSON_A);
    expect(cookies).toEqual([]);
  });
});
