import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../lib/api.ts';
import type { AppConfigResponse } from '../lib/validate.ts';

const apiPost = vi.fn<() => Promise<ApiResult<AppConfigResponse>>>();
vi.mock('../lib/api.ts', () => ({ apiPost }));

const { loadAppConfig, resetAppConfig } = await import('./appConfig.ts');
const { $appConfig } = await import('../stores/app.ts');

const success: ApiResult<AppConfigResponse> = {
  ok: true,
  data: { data: [], subUrl: 'https://operator.example/sub' } as unknown as AppConfigResponse,
};
const failure: ApiResult<AppConfigResponse> = { ok: false, reason: 'network' };

beforeEach(() => {
  vi.useFakeTimers();
  resetAppConfig();
  apiPost.mockReset();
  $appConfig.set({ tiles: null, subUrl: null });
});
afterEach(() => vi.useRealTimers());

describe('app config', () => {
  it('asks again on the next need after a failure', async () => {
    apiPost.mockResolvedValueOnce(failure).mockResolvedValueOnce(success);
    expect(await loadAppConfig()).toBeNull();
    expect(await loadAppConfig()).toBe('https://operator.example/sub');
    expect(apiPost).toHaveBeenCalledTimes(2);
    expect($appConfig.get().subUrl).toBe('https://operator.example/sub');
  });

  it('retries on its own with a growing delay, a bounded number of times', async () => {
    apiPost.mockResolvedValue(failure);
    await loadAppConfig();
    expect(apiPost).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(apiPost).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(apiPost).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(apiPost).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(apiPost).toHaveBeenCalledTimes(6);
  });

  it('keeps a success: one request, however often it is needed', async () => {
    apiPost.mockResolvedValue(success);
    const both = await Promise.all([loadAppConfig(), loadAppConfig()]);
    await loadAppConfig();
    expect(both).toEqual(['https://operator.example/sub', 'https://operator.example/sub']);
    expect(apiPost).toHaveBeenCalledTimes(1);
  });
});
