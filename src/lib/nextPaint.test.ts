import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterNextPaint } from './nextPaint.ts';

/** Frames run only when the test says so, like a browser painting. */
function frames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => (queue[id - 1] = () => {}));
  return () => {
    const now = queue;
    queue = [];
    now.forEach((cb) => cb(0));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  test('runs in a task after the frame that follows the paint', () => {
    vi.useFakeTimers();
    const paint = frames();
    const run = vi.fn();
    afterNextPaint(run);
    paint();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  test('cancelled before then, it never runs', () => {
    vi.useFakeTimers();
    const paint = frames();
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    paint();
    cancel();
    paint();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
