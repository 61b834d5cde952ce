import { useEffect } from 'react';

interface Props {
  gridId: string;
  /** The note saying the wallpapers show once the phone is back online (hidden in the HTML). */
  noteId: string;
}

const broken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0;

/**
 * Offline on a grid never seen online, thumbnails cannot load: instead of 26 broken images, calm
 * placeholders and one note; back online, they are asked for again.
 */
export default function MissingWallpapers({ gridId, noteId }: Props) {
  useEffect(() => {
    const grid = document.getElementById(gridId);
    const note = document.getElementById(noteId);
    if (!grid || !note) return;
    const images = () => [...grid.querySelectorAll('img')];
    const mark = () => {
      let missing = 0;
      for (const img of images()) {
        // Lazy images not yet asked for are not broken: only those the browser gave up on.
        const gone = broken(img) && img.currentSrc !== '';
        img.closest('li')?.toggleAttribute('data-missing', gone);
        if (gone) missing += 1;
      }
      note.hidden = missing === 0;
    };
    const retry = () => {
      for (const tile of grid.querySelectorAll('li[data-missing]')) {
        // A fresh copy loads afresh: setting the same URL again does not restart a failed lazy image.
        const picture = tile.querySelector('picture');
        picture?.replaceWith(picture.cloneNode(true));
        tile.removeAttribute('data-missing');
      }
      mark();
    };
    // The 'online' event can come before the network (or the service worker) truly answers: a
    // retry that fails while the phone says it is online is tried again, less and less often.
    let delay = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failed = () => {
      mark();
      if (!navigator.onLine || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        retry();
      }, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    const loaded = () => {
      delay = 1_000;
      mark();
    };
    mark();
    // Image errors do not bubble: caught on the way down.
    grid.addEventListener('error', failed, true);
    grid.addEventListener('load', loaded, true);
    addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      grid.removeEventListener('error', failed, true);
      grid.removeEventListener('load', loaded, true);
      removeEventListener('online', retry);
    };
  }, [gridId, noteId]);
  return null;
}
