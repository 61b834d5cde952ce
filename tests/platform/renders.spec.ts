// Issue 47, "keep state changes from re-rendering what did not change": a page at rest renders
// nothing but what its clock changes. The count comes from React itself: the page is given the
// hook React DevTools installs, which React calls after every commit, and the commit's tree is
// walked the way DevTools walks it (a subtree React did not visit is the same object as before,
// and a function component that ran has PerformedWork in its flags). A count, not a timing: the
// same on a busy machine as on a quiet one, and the same in every language (each test runs in one).
import type { Page } from '@playwright/test';
import { test, expect, inOneLocale } from '../support/fixtures.ts';
import { openReady } from '../support/media-helpers.ts';

/** React's fiber tags of components that run a render function: function, forwardRef, simple memo. */
const FUNCTION_TAGS = [0, 11, 15];

async function countRenders(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript((tags: number[]) => {
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
    }
    const w = window as unknown as { commits: number[] };
    w.commits = [];
    const PERFORMED_WORK = 1;
    // How many components ran in this commit: every mounted one, every updated one that did work.
    const rendered = (next: Fiber): number => {
      let count = 0;
      for (let child = next.child; child; child = child.sibling) {
        const prev = child.alternate;
        if (tags.includes(child.tag) && (!prev || child.flags & PERFORMED_WORK)) count++;
        if (!prev || child.child !== prev.child || child.flags & PERFORMED_WORK) count += rendered(child);
      }
      return count;
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          w.commits.push(rendered(root.current));
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  }, FUNCTION_TAGS);
}

/**
 * The components rendered by each commit during `ms` of the page at rest, on the page's clock
 * (installed before it opened) moved to ten seconds past a minute and then run by hand: a minute's
 * edge, where the prayer page rightly renders more (a day or a prayer may have passed), falls
 * outside the window whatever the machine's speed.
 */
async function rendersAtRest(page: Page, ms: number): Promise<number[]> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.ceil(now / 60_000) * 60_000 + 10_000);
  await page.evaluate(() => ((window as unknown as { commits: number[] }).commits = []));
  for (let run = 0; run < ms; run += 1_000) {
    await page.clock.runFor(1_000);
    // React renders in a task of its own (a MessageChannel's, which the page's clock does not
    // hold): a second's render is let through before the next second, not batched with it.
    await page.waitForTimeout(150);
  }
  return page.evaluate(() => (window as unknown as { commits: number[] }).commits);
}

test.describe('a page at rest renders only what its clock changes', inOneLocale, () => {
  test.describe.configure({ timeout: 60_000 });

  // A commit each second (the countdown's), each rendering its own component and the alert's
  // check, never what is around them again: on /4 the place, the date navigator, the rows and the
  // options (13 components a second before issue 47), on home its countdown's island (3).
  for (const [name, route] of [
    ['the prayer page', '/4'],
    ['home', '/'],
  ] as const) {
    test(`${name}: each second, the countdown alone`, async ({ page, at, t }) => {
      await countRenders(page);
      await openReady(page, at(route));
      await expect(page.getByRole('timer')).toBeVisible();
      // At rest: the push option has come (it renders once the server says it offers push), a
      // commit of its own that a slow answer would otherwise bring into the seconds counted.
      if (route === '/4') await expect(page.getByRole('switch', { name: t.pushOn })).toBeVisible();
      const commits = await rendersAtRest(page, 4_000);
      expect(commits.length, JSON.stringify(commits)).toBeGreaterThanOrEqual(3);
      expect(Math.max(...commits), JSON.stringify(commits)).toBeLessThanOrEqual(2);
    });
  }

  test('a static list renders nothing once hydrated', async ({ page, at }) => {
    await countRenders(page);
    await openReady(page, at('/5'));
    expect(await rendersAtRest(page, 2_000)).toEqual([]);
  });
});
