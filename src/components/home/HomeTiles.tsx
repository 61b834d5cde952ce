import { useEffect, useRef } from 'react';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { localePath, type Locale } from '../../i18n/index.ts';
import { tileRoute } from '../../lib/routes.ts';
import type { Tile } from '../../lib/validate.ts';
import { $appConfig, beginLoading } from '../../stores/app.ts';
import { $canRead, $isNew } from '../../stores/subscription.ts';
import { goToSubscribe } from '../../app/subscribe.ts';
import './home.css';

/** The loader leaves once this many tile images have loaded: the first screenful, not every image. */
const IMAGES_BEFORE_READY = 6;
const LOADER_TIMEOUT_MS = 4000;

interface Props {
  tiles: Tile[];
  locale: Locale;
}

export default function HomeTiles({ tiles: builtTiles, locale }: Props) {
  const canRead = useStore($canRead, { ssr: 'initial' });
  const isNew = useStore($isNew, { ssr: 'initial' });
  const fresh = useStore($appConfig, { ssr: 'initial' }).tiles;
  // The HTML links every tile, so a returning subscriber's tap before the script works (a page
  // reached without a subscription sends its visitor home); once hydrated, the subscription decides.
  const hydrated = useHydrated();
  const tiles = fresh ?? builtTiles;
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const images = Array.from(grid.current?.querySelectorAll('img') ?? []);
    const needed = Math.min(IMAGES_BEFORE_READY, images.length);
    let loaded = images.filter((img) => img.complete).length;
    if (loaded >= needed) return;
    const done = beginLoading();
    const timer = setTimeout(done, LOADER_TIMEOUT_MS);
    const onSettled = () => {
      loaded += 1;
      if (loaded >= needed) done();
    };
    images.forEach((img) => img.complete || img.addEventListener('load', onSettled, { once: true }));
    images.forEach((img) => img.complete || img.addEventListener('error', onSettled, { once: true }));
    return () => {
      clearTimeout(timer);
      done();
    };
  }, []);

  return (
    <ul className="tile-grid" ref={grid}>
      {tiles.map((tile, i) => {
        const body = (
          <>
            <img src={tile.image} alt="" width={160} height={160} fetchPriority={i < 4 ? 'high' : 'auto'} />
            <span className="tile-title">{tile.title[locale]}</span>
          </>
        );
        const route = tileRoute(tile.id);
        return (
          <li key={tile.id}>
            {(canRead || !hydrated) && route ? (
              <a className="tile" href={localePath(locale, route)}>
                {body}
              </a>
            ) : isNew ? (
              <button type="button" className="tile" onClick={() => void goToSubscribe()}>
                {body}
              </button>
            ) : (
              <div className="tile tile--locked">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
