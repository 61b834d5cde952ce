import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../lib/api.ts';

// The server ends the subscription on the first post; a second would hear "no subscription found".
let answer: (result: ApiResult<unknown>) => void = () => {};
const apiPost = vi.fn(() => new Promise<ApiResult<unknown>>((resolve) => (answer = resolve)));
vi.mock('../lib/api.ts', () => ({ apiPost }));
vi.mock('../lib/events.ts', () => ({ track: vi.fn() }));
vi.mock('../lib/pushOnPhone.ts', () => ({ dropBrowserPush: vi.fn(async () => false) }));
vi.mock('../lib/storage.ts', () => ({ getString: (key: string) => (key === 'uid' ? 'u-1' : undefined) }));
vi.mock('./checkSubscription.ts', () => ({ checkSubscription: vi.fn() }));
vi.mock('./identity.ts', () => ({ forgetPerson: vi.fn() }));
vi.mock('./page.ts', () => ({ currentPageEvent: () => 'home', goHome: vi.fn() }));

const { unsubscribe } = await import('./unsubscribe.ts');
const { $modal } = await import('../stores/app.ts');

const t = { oops: 'Oops', somethingWrong: 'Something went wrong', okay: 'Okay', unsubscribe: 'Unsubscribe' };
const success: ApiResult<unknown> = { ok: true, data: { status: 'success', message: 'Unsubscribed' } };

beforeEach(() => {
  apiPost.mockClear();
  $modal.set(null);
});

describe('unsubscribing', () => {
  it('two calls while the first is under way post once, and both end with its answer', async () => {
    const first = unsubscribe(t);
    const second = unsubscribe(t);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    answer(success);
    await Promise.all([first, second]);
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(apiPost).toHaveBeenCalledWith('unsubscribe', { uid: 'u-1' }, expect.any(Function));
    expect($modal.get()?.title).toBe('Unsubscribe');
  });

  it('a call after the first has ended is a call of its own', async () => {
    const first = unsubscribe(t);
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    answer(success);
    await first;
    const again = unsubscribe(t);
    expect(again).not.toBe(first);
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(2));
    answer({ ok: false, reason: 'network' } as ApiResult<unknown>);
    await again;
    expect($modal.get()?.title).toBe('Oops');
  });
});
