import { atom } from 'nanostores';

export interface NowPlaying {
  title: string;
  paused: boolean;
  /** The page it was started on (the bar links back to it). */
  href: string;
  /** Still playing (or paused mid-way) after its page was left: the now-playing bar shows it. */
  away: boolean;
}

/**
 * What the app is playing, for any UI that shows it. The media store (media.ts) writes it; the
 * layout's chrome reads it to show the now-playing bar, without loading the media store itself.
 */
export const $nowPlaying = atom<NowPlaying | null>(null);
