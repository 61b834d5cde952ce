import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import PlaybackExtras from '../media/LazyPlaybackExtras.ts';
import FailureNote from '../media/FailureNote.tsx';
import PlayButton from '../media/PlayButton.tsx';
import SeekBar from '../media/SeekBar.tsx';
import { storeResume, storedResume } from '../media/resume.ts';
import { player, position } from '../media/player/service.ts';
import { here, useClaim, useNowPlaying } from '../media/player/useTrack.ts';
import { $nowPlaying } from '../../stores/nowPlaying.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useRoom } from '../../lib/useRoom.ts';
import { LANGUAGE_CHANGE, type LanguageChangeDetail } from '../../lib/languageChange.ts';
import type { Locale, StringsOf } from '../../i18n/index.ts';
import { keepPlaying, keepReadingPlace, settleReadingPlace, takePlaying } from './handoff.ts';
import './surah-player.css';

export const SURAH_AUDIO_KEYS = [
  'play',
  'pause',
  'mediaUnavailable',
  'mediaError',
  'mediaOffline',
  'audioLoading',
  'playbackSpeed',
  'resumeAt',
  'surahPlayer',
  'seekLabel',
  'timeOf',
] as const;

interface Props {
  surah: number;
  title: string;
  locale: Locale;
  t: StringsOf<typeof SURAH_AUDIO_KEYS>;
}

/** Where the recitation is: asked at hydration, known at once when this device asked before. */
type Address = 'pending' | 'unavailable' | 'offline' | { src: string };

/**
 * The surah's recitation (a view of the media service), in a compact player fixed at the bottom of the screen: it stays in
 * reach while the subscriber reads (play/pause, elapsed and total time, seeking, speed).
 *
 * Play works as soon as the page shows. The address comes from quranData (audio only, the
 * verses are in the HTML), asked at hydration, or from this device's earlier answer; a Play
 * tapped before it is known is held and plays when it is. A language change carries the verse
 * being read and the recitation over to the new page (handoff.ts).
 */
export default function SurahAudio({ surah, title, locale, t }: Props) {
  const key = `quran:${surah}`;
  const [address, setAddress] = useState<Address>('pending');
  const [attempt, setAttempt] = useState(0);
  /** Play was tapped before the address was known. */
  const [wanted, setWanted] = useState(false);
  const src = typeof address === 'object' ? address.src : null;
  const now = useNowPlaying(key);
  useClaim(key);
  const playing = !!now?.playing;
  const hydrated = useHydrated();
  const bar = useRef<HTMLElement>(null);
  // The verse toolbar sits just above this bar, however tall its resume offer makes it.
  useRoom(bar, '--surah-player-room');
  const play = useCallback(
    (at?: number) => src && player.play([{ key, src, title, section: 'quran', href: here(), speed: true }], 0, { at }),
    [key, src, title],
  );
  const toggle = useCallback(() => (now ? player.toggle() : play()), [now, play]);

  useEffect(() => {
    let live = true;
    // The address's module (with the API client and the URL checks) comes after hydration, so
    // no surah page's startup carries it; from the worker's cache it is there at once.
    import('./audioAddress.ts').then(
      async ({ fetchAddress, storeAddress, storedAddress }) => {
        if (!live) return;
        const known = storedAddress(surah, locale);
        if (known) setAddress({ src: known });
        // Asked even when known, quietly: an operator that moved its files is followed next time.
        const answer = await fetchAddress(surah);
        if (!live) return;
        if (answer.ok) storeAddress(surah, locale, answer.data);
        if (known) return;
        if (answer.ok) setAddress({ src: answer.data });
        else setAddress(answer.reason === 'network' && !navigator.onLine ? 'offline' : 'unavailable');
      },
      () => live && setAddress(navigator.onLine ? 'unavailable' : 'offline'),
    );
    return () => {
      live = false;
    };
  }, [surah, locale, attempt]);

  // Offline before the address was ever known: asked again once the connection is back.
  useEffect(() => {
    if (address !== 'offline') return;
    const again = () => {
      setAddress('pending');
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [address]);

  // The address has come: a held tap, or the recitation the page in the other language was
  // playing, starts now (from where it was; if the browser wants a tap first, the button and
  // "Resume at" are there).
  useEffect(() => {
    if (!src) return;
    const carried = takePlaying(key);
    if (!wanted && !carried) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the held tap is served
    setWanted(false);
    if (!playing) play(carried ? storedResume(key)?.time : undefined);
    // Only the address coming in starts it: the other values are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);

  // This island hydrates once the page has loaded: the reading place a language change brought is
  // settled now.
  useEffect(settleReadingPlace, []);

  // The surah page's one island on every surah: the screen stays on while the surah is read
  // (screenAwake.ts, loaded after hydration), whether or not it plays.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('../../lib/screenAwake.ts').then(
      (m) => {
        if (live) stop = m.whileReading();
      },
      () => {},
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  // A language change reloads the page: the verse on screen, the position and whether it played
  // go to the new page.
  useEffect(() => {
    const leave = (event: Event) => {
      keepReadingPlace((event as CustomEvent<LanguageChangeDetail>).detail.href);
      const mine = $nowPlaying.get();
      const { time, duration } = position();
      if (mine?.key !== key || time === 0) return;
      storeResume(key, time, duration);
      if (mine.playing) keepPlaying(key);
    };
    document.addEventListener(LANGUAGE_CHANGE, leave);
    return () => document.removeEventListener(LANGUAGE_CHANGE, leave);
  }, [key]);

  const onToggle = useCallback(() => {
    if (src) return toggle();
    if (address === 'pending') return setWanted((w) => !w);
    if (address !== 'offline') return;
    // Offline before the address was known: a tap asks again, and plays if the connection is back.
    setAddress('pending');
    setAttempt((n) => n + 1);
    setWanted(true);
  }, [src, address, toggle]);

  const waiting = wanted && address === 'pending';
  const note =
    address === 'unavailable'
      ? t.mediaUnavailable
      : address === 'offline'
        ? t.mediaOffline
        : waiting
          ? t.audioLoading
          : null;

  return (
    <section className="surah-player" aria-label={t.surahPlayer} ref={bar}>
      <PlayButton
        playing={playing || waiting}
        onToggle={onToggle}
        labels={t}
        subject={title}
        disabled={address === 'unavailable'}
        size="small"
      />
      <p aria-live="polite">
        {note ? <span className="media-note">{note}</span> : <FailureNote failed={now?.failed ?? null} labels={t} />}
      </p>
      <div>
        {hydrated && src ? (
          <Suspense fallback={null}>
            <PlaybackExtras resumeKey={key} labels={t} compact onResume={({ time }) => play(time)} />
          </Suspense>
        ) : null}
      </div>
      <SeekBar trackKey={key} locale={locale} labels={t} />
    </section>
  );
}
