import { useEffect, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';
import { share, sharedText, shareNote } from '../../lib/share.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { isBookmarked } from './bookmarkId.ts';
import '../../styles/reading-prefs.css';

export const DUA_ACTIONS_KEYS = ['bookmark', 'notSaved', 'share', 'shareCopied', 'shareFailed'] as const;

interface Props {
  index: number;
  /** The start of the dua's Arabic text, shown in the bookmarks list. */
  text: string;
  t: StringsOf<typeof DUA_ACTIONS_KEYS>;
}

const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? null;

/** Keep this dua among the bookmarks (on the device), or share it: its words, where it is from, its link. */
export default function DuaActions({ index, text, t }: Props) {
  const hydrated = useHydrated();
  const id = `dua:${index}`;
  const [on, setOn] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's bookmarks, after the HTML's first render
  useEffect(() => setOn(isBookmarked(id)), [id]);
  const shareDua = () => {
    // The page's own words, as the subscriber reads them (the HTML carries them once).
    const shared = sharedText(textOf('.dua-text') ?? '', textOf('.dua-translation'), textOf('.dua-source') ?? '');
    const title = textOf('main h1') ?? document.title;
    // In the tap itself: Safari opens the share sheet only within the gesture.
    void share({ title, text: shared, url: location.origin + location.pathname }).then((how) =>
      setNote(shareNote(how, t)),
    );
  };
  return (
    <div className="dua-actions">
      <button
        type="button"
        className="text-button dua-action"
        aria-pressed={on}
        disabled={!hydrated}
        onClick={() => {
          // The bookmarks' model is needed only once the subscriber taps.
          void import('./toggleDua.ts').then((module) => {
            setNote(module.default(index, text) ? null : t.notSaved);
            setOn(isBookmarked(id));
          });
        }}
      >
        {t.bookmark}
      </button>
      <button type="button" className="text-button dua-action" disabled={!hydrated} onClick={shareDua}>
        {t.share}
      </button>
      {/* A live region there before it speaks, so that it is heard (not role="status", which the
          app keeps for its loader). */}
      <span aria-live="polite" className="save-note">
        {note}
      </span>
    </div>
  );
}
