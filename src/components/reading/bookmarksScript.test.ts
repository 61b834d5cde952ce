import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRE_PAINT_SCRIPTS } from '../../../integrations/pre-paint.mjs';
import { BOOKMARKS_KEY } from './bookmarkId.ts';

/** Runs the script on a page with (or without) the empty state, over what storage holds. */
function run(stored: string | null, withEmpty = true, throws = false) {
  const empty = { hidden: false };
  const document = { querySelector: (s: string) => (withEmpty && s === '.bookmarks-empty' ? empty : null) };
  const localStorage = {
    getItem: (k: string) => {
      if (throws) throw new Error('SecurityError');
      return k === BOOKMARKS_KEY ? stored : null;
    },
  };
  runInNewContext(BOOKMARKS_SCRIPT, { document, localStorage, JSON, Array });
  return empty.hidden;
}

const { BOOKMARKS_SCRIPT } = PRE_PAINT_SCRIPTS;

describe('the bookmarks page inline script', () => {
  it('hides the empty state when the phone keeps bookmarks', () => {
    expect(run(JSON.stringify([{ kind: 'dua', index: 0, text: 'x' }]))).toBe(true);
  });

  it('leaves it for no bookmarks, an empty list, or anything else storage holds', () => {
    for (const stored of [null, '[]', '{"length":3}', '"abc"', 'not json', '5']) expect(run(stored)).toBe(false);
  });

  it('does nothing when storage throws or the page has no empty state', () => {
    expect(run('[1]', true, true)).toBe(false);
    expect(() => run('[1]', false)).not.toThrow();
  });
});
