// Apart from afterPaint.ts: the islands use only this, and a module of its own is small enough to
// ride in the layout's chunk (integrations/pageChunks.mjs) instead of being one more script.

/** Runs `run` once the frame being prepared has reached the screen; returns a cancel function. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  // The second frame begins only once the first was presented; the task it queues comes after.
  frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
