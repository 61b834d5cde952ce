import type { Section } from '../../../stores/nowPlaying.ts';
import type { AttachedSource } from '../streamSource.ts';

export type { AttachedSource };

/** Attaches a stream to the one element: given by the live player, so hls.js loads only there. */
export type Attach = (el: HTMLMediaElement, onFatal: () => void) => Promise<AttachedSource>;

/** One thing to play, and what the bar and the lock screen say about it. */
export interface Track {
  /** What it is of (a file, a surah, a hadith month, the radio): its players show it. */
  key: string;
  src: string;
  title: string;
  section: Section;
  /** Its page. */
  href: string;
  /** The track of a playlist. */
  index?: number;
  /** Long recitations play at the chosen speed; anything else at 1×. */
  speed?: boolean;
  attach?: Attach;
}

/**
 * How the player on screen moves through its own sequence, where that differs from the queue:
 * a dua's page shows the next dua when its recitation ends (ended returns true: handled).
 */
export interface Lead {
  next?: () => void;
  previous?: () => void;
  ended?: () => boolean;
}

/** What the lock screen shows: the one audio, or a page's video. */
export interface Shown {
  el: HTMLMediaElement;
  title: string;
  section: Section;
  /** Streams cannot be seeked. */
  live: boolean;
  next: (() => void) | null;
  previous: (() => void) | null;
  stop: () => void;
}
