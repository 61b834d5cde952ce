import type { Failure } from '../../../stores/nowPlaying.ts';
import { Claims } from './claims.ts';
import type { AttachedSource, Shown, Track } from './track.ts';

/** What the player asks of the browser: service.ts gives the real one, unit tests a fake. */
export interface Env {
  failure(el: HTMLMediaElement): Failure;
  /** Before play(): an element in error loads its source again. */
  prepare(el: HTMLMediaElement): void;
  /** Seeks once the element can; `resume` also plays from the start past the recording's end. */
  seek(el: HTMLMediaElement, time: number, resume?: boolean): void;
  rate(el: HTMLMediaElement, rate: number): void;
  speed(): number;
  sameFile(el: HTMLMediaElement, src: string): boolean;
  /** A file played to its end (kept for offline listening). */
  ended(src: string): void;
  show(shown: Shown | null): void;
  /** The element joins the layout's persisted host, or leaves it once closed. */
  mount(el: HTMLMediaElement, on: boolean): void;
}

export const IDLE = { playing: false, loading: false, failed: null as Failure | null };

/**
 * The one audio element of the visit, created on first use and never replaced: what it plays,
 * whether the listener wants it playing, and why it failed. The queue is Player's.
 */
export abstract class OneAudio extends Claims {
  #el: HTMLMediaElement | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #source: Promise<AttachedSource> | null = null;
  /** Asked to play, play() not called yet (a gap, a stream attaching): its pauses are no one's. */
  #pending = false;
  protected state = IDLE;
  /** The element plays at a speed the subscriber chose (else it is left as it is, 1×). */
  #sped = false;

  constructor(
    readonly create: () => HTMLMediaElement,
    readonly env: Env,
  ) {
    super();
  }

  abstract get track(): Track | null;
  /** The element played to its end. */
  protected abstract ended(el: HTMLMediaElement): void;
  /** The element started (a tap, the lock screen): whatever else played must stop. */
  protected abstract started(): void;

  get element(): HTMLMediaElement {
    if (!this.#el) this.#el = this.#listen(this.create());
    return this.#el;
  }

  /** In the page from the first player on screen, so that the page's own code can find it. */
  protected ready(): void {
    this.env.mount(this.element, true);
  }

  /** Plays `track` (loaded anew if `fresh`), from `at`, after `gap` ms if given. */
  protected start(track: Track, fresh: boolean, at?: number, gap = 0): void {
    const el = this.element;
    this.env.mount(el, true);
    if (fresh || (this.state.failed && track.attach)) this.#load(el, track);
    if (at) this.env.seek(el, at, true);
    this.#stopWaiting();
    this.#pending = true;
    this.state = { playing: true, loading: true, failed: null };
    if (gap) this.#timer = setTimeout(() => this.#play(track), gap);
    else this.#play(track);
  }

  pause(): void {
    this.#stopWaiting();
    this.state = { ...this.state, playing: false, loading: false };
    this.#el?.pause();
    this.publish();
  }

  /** Forgets an offline failure once the browser is back online: the next tap can play. */
  online(): void {
    if (this.state.failed !== 'offline') return;
    this.state = { ...this.state, failed: null };
    this.publish();
  }

  /** Stops, unloads and takes the element out of the page: nothing is kept. */
  protected unload(): void {
    this.#stopWaiting();
    this.state = IDLE;
    const el = this.#el;
    if (!el) return;
    el.pause();
    this.#detach();
    el.removeAttribute('src');
    el.load();
    this.env.mount(el, false);
  }

  #load(el: HTMLMediaElement, track: Track): void {
    this.#detach();
    if (track.attach) {
      el.pause(); // what played before stops while the stream attaches
      this.#source = track.attach(el, () => this.#fail('error'));
    } else if (!this.env.sameFile(el, track.src)) el.src = track.src;
    this.#rate(el, track.speed ? this.env.speed() : 1);
  }

  /** The chosen speed, for the track playing now if it is a long recitation. */
  setRate(rate: number): void {
    if (this.track?.speed) this.#rate(this.element, rate);
  }

  #rate(el: HTMLMediaElement, rate: number): void {
    if (rate !== 1 || this.#sped) this.env.rate(el, rate);
    this.#sped = rate !== 1;
  }

  #detach(): void {
    void this.#source?.then((s) => s.destroy());
    this.#source = null;
  }

  #stopWaiting(): void {
    clearTimeout(this.#timer);
    this.#pending = false;
  }

  #play(track: Track): void {
    const el = this.element;
    void Promise.resolve(this.#source).then(() => {
      // A pause, or another track, came while the stream was attaching.
      if (!this.state.playing || this.track !== track) return;
      this.#pending = false;
      this.env.prepare(el);
      el.play().catch((error: unknown) => {
        // AbortError: a newer load() or pause() interrupted this play(); NotAllowedError: the
        // browser wants a tap (a play the page started itself): the button is there.
        const name = error instanceof Error ? error.name : '';
        if (name === 'NotAllowedError') this.pause();
        else if (name !== 'AbortError') this.#fail(this.env.failure(el));
      });
    });
  }

  #fail(failed: Failure): void {
    this.#detach();
    this.#stopWaiting();
    this.state = { playing: false, loading: false, failed };
    this.#el?.pause();
    this.publish();
  }

  #listen(el: HTMLMediaElement): HTMLMediaElement {
    const set = (change: Partial<typeof IDLE>) => () => {
      this.state = { ...this.state, ...change };
      this.publish();
    };
    el.addEventListener('play', () => {
      this.started();
      set({ playing: true })();
    });
    el.addEventListener('playing', set({ loading: false }));
    el.addEventListener('waiting', set({ loading: true }));
    // A new source pauses the element: between a track change and its play(), it is no pause.
    el.addEventListener('pause', () => !el.ended && !this.#pending && set({ playing: false, loading: false })());
    el.addEventListener('error', () => this.track && el.hasAttribute('src') && this.#fail(this.env.failure(el)));
    el.addEventListener('ended', () => this.ended(el));
    return el;
  }
}
