/**
 * The screen stays on while something plays or a surah is read (Screen Wake Lock). Each reason
 * holds it and the last one gone releases it. The browser releases a lock when the page is hidden,
 * so it is asked for again when the page shows while a reason still holds. Loaded only by what
 * holds it (the media service, a page's video, the surah page), never at a page's startup.
 */
export type Reason = 'audio' | 'video' | 'reading';

const reasons = new Set<Reason>();
let lock: WakeLockSentinel | null = null;
let asking = false;

function sync(): void {
  const wanted = reasons.size > 0 && document.visibilityState === 'visible';
  if (!wanted) {
    const held = lock;
    lock = null;
    // Already released by the browser (hidden page) is not an error worth a word.
    void held?.release().catch(() => {});
    return;
  }
  if (lock || asking || !navigator.wakeLock) return;
  asking = true;
  navigator.wakeLock.request('screen').then(
    (sentinel) => {
      asking = false;
      lock = sentinel;
      sentinel.addEventListener('release', () => {
        if (lock === sentinel) lock = null;
      });
      // A reason may have gone (or the page hidden) while the request was under way.
      sync();
    },
    // Refused (battery saver, no permission in a frame): the screen sleeps as it would anyway.
    () => {
      asking = false;
    },
  );
}

export function keepAwake(reason: Reason, on: boolean): void {
  if (on) reasons.add(reason);
  else reasons.delete(reason);
  sync();
}

if (typeof document !== 'undefined') document.addEventListener('visibilitychange', sync);

/** Without a touch, a scroll or a key for this long, a page left open on a table may sleep. */
export const READING_IDLE_MS = 10 * 60_000;

const READING_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * A surah read: the screen stays on while the reader scrolls, taps or presses a key now and then,
 * and sleeps as usual after READING_IDLE_MS without any. Returns what stops it (the page leaving).
 */
export function whileReading(idleMs = READING_IDLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const read = () => {
    // A scroll sends dozens of events a second: a few seconds' precision is plenty here.
    if (timer !== undefined && Date.now() - last < 2000) return;
    last = Date.now();
    clearTimeout(timer);
    keepAwake('reading', true);
    timer = setTimeout(() => keepAwake('reading', false), idleMs);
  };
  read();
  for (const type of READING_EVENTS) window.addEventListener(type, read, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const type of READING_EVENTS) window.removeEventListener(type, read);
    keepAwake('reading', false);
  };
}
