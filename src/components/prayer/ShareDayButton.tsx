import { useRef, useState } from 'react';
import type { StringsOf } from '../../i18n/index.ts';

export const SHARE_DAY_KEYS = ['shareDay', 'shareCopied', 'shareFailed'] as const;

type ShareModule = typeof import('./shareDay.ts');

interface Props {
  /** "Prayer times – Paris": the place the times are for, as the page names it. */
  title: string;
  t: StringsOf<typeof SHARE_DAY_KEYS>;
}

/**
 * "Share this day's times": the day on screen to the phone's share sheet, or copied. Its code comes
 * as a finger or the keyboard reaches the button, so that the tap itself opens the sheet (Safari
 * opens it only within the gesture), and no visit pays for it before.
 */
export default function ShareDayButton({ title, t }: Props) {
  const loaded = useRef<ShareModule | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // The browser keeps a module once imported: asking again at the tap costs nothing.
  const load = () => import('./shareDay.ts').then((module) => (loaded.current = module));
  const prepare = () => void load().catch(() => {});
  const tap = () => {
    const go = (m: ShareModule) => void m.shareDay(title).then((how) => setNote(m.shareNote(how, t)));
    if (loaded.current) go(loaded.current);
    else load().then(go, () => setNote(t.shareFailed));
  };
  return (
    <div className="prayer-option">
      <button type="button" className="text-button" onPointerDown={prepare} onFocus={prepare} onClick={tap}>
        {t.shareDay}
      </button>
      {/* A live region there before it speaks, so that it is heard. */}
      <p className="prayer-option-note" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
