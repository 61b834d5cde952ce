import type { Strings } from '../../i18n/index.ts';

interface Props {
  label: string;
  bookmarked: boolean;
  copied: boolean;
  /** What the last share of this verse came to (copied, or could not), said beside the buttons. */
  shared: string | null;
  /** The last bookmark change could not be stored: the phone's storage is full. */
  unsaved: boolean;
  onBookmark: () => void;
  onCopy: () => void;
  onShare: () => void;
  onClose: () => void;
  t: Pick<Strings, 'verseN' | 'bookmark' | 'copyLink' | 'linkCopied' | 'share' | 'notSaved' | 'close'>;
}

/** What a tap on a verse offers, fixed above the surah player: bookmark it, copy its address, share it. */
export default function VerseActions({
  label,
  bookmarked,
  copied,
  shared,
  unsaved,
  onBookmark,
  onCopy,
  onShare,
  onClose,
  t,
}: Props) {
  const said = unsaved ? t.notSaved : (shared ?? (copied ? t.linkCopied : ''));
  return (
    <div className="verse-actions" role="toolbar" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      <button type="button" aria-pressed={bookmarked} onClick={onBookmark}>
        {t.bookmark}
      </button>
      <button type="button" onClick={onCopy}>
        {t.copyLink}
      </button>
      <button type="button" onClick={onShare}>
        {t.share}
      </button>
      <span role="status" className="verse-actions-status">
        {said}
      </span>
      <button type="button" className="verse-actions-close" aria-label={t.close} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
