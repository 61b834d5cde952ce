// Decorative media: muted background loops marked `data-ambient` (the live page's Kaaba video),
// started here after the load.

/** Decorative media are never "what plays" (the media service, the worker). */
export function isAmbient(el: Element): boolean {
  return el.hasAttribute('data-ambient');
}

/** Background loops play only when motion is welcome and data is not being saved. */
export function shouldAnimate(reducedMotion: boolean, saveData: boolean): boolean {
  return !reducedMotion && !saveData;
}

/**
 * Starts the page's decorative videos (`video[data-ambient][data-src]`). They ship with a poster
 * and no source, so under prefers-reduced-motion or Save-Data not one byte of video is fetched.
 */
export function startAmbientVideos(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>('video[data-ambient][data-src]');
  if (videos.length === 0) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (!shouldAnimate(reduced, saveData)) return;
  for (const video of videos) {
    video.muted = true; // the attribute alone is not enough for every autoplay policy
    video.src = video.dataset.src ?? '';
    video.removeAttribute('data-src');
    video.play().catch(() => {
      /* autoplay refused: the poster stays, which is fine for decoration */
    });
  }
}
