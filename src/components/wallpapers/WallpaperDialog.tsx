import { useEffect, useState } from 'react';
import { navigate } from 'astro:transitions/client';
import Dialog from '../chrome/Dialog.tsx';

export interface WallpaperItem {
  id: number;
  name: string;
  /** About 30rem tall at 2x: the dialog's preview. */
  preview: string;
  /** The full-size JPEG that Save downloads. */
  full: string;
}

/** The viewer's history entry: the page's address with this fragment, and the wallpaper's id. */
const entryOf = (id: number) => `#wallpaper-${id}`;
const isEntryOf = (id: number) => (history.state as { viewer?: unknown } | null)?.viewer === id;

interface Props {
  gridId: string;
  items: WallpaperItem[];
  labels: { save: string; close: string };
}

/**
 * The preview dialog of the wallpaper grid. The grid itself is static HTML; this island only
 * listens to taps on it, so the thumbnails never wait for JavaScript.
 */
export default function WallpaperDialog({ gridId, items, labels }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  const item = items.find((w) => w.id === openId) ?? null;

  useEffect(() => {
    const grid = document.getElementById(gridId);
    const onClick = (event: MouseEvent) => {
      // Each thumbnail links to its image (what a tap does before this island is ready).
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-wallpaper]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setOpenId(Number(link.dataset.wallpaper));
    };
    grid?.addEventListener('click', onClick);
    return () => grid?.removeEventListener('click', onClick);
  }, [gridId]);

  // The viewer has a history entry of its own, so the phone's Back closes it instead of leaving
  // the page. Pushed through the router, as a fragment of the same page: the router's popstate
  // listener runs first (Chromium calls a window's listeners in the order they were added, capture
  // or not), and on an entry it had not made it fetched and swapped the whole page again, which
  // on a slow link closed the next wallpaper opened meanwhile.
  useEffect(() => {
    if (openId === null) return;
    if (!isEntryOf(openId)) void navigate(entryOf(openId), { state: { viewer: openId } });
    const onPop = () => setOpenId(null);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [openId]);

  const close = () => {
    // Closed from the page: its history entry goes too (the popstate above then closes it).
    if (openId !== null && isEntryOf(openId)) history.back();
    else setOpenId(null);
  };
  return (
    <Dialog open={item !== null} onClose={close} labelledBy="wallpaper-title" className="wallpaper-dialog">
      {item ? (
        <>
          <h2 id="wallpaper-title">{item.name}</h2>
          <img className="wallpaper-preview" src={item.preview} alt={item.name} width={540} height={960} />
          <div className="modal-actions">
            <button type="button" className="close-button" onClick={close}>
              {labels.close}
            </button>
            <a className="primary" href={item.full} download={`wallpaper_${item.id}.jpg`}>
              {labels.save}
            </a>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
