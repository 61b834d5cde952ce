/**
 * Resolves in a task of its own. On a slow phone every task over 50 ms holds the subscriber's
 * taps (Total Blocking Time), so work that need not run at once is cut into tasks with this.
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
