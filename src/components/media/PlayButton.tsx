interface Props {
  playing: boolean;
  onToggle: () => void;
  labels: { play: string; pause: string };
  /** Names what plays, for screen readers: "Play – Al-Fatiha". */
  subject?: string;
  disabled?: boolean;
  size?: 'large' | 'small';
}

/** Play/pause toggle. Media icons are not mirrored in RTL: play points the way time runs. */
export default function PlayButton({ playing, onToggle, labels, subject, disabled, size = 'large' }: Props) {
  const action = playing ? labels.pause : labels.play;
  return (
    <button
      type="button"
      className={`play-button play-button--${size}`}
      aria-label={subject ? `${action} – ${subject}` : action}
      aria-pressed={playing}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {playing ? (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
        ) : (
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
