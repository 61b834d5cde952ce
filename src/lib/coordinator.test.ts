import { describe, expect, it } from 'vitest';
import { Coordinator } from './coordinator.ts';

const media = () => {
  const m = {
    paused: true,
    pause: () => {
      m.paused = true;
    },
    play: () => {
      m.paused = false;
    },
  };
  return m;
};

describe('media coordinator', () => {
  it('pauses what played when something else starts', () => {
    const c = new Coordinator();
    const a = media();
    const b = media();
    a.play();
    c.started(a);
    b.play();
    expect(c.started(b)).toBe(a);
    expect(a.paused).toBe(true);
    expect(b.paused).toBe(false);
    expect(c.current).toBe(b);
  });
  it('leaves the same element alone when it resumes', () => {
    const c = new Coordinator();
    const a = media();
    a.play();
    c.started(a);
    expect(c.started(a)).toBeNull();
    expect(a.paused).toBe(false);
  });
  it('forgets an element that stopped, and can pause everything', () => {
    const c = new Coordinator();
    const a = media();
    a.play();
    c.started(a);
    c.pauseAll();
    expect(a.paused).toBe(true);
    c.stopped(a);
    expect(c.current).toBeNull();
  });
});
