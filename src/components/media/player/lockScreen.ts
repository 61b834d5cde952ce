import tiles from '../../../../content/tiles.json';
import type { Section } from '../../../stores/nowPlaying.ts';
import type { Shown } from './track.ts';

/** Each section's home tile: its title is the lock screen's album, its art the artwork. */
const TILE: Record<Section, number> = { live: 1, quran: 2, duas: 3, hadith: 7, hajj: 8, ramadan: 9 };
const ART_SIZES = [96, 192, 512];
const SEEK_STEP_S = 10;

type Locale = 'fr' | 'en' | 'ar';

/** A file has a finite duration; the live stream does not and is never seekable. */
function isFile(shown: Shown): boolean {
  return !shown.live && Number.isFinite(shown.el.duration);
}

function metadataOf(shown: Shown): MediaMetadata {
  const lang = document.documentElement.lang as Locale;
  const tile = tiles.find((t) => t.id === TILE[shown.section]) ?? tiles[0];
  return new MediaMetadata({
    title: shown.title || document.title,
    artist: document.documentElement.dataset.appName ?? 'Islami',
    album: tile.title[lang] ?? tile.title.fr,
    artwork: ART_SIZES.map((n) => ({ src: `/icons/tile-${tile.id}-${n}.png`, sizes: `${n}x${n}`, type: 'image/png' })),
  });
}

function setPosition(shown: Shown): void {
  const el = shown.el;
  if (!isFile(shown)) return;
  try {
    navigator.mediaSession.setPositionState({
      duration: el.duration,
      position: Math.min(el.currentTime, el.duration),
      playbackRate: el.playbackRate || 1,
    });
  } catch {
    // A duration not known yet: the next event sets it.
  }
}

function seekBy(shown: Shown, seconds: number): void {
  const el = shown.el;
  el.currentTime = Math.max(0, Math.min(el.duration, el.currentTime + seconds));
  setPosition(shown);
}

const WATCHED_EVENTS = ['pause', 'play', 'durationchange', 'ratechange', 'seeked', 'loadedmetadata'];
const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'stop',
  'seekbackward',
  'seekforward',
  'seekto',
  'nexttrack',
  'previoustrack',
];

let watched: Shown | null = null;
const onChange = () => {
  if (watched) refresh(watched);
};

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // An action this browser does not know.
  }
}

function refresh(shown: Shown): void {
  const { el } = shown;
  const session = navigator.mediaSession;
  session.metadata = metadataOf(shown);
  session.playbackState = el.paused ? 'paused' : 'playing';
  const file = isFile(shown);
  const handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>> = {
    play: () => void el.play().catch(() => {}),
    pause: () => el.pause(),
    stop: shown.stop,
    seekbackward: file ? (d) => seekBy(shown, -(d.seekOffset ?? SEEK_STEP_S)) : null,
    seekforward: file ? (d) => seekBy(shown, d.seekOffset ?? SEEK_STEP_S) : null,
    seekto: file ? (d) => d.seekTime !== undefined && seekBy(shown, d.seekTime - el.currentTime) : null,
    nexttrack: shown.next,
    previoustrack: shown.previous,
  };
  for (const [action, handler] of Object.entries(handlers)) setHandler(action as MediaSessionAction, handler ?? null);
  setPosition(shown);
}

/** Tells the lock screen (Media Session) what plays now, and keeps it told while it plays. */
export function showOnLockScreen(shown: Shown): void {
  if (!('mediaSession' in navigator)) return;
  if (watched?.el !== shown.el) {
    WATCHED_EVENTS.forEach((type) => watched?.el.removeEventListener(type, onChange));
    WATCHED_EVENTS.forEach((type) => shown.el.addEventListener(type, onChange));
  }
  watched = shown;
  refresh(shown);
}

/**
 * Nothing plays any more (the bar closed, a page swap stopped it): the lock screen must not keep the
 * old title, nor buttons that would start an element the app has let go.
 */
export function clearLockScreen(): void {
  if (!('mediaSession' in navigator)) return;
  WATCHED_EVENTS.forEach((type) => watched?.el.removeEventListener(type, onChange));
  watched = null;
  navigator.mediaSession.metadata = null;
  navigator.mediaSession.playbackState = 'none';
  ACTIONS.forEach((action) => setHandler(action, null));
  try {
    navigator.mediaSession.setPositionState();
  } catch {
    // Older browsers: there was no position to clear.
  }
}
