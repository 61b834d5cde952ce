/**
 * Runs `run` once the page has painted its content and finished loading, when the main thread is
 * next idle. Scripts fetched or run before then compete with the first paint on a slow phone and
 * network, and nothing in them is needed to show a pre-rendered page.
 */
export function afterFirstPaint(run: () => void): void {
  let painted = false;
  let loaded = document.readyState === 'complete';
  let done = false;
  const go = () => {
    if (done || !painted || !loaded) return;
    done = true;
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 500 });
    else setTimeout(run, 0);
  };
  if (!loaded) addEventListener('load', () => ((loaded = true), go()), { once: true });
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    painted = true;
  }
  // A tab opened in the background paints nothing until shown: do not wait for it forever.
  setTimeout(() => ((painted = true), go()), 4000);
  go();
}
