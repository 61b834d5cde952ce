import type { WritableAtom } from 'nanostores';
import type { NowPlaying } from '../../../stores/nowPlaying.ts';
import type { Sound } from '../turn.ts';
import { IDLE, OneAudio, type Env } from './OneAudio.ts';
import type { Shown, Track } from './track.ts';

export type { Env };

export interface PlayOptions {
  /** Where to start (a stored "Resume at"). */
  at?: number;
  /** The wait between a track change and play() (the hadith playlist's 100 ms). */
  gap?: number;
}

/**
 * The one owner of what plays: the one audio element, its queue, the players on screen (claims)
 * and the hand-over with a page's videos, one sound at a time. It publishes to $nowPlaying.
 */
export class Player extends OneAudio {
  #queue: Track[] = [];
  #at = -1;
  #gap = 0;
  /** A page's video played after the audio: the lock screen is the video's. */
  #videoLast = false;
  #shown = false;
  /** The track paused away gave way to the players of this page (see arrived). */
  #gaveWay = false;
  /** The track was paused when its page, or the page before this one, was left. */
  #pausedWhenLeft = false;

  constructor(
    readonly $now: WritableAtom<NowPlaying | null>,
    create: () => HTMLMediaElement,
    env: Env,
  ) {
    super(create, env);
  }

  get track(): Track | null {
    return this.#queue[this.#at] ?? null;
  }

  play(queue: Track[], at = 0, options: PlayOptions = {}): void {
    const track = queue[at];
    if (!track) return;
    const before = this.track;
    [this.#queue, this.#at, this.#gap] = [queue, at, options.gap ?? 0];
    const fresh = !before || before.key !== track.key || before.src !== track.src;
    this.start(track, fresh, options.at, before && fresh ? this.#gap : 0);
    this.publish();
  }

  toggle(): void {
    if (this.state.playing) this.pause();
    else if (this.track) this.play(this.#queue, this.#at);
  }

  next(): void {
    this.play(this.#queue, this.#at + 1, { gap: this.#gap });
  }

  previous(): void {
    this.play(this.#queue, this.#at - 1, { gap: this.#gap });
  }

  /** Stops and forgets what plays: the bar's close, the lock screen's stop. */
  close(): void {
    this.unload();
    [this.#queue, this.#at] = [[], -1];
    this.publish();
  }

  /**
   * Another sound took the turn (turn.ts): the audio pauses. A page's video also takes the lock
   * screen; a YouTube embed or the prayer chime leave the paused track there, to be resumed.
   */
  gaveWayTo(sound: Sound): void {
    if (sound === 'video') this.#videoLast = true;
    if (this.state.playing) this.pause();
  }

  /** The page is swapped (its video goes): audio plays on unless a video or nothing was heard last. */
  leavePage(): void {
    const el = this.track && this.element;
    const heard = el && !el.ended && (!el.paused || el.currentTime > 0 || this.state.playing);
    if (this.#videoLast || !heard) this.close();
    this.#videoLast = false;
    this.#pausedWhenLeft = !!this.track && !this.state.playing;
  }

  protected started(): void {
    this.#videoLast = false;
    this.#pausedWhenLeft = false;
  }

  protected ended(el: HTMLMediaElement): void {
    const track = this.track;
    if (!track) return;
    this.env.ended(el.currentSrc);
    const handled = this.leadOf(track.key)?.ended?.();
    if (!handled && this.#at + 1 < this.#queue.length) return this.next();
    if (!handled && !this.claimed(track.key)) return this.close();
    this.state = IDLE;
    this.publish();
  }

  // A track paused on another page gives way to the player of the page that opens: one ▶ on
  // screen. Paused from the bar on this page, it stays there to be resumed, even when the page's
  // player hydrates after that tap (a slow phone).
  protected arrived(key: string): void {
    const t = this.track;
    if (t && t.key !== key && !this.state.playing && this.#pausedWhenLeft) this.#gaveWay = true;
  }

  protected allGone(): void {
    this.#gaveWay = false;
  }

  protected publish(): void {
    const t = this.track;
    const away = !!t && !this.claimed(t.key);
    if (this.state.playing) this.#gaveWay = false;
    const inBar = away && !this.#gaveWay;
    this.$now.set(
      t
        ? { key: t.key, title: t.title, section: t.section, href: t.href, index: t.index, ...this.state, away, inBar }
        : null,
    );
    // Nothing plays any more: the lock screen keeps no title, nor buttons for what was let go.
    // A video's own lock screen is the video's to clear.
    if (this.#videoLast) return;
    if (!t) return this.#show(null);
    const lead = this.leadOf(t.key);
    const hasNext = this.#at + 1 < this.#queue.length;
    const hasPrevious = !away && this.#at > 0;
    this.#show({
      el: this.element,
      title: t.title,
      section: t.section,
      live: !!t.attach,
      next: lead?.next ?? (hasNext ? () => this.next() : null),
      previous: away ? null : (lead?.previous ?? (hasPrevious ? () => this.previous() : null)),
      stop: () => this.close(),
    });
  }

  #show(shown: Shown | null): void {
    if (!shown && !this.#shown) return;
    this.#shown = !!shown;
    this.env.show(shown);
  }
}
