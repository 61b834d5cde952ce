import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser's Screen Wake Lock as the spec has it: a sentinel per request, released when the page hides. */
function fakeBrowser({ refuse = false } = {}) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const held: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  let requests = 0;
  const wakeLock = {
    request: async () => {
      requests++;
      if (refuse || document.visibilityState !== 'visible') throw new DOMException('refused', 'NotAllowedError');
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        release: async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          held.splice(held.indexOf(sentinel), 1);
          sentinel.dispatchEvent(new Event('release'));
        },
      });
      held.push(sentinel);
      return sentinel;
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { wakeLock });
  return {
    held: () => held.length,
    /** The locks held once the page's promises (requests, releases) have run. */
    async settled() {
      await settle();
      return held.length;
    },
    requests: () => requests,
    /** The page hidden: the browser releases every lock, then says so. */
    hide() {
      document.visibilityState = 'hidden';
      for (const s of [...held]) void s.release();
      document.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A fake browser, and the module loaded afresh in it (it listens to the document as it loads). */
async function start(options?: { refuse?: boolean }) {
  const browser = fakeBrowser(options);
  return { browser, ...(await import('./screenAwake.ts')) };
}

describe('screenAwake', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('holds one lock while any reason holds, and releases it when the last goes', async () => {
    const { browser, keepAwake } = await start();
    keepAwake('audio', true);
    keepAwake('reading', true);
    await settle();
    expect([browser.held(), browser.requests()]).toEqual([1, 1]);
    keepAwake('audio', false);
    expect(await browser.settled()).toBe(1);
    keepAwake('reading', false);
    expect(await browser.settled()).toBe(0);
  });

  it('asks again when the page shows while something still plays, and not after it stopped', async () => {
    const { browser, keepAwake } = await start();
    keepAwake('audio', true);
    await settle();
    browser.hide();
    expect(await browser.settled()).toBe(0);
    browser.show();
    expect(await browser.settled()).toBe(1);
    keepAwake('audio', false);
    browser.hide();
    browser.show();
    expect(await browser.settled()).toBe(0);
  });

  it('a pause while the request is under way leaves no lock behind', async () => {
    const { browser, keepAwake } = await start();
    keepAwake('video', true);
    keepAwake('video', false);
    await settle();
    expect([browser.requests(), browser.held()]).toEqual([1, 0]);
  });

  it('a refusal (battery saver) is quiet, and a later reason asks again', async () => {
    const { browser, keepAwake } = await start({ refuse: true });
    keepAwake('audio', true);
    expect(await browser.settled()).toBe(0);
    keepAwake('reading', true);
    await settle();
    expect(browser.requests()).toBe(2);
  });

  it('reading keeps the screen on while the reader moves, and lets it sleep after the idle time', async () => {
    vi.useFakeTimers();
    const { browser, whileReading } = await start();
    const stop = whileReading(60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.held()).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(50_000);
    expect(browser.held()).toBe(1);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(browser.held()).toBe(0);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.held()).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.held()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.held()).toBe(0);
  });

  it('does nothing where the browser has no wake lock', async () => {
    fakeBrowser();
    vi.stubGlobal('navigator', {});
    const { keepAwake } = await import('./screenAwake.ts');
    expect(() => keepAwake('audio', true)).not.toThrow();
  });
});
