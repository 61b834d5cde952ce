// Not afterPaint.ts's job: that one waits once for the page's first paint and load; this one for
// the next frame, which an island asks for whenever it changes what is on screen.

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
