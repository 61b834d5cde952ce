import { fill } from '../../lib/fill.ts';

/**
 * "Download for offline", then " (about 2 MB)" once the size is known. The size is a node of its
 * own after the words: in Arabic the words would otherwise move as the line grows to their left,
 * a layout shift the subscriber sees as the button's text jumping.
 */
export default function KeepLabel({ keep, note, size }: { keep: string; note: string; size: string | null }) {
  return (
    <>
      {keep}
      {size ? <span className="keep-size">{` ${fill(note, { size })}`}</span> : null}
    </>
  );
}
