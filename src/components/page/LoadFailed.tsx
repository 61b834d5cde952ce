import '../media/media.css';
interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A short, localised "could not load" state with a way to try again. */
export default function LoadFailed({ message, retryLabel, onRetry }: Props) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="text-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
