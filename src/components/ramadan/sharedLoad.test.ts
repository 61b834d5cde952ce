import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedLoad } from './sharedLoad.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('sharedLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives callers during a load, and shortly after its answer, that one answer', async () => {
    const answer = deferred<string | null>();
    const load = vi.fn(() => answer.promise);
    const shared = sharedLoad(load, 5000);
    const first = shared();
    const second = shared();
    answer.resolve('data');
    expect(await first).toBe('data');
    expect(await second).toBe('data');
    vi.advanceTimersByTime(4999);
    expect(await shared()).toBe('data');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once the answer is older than keepMs', async () => {
    const load = vi.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    const shared = sharedLoad(load, 5000);
    expect(await shared()).toBe('old');
    vi.advanceTimersByTime(5000);
    expect(await shared()).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure, so a retry asks again', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('data');
    const shared = sharedLoad(load, 5000);
    expect(await shared()).toBeNull();
    await expect(shared()).rejects.toThrow('offline');
    expect(await shared()).toBe('data');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
