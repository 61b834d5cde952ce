import { atom } from 'nanostores';

/** The app section a track belongs to: the lock screen shows it as the album, with its tile art. */
export type Section = 'quran' | 'duas' | 'hadith' | 'hajj' | 'ramadan' | 'live';

/** Why a file did not play: the device is offline (it needs a connection), or the file itself failed. */
export type Failure = 'offline' | 'error';

export interface NowPlaying {
  /** What the track is of (a file, a surah, a hadith month, the radio): its players show it. */
  key: string;
  title: string;
  section: Section;
  /** The page it belongs to (the bar links back to it). */
  href: string;
  /** The track of a playlist. */
  index?: number;
  /** What the listener wants: true from the tap, while the stream connects or the next track waits. */
  playing: boolean;
  /** Asked to play, no sound yet (a stream connecting, a file buffering). */
  loading: boolean;
  /** Why the last play did not happen, until the next try (or the connection comes back). */
  failed: Failure | null;
  /** No player of it is on this page: the now-playing bar shows it. */
  away: boolean;
  /** The now-playing bar shows it: away, and playing or on a page with no player of its own. */
  inBar: boolean;
}

/**
 * What the app's one audio plays, for every view of it. The media service
 * (components/media/player/) writes it; the layout's chrome reads it to show the now-playing bar,
 * without loading the service itself.
 */
export const $nowPlaying = atom<NowPlaying | null>(null);
