import { describe, expect, it, vi } from 'vitest';
import { normalise } from './hadithStore.ts';

const track = { name: 'Hadith 1', title: 'Intentions', id: 1, fileSource: '/media/hadith/1.ogg' };

describe('hadith answer', () => {
  it('keeps each month with its own list, whatever the month id is called', () => {
    const content = normalise({
      month: [
        { id: 1, month: 'Muharram' },
        { id: 'constructor', month: 'X' },
        { id: '__proto__', month: 'Y' },
      ],
      content1: [track],
    });
    expect(content.lists.get('1')).toEqual([track]);
    expect(content.lists.get('constructor')).toEqual([]);
    expect(content.lists.get('__proto__')).toEqual([]);
    // A month id taken from the URL that the answer does not list finds nothing, not Object's members.
    for (const id of ['toString', 'hasOwnProperty', 'valueOf']) expect(content.lists.get(id)).toBeUndefined();
  });

  it('drops tracks whose audio URL is unsafe', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = normalise({
      month: [{ id: 2, month: 'Safar' }],
      content2: [
        track,
        { ...track, id: 2, fileSource: 'javascript:alert(1)' },
        { ...track, id: 3, fileSource: '//evil.example/a.ogg' },
      ],
    });
    warn.mockRestore();
    expect(content.lists.get('2')).toEqual([track]);
  });
});
