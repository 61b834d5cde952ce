import { fill } from '../../lib/fill.ts';

/**
 * "Download for offline", then "(about 2 MB)" on its own line once the size is known (asked at the
 * first tap, KeepFlow). That line is there, empty, from the first paint (keep.css), so the size
 * coming moves nothing: not the words (which in Arabic grow to the left, and which wrapping
 * re-centres), not the page below.
 */
export default function KeepLabel({ keep, note, size }: { keep: string; note: string; size: string | null }) {
  return (
    <>
      {keep}
      {/* The space before the size keeps the button's accessible name two words apart. */}
      <span className="keep-size">{size ? ` ${fill(note, { size })}` : null}</span>
    </>
  );
}
