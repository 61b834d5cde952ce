import { useHydrated } from '../../lib/useHydrated.ts';
import { useStore } from '@nanostores/react';
import { localePath, type Locale } from '../../i18n/index.ts';
import { tileRoute } from '../../shared/routes.ts';
import type { Tile } from '../../lib/validate.ts';
import { $appConfig } from '../../stores/app.ts';
import { $subscription } from '../../stores/subscription.ts';
import { loadAndCheckAgain, loadAndGoToSubscribe } from '../../app/load.ts';
import './home.css';

interface Props {
  tiles: Tile[];
  locale: Locale;
  /** "Locked", said after a locked tile's title. */
  lockedLabel: string;
  /** The id of home's sentence saying why tiles are locked (HomeStatus). */
  lockNoteId: string;
}

/**
 * The nine sections. The HTML links every tile, so a returning subscriber's tap before the script
 * works, and so do they while a first visit's check runs (a gated page waits for its answer).
 * Once the visitor is known not to be a subscriber, tiles show a lock and lead to the operator's
 * page, remembering the section asked for so the visitor lands there once subscribed.
 */
export default function HomeTiles({ tiles: builtTiles, locale, lockedLabel, lockNoteId }: Props) {
  const { status, unreachable } = useStore($subscription, { ssr: 'initial' });
  const fresh = useStore($appConfig, { ssr: 'initial' }).tiles;
  const hydrated = useHydrated();
  const tiles = fresh ?? builtTiles;
  // While a check runs, tiles stay links; a check that got no answer locks them until one comes.
  const locked = hydrated && status !== 'active' && (status !== 'checking' || Boolean(unreachable));
  // Not known yet (no answer): a tap asks again, rather than sending a subscriber to subscribe.
  const open = (route: string | null) =>
    unreachable ? void loadAndCheckAgain() : void loadAndGoToSubscribe(route ?? undefined);

  return (
    <ul className="tile-grid">
      {tiles.map((tile, i) => {
        const route = tileRoute(tile.id);
        const body = (
          <>
            <img src={tile.image} alt="" width={160} height={160} fetchPriority={i < 4 ? 'high' : 'auto'} />
            <span className="tile-title">{tile.title[locale]}</span>
            {locked ? (
              <span className="tile-lock">
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
                  <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
                </svg>
                <span className="sr-only">{lockedLabel}</span>
              </span>
            ) : null}
          </>
        );
        return (
          <li key={tile.id}>
            {!locked && route ? (
              <a className="tile" href={localePath(locale, route)}>
                {body}
              </a>
            ) : (
              <button
                type="button"
                className="tile tile--locked"
                aria-describedby={lockNoteId}
                onClick={() => open(route)}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
