import type { Strings } from '../../i18n/index.ts';

interface Props {
  label: string;
  bookmarked: boolean;
  copied: boolean;
  /** The last bookmark change could not be stored: the phone's storage is full. */
  unsaved: boolean;
  onBookmark: () => void;
  onCopy: () => void;
  onClose: () => void;
  t: Pick<Strings, 'verseN' | 'bookmark' | 'copyLink' | 'linkCopied' | 'notSaved' | 'close'>;
}

/** What a tap on a verse offers, fixed above the surah player: bookmark it, copy its address. */
export default function VerseActions({ label, bookmarked, copied, unsaved, onBookmark, onCopy, onClose, t }: Props) {
  return (
    <div className="verse-actions" role="toolbar" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      <button type="button" aria-pressed={bookmarked} onClick={onBookmark}>
        {t.bookmark}
      </button>
      <button type="button" onClick={onCopy}>
        {t.copyLink}
      </button>
      <span role="status" className="verse-actions-status">
        {unsaved ? t.notSaved : copied ? t.linkCopied : ''}
      </span>
      <button type="button" className="verse-actions-close" aria-label={t.close} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
