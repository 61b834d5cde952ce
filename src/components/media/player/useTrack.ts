import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $nowPlaying, type NowPlaying } from '../../../stores/nowPlaying.ts';
import { player } from './service.ts';
import type { Lead } from './track.ts';

/** What the one audio is doing for `key` (for anything if no key is given); null when it plays something else, or nothing. */
export function useNowPlaying(key?: string | null): NowPlaying | null {
  // The first render is the HTML's (nothing plays at build); the live value comes next.
  const now = useStore($nowPlaying, { ssr: 'initial' });
  return key === undefined || (key !== null && now?.key === key) ? now : null;
}

/**
 * This player is on screen, so its track is not "away" (no now-playing bar for it); `lead` (kept
 * the same object between renders) says how it moves through its own sequence.
 */
export function useClaim(key: string | null, lead?: Lead): void {
  useEffect(() => (key === null ? undefined : player.claim(key, lead)), [key, lead]);
}

/** The address of the page shown now, which a track started here belongs to. */
export function here(): string {
  return location.pathname + location.search;
}
