import { atom } from 'nanostores';

/**
 * The page's video that plays now, if any: the media service pauses the audio when one starts,
 * and a video pauses when the audio starts ($nowPlaying), without either loading the other. Apart
 * from nowPlaying.ts, which the layout loads on every page.
 */
export const $video = atom<HTMLMediaElement | null>(null);
