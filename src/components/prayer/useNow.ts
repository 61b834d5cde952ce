import { useEffect, useState } from 'react';

/**
 * The clock, ticking every `ms` on the second's edge while `enabled`. Used only in what renders
 * after hydration (the build cannot know the time).
 */
export function useNow(ms = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, ms - (Date.now() % ms) + 5);
    };
    timer = setTimeout(tick, ms - (Date.now() % ms) + 5);
    return () => clearTimeout(timer);
  }, [ms, enabled]);
  return now;
}
