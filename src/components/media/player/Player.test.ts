import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { atom } from 'nanostores';
import type { NowPlaying } from '../../../stores/nowPlaying.ts';
import { Player, type Env } from './Player.ts';
import type { Shown, Track } from './track.ts';

/** Enough of a media element for the player: events, play(), pause(), a source. */
class FakeMedia extends EventTarget {
  paused = true;
  ended = false;
  currentTime = 0;
  duration = Number.NaN;
  error = null;
  src = '';
  get currentSrc() {
    return this.src;
  }
  hasAttribute() {
    return this.src !== '';
  }
  removeAttribute() {
    this.src = '';
  }
  load() {}
  refuse: string | null = null;
  play() {
    if (this.refuse) return Promise.reject(Object.assign(new Error('refused'), { name: this.refuse }));
    this.paused = false;
    this.ended = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  end() {
    [this.paused, this.ended] = [true, true];
    this.dispatchEvent(new Event('ended'));
  }
}

const track = (n: number, extra: Partial<Track> = {}): Track => ({
  key: `k${n}`,
  src: `/f${n}.mp3`,
  title: `T${n}`,
  section: 'hajj',
  href: '/8',
  ...extra,
});
const month = [0, 1, 2].map((i) => track(i, { key: 'hadith:1', index: i, section: 'hadith' }));

let created: FakeMedia[];
let shown: Array<Shown | null>;
let rates: number[];
let mounted: boolean;
let now: ReturnType<typeof atom<NowPlaying | null>>;
let player: Player;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const el = () => created[0];

beforeEach(() => {
  [created, shown, rates, mounted] = [[], [], [], false];
  now = atom<NowPlaying | null>(null);
  const env: Env = {
    failure: () => 'error',
    prepare: () => {},
    seek: (media, time) => void (media.currentTime = time),
    rate: (_, rate) => void rates.push(rate),
    speed: () => 1.5,
    sameFile: (media, src) => media.src === src,
    ended: () => {},
    show: (s) => void shown.push(s),
    mount: (_, on) => void (mounted = on),
  };
  player = new Player(now, () => created[created.push(new FakeMedia()) - 1] as unknown as HTMLMediaElement, env);
});

afterEach(() => vi.useRealTimers());

describe('the media service', () => {
  test('one element for every track, created on first play and put in the layout', async () => {
    expect(created).toHaveLength(0);
    player.play([track(1)]);
    player.play([track(2)]);
    await flush();
    expect(created).toHaveLength(1);
    expect(mounted).toBe(true);
    expect(el().src).toBe('/f2.mp3');
    expect(now.get()).toMatchObject({ key: 'k2', title: 'T2', playing: true, away: true });
  });

  test('a track ended moves on through the queue after the gap; the last one stops on its page', async () => {
    vi.useFakeTimers();
    const release = player.claim('hadith:1');
    player.play(month, 1, { gap: 100 });
    await vi.advanceTimersByTimeAsync(0);
    el().end();
    expect(now.get()).toMatchObject({ index: 2, playing: true });
    // The old track's pause during the gap is no pause of the listener's.
    el().dispatchEvent(new Event('pause'));
    expect(now.get()?.playing).toBe(true);
    expect(el().paused).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect([el().src, el().paused]).toEqual(['/f2.mp3', false]);
    el().end();
    expect(now.get()).toMatchObject({ index: 2, playing: false, away: false });
    release();
  });

  test('away from its page, the queue plays on, and its end closes the player', async () => {
    player.play(month, 2);
    await flush();
    el().end();
    expect(now.get()).toBeNull();
    expect(mounted).toBe(false);
    expect(shown.at(-1)).toBeNull();
  });

  test('the player on screen may lead: a dua that ends shows the next page instead', async () => {
    const ended = vi.fn(() => true);
    player.claim('k1', { ended });
    player.play([track(1), track(2)]);
    await flush();
    el().end();
    expect(ended).toHaveBeenCalledOnce();
    expect(now.get()).toMatchObject({ key: 'k1', playing: false });
  });

  test('lock screen: next and previous on the page; away, only next', async () => {
    const release = player.claim('hadith:1');
    player.play(month, 1);
    await flush();
    let last = shown.at(-1)!;
    expect([last.next, last.previous].map(Boolean)).toEqual([true, true]);
    last.next!();
    expect(now.get()?.index).toBe(2);
    release();
    last = shown.at(-1)!;
    expect([last.next, last.previous].map(Boolean)).toEqual([false, false]);
    expect(now.get()?.away).toBe(true);
  });

  test('a track paused elsewhere gives way to the player of the page that opens; paused from the bar, it stays', async () => {
    player.play([track(1)]);
    await flush();
    expect(now.get()).toMatchObject({ away: true, inBar: true });
    // Paused on a page with no player (the bar's own button): it stays in the bar.
    player.toggle();
    expect(now.get()).toMatchObject({ playing: false, inBar: true });
    // A page with its own player opens: one ▶ on screen, the page's.
    el().currentTime = 3;
    player.leavePage();
    const surahHere = player.claim('quran:2');
    expect(now.get()).toMatchObject({ away: true, inBar: false });
    // Back on a page without a player, the bar is back.
    surahHere();
    expect(now.get()).toMatchObject({ inBar: true });
    // Playing when a page with a player opens: the bar stays, and pausing it there keeps it.
    player.toggle();
    await flush();
    const duaHere = player.claim('dua:3');
    expect(now.get()).toMatchObject({ playing: true, inBar: true });
    player.toggle();
    expect(now.get()).toMatchObject({ playing: false, inBar: true });
    duaHere();
  });

  test("paused from the bar before the page's own player hydrates, the track stays in the bar", async () => {
    player.play([track(1)]);
    await flush();
    player.leavePage();
    // The bar's pause, tapped on the new page before its player came on screen.
    player.toggle();
    const duaHere = player.claim('dua:3');
    expect(now.get()).toMatchObject({ playing: false, away: true, inBar: true });
    duaHere();
    // Left paused, it gives way on the next page with a player.
    el().currentTime = 3;
    player.leavePage();
    player.claim('quran:2');
    expect(now.get()).toMatchObject({ playing: false, inBar: false });
  });

  test('a video that starts pauses the audio and has the lock screen; the audio that starts takes it back', async () => {
    player.play([track(1)]);
    await flush();
    const before = shown.length;
    player.gaveWayTo('video');
    expect([el().paused, now.get()?.playing]).toEqual([true, false]);
    expect(shown).toHaveLength(before);
    player.toggle();
    await flush();
    expect([el().paused, shown.at(-1)?.title]).toEqual([false, 'T1']);
  });

  test('a page swap keeps audio that was heard, and drops audio a video had replaced', async () => {
    player.play([track(1)]);
    await flush();
    player.leavePage();
    expect(now.get()?.key).toBe('k1');
    player.gaveWayTo('video');
    player.leavePage();
    expect(now.get()).toBeNull();
    player.play([track(2)]);
    await flush();
    player.leavePage();
    expect(now.get()?.key).toBe('k2');
  });

  test('the chime or an embed pauses the audio and leaves it on the lock screen and across a page swap', async () => {
    for (const sound of ['chime', 'embed'] as const) {
      player.play([track(1)]);
      await flush();
      el().currentTime = 3;
      player.gaveWayTo(sound);
      expect([el().paused, now.get()?.playing, shown.at(-1)?.title]).toEqual([true, false, 'T1']);
      player.leavePage();
      expect(now.get()).toMatchObject({ key: 'k1', playing: false });
    }
  });

  test('a failed play says why; a refused autoplay is no failure; online clears "offline"', async () => {
    player.play([track(1)]);
    await flush();
    el().pause();
    el().refuse = 'NotAllowedError';
    player.toggle();
    await flush();
    expect(now.get()).toMatchObject({ playing: false, failed: null });
    el().refuse = 'NotSupportedError';
    player.toggle();
    await flush();
    expect(now.get()).toMatchObject({ playing: false, failed: 'error' });
  });

  test('long recitations play at the chosen speed, anything else at 1×; an untouched speed is left alone', () => {
    player.play([track(3)]);
    player.play([track(1, { speed: true })]);
    player.play([track(2)]);
    player.play([track(4)]);
    player.play([track(5, { speed: true })]);
    player.setRate(2);
    player.play([track(6)]);
    expect(rates).toEqual([1.5, 1, 1.5, 2, 1]);
  });

  test('the element joins the page with the first player on screen, before any play', () => {
    player.claim('k1');
    expect([created.length, mounted, now.get()]).toEqual([1, true, null]);
  });

  test('close stops, forgets and leaves the page; the next play uses the same element', async () => {
    player.play([track(1)]);
    await flush();
    player.close();
    expect([el().paused, el().src, now.get(), mounted]).toEqual([true, '', null, false]);
    player.play([track(2)]);
    expect([created.length, mounted]).toEqual([1, true]);
  });
});
