/**
 * A file that was played to the end is fetched once more, whole (the player only asked for
 * ranges), so that the service worker's bounded audio cache keeps it for offline listening.
 * Nothing happens without a service worker in control, and streams are never kept.
 */
export function keepPlayedFile(src: string): void {
  if (!navigator.serviceWorker?.controller || !/^https?:/.test(src) || /\.m3u8(?:$|[?#])/i.test(src)) return;
  // The worker caches its own copy of the answer; this page does not need the bytes.
  void fetch(src)
    .then((response) => response.body?.cancel())
    .catch(() => {});
}
