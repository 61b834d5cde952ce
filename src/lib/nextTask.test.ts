import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resumes in a later task, after the microtasks of this one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const resumed = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
