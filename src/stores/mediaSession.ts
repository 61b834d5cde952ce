import tiles from '../../content/tiles.json';
import { closePlayer, currentMedia, isKept, sequenceOf, advanceAway, type Section } from './media.ts';

/** Each section's home tile: its title is the lock screen's album, its art the artwork. */
const TILE: Record<Section, number> = { live: 1, quran: 2, duas: 3, hadith: 7, hajj: 8, ramadan: 9 };
const ART_SIZES = [96, 192, 512];
const SEEK_STEP_S = 10;

type Locale = 'fr' | 'en' | 'ar';

function sectionOf(el: HTMLMediaElement): Section {
  return (el.dataset.section as Section | undefined) ?? 'quran';
}

/** A file has a finite duration; the live stream does not and is never seekable. */
function isFile(el: HTMLMediaElement): boolean {
  return sectionOf(el) !== 'live' && Number.isFinite(el.duration);
}

function metadataOf(el: HTMLMediaElement): MediaMetadata {
  const lang = document.documentElement.lang as Locale;
  const tile = tiles.find((t) => t.id === TILE[sectionOf(el)]) ?? tiles[0];
  return new MediaMetadata({
    title: el.dataset.title || document.title,
    artist: document.documentElement.dataset.appName ?? 'Nour',
    album: tile.title[lang] ?? tile.title.fr,
    artwork: ART_SIZES.map((n) => ({ src: `/icons/tile-${tile.id}-${n}.png`, sizes: `${n}x${n}`, type: 'image/png' })),
  });
}

function setPosition(el: HTMLMediaElement): void {
  if (!isFile(el)) return;
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

function seekBy(el: HTMLMediaElement, seconds: number): void {
  el.currentTime = Math.max(0, Math.min(el.duration, el.currentTime + seconds));
  setPosition(el);
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

let watched: HTMLMediaElement | null = null;
const onChange = () => {
  if (watched && watched === currentMedia()) refresh(watched);
};

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // An action this browser does not know.
  }
}

function refresh(el: HTMLMediaElement): void {
  const session = navigator.mediaSession;
  session.metadata = metadataOf(el);
  session.playbackState = el.paused ? 'paused' : 'playing';
  const file = isFile(el);
  const sequence = sequenceOf(el);
  const kept = isKept(el);
  const next = kept ? (sequence?.away?.length ? () => advanceAway(el) : null) : (sequence?.next ?? null);
  const previous = kept ? null : (sequence?.previous ?? null);
  const handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>> = {
    play: () => void el.play().catch(() => {}),
    pause: () => el.pause(),
    stop: () => closePlayer(),
    seekbackward: file ? (d) => seekBy(el, -(d.seekOffset ?? SEEK_STEP_S)) : null,
    seekforward: file ? (d) => seekBy(el, d.seekOffset ?? SEEK_STEP_S) : null,
    seekto: file ? (d) => d.seekTime !== undefined && seekBy(el, d.seekTime - el.currentTime) : null,
    nexttrack: next,
    previoustrack: previous,
  };
  for (const [action, handler] of Object.entries(handlers)) setHandler(action as MediaSessionAction, handler ?? null);
  setPosition(el);
}

/** Tells the lock screen (Media Session) what plays now, and keeps it told while it plays. */
export function showOnLockScreen(el: HTMLMediaElement): void {
  if (!('mediaSession' in navigator)) return;
  if (watched !== el) {
    WATCHED_EVENTS.forEach((type) => watched?.removeEventListener(type, onChange));
    watched = el;
    WATCHED_EVENTS.forEach((type) => el.addEventListener(type, onChange));
  }
  refresh(el);
}

/**
 * Nothing plays any more (the bar closed, a page swap stopped it): the lock screen must not keep the
 * old title, nor buttons that would start an element the app has let go.
 */
export function clearLockScreen(): void {
  if (!('mediaSession' in navigator)) return;
  WATCHED_EVENTS.forEach((type) => watched?.removeEventListener(type, onChange));
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
