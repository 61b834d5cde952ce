import type { Failure } from './playback.ts';

interface Props {
  failed: Failure | null;
  labels: { mediaError: string; mediaOffline: string };
}

/** Why a file did not play: offline (it needs a connection) or a real failure (try again). */
export default function FailureNote({ failed, labels }: Props) {
  if (!failed) return null;
  return (
    <span className="media-note" role="alert">
      {failed === 'offline' ? labels.mediaOffline : labels.mediaError}
    </span>
  );
}
