import { atom } from 'nanostores';
import type { Locale } from '../../i18n/index.ts';

export const DUA_COUNT = 40;

/** The dua after `index`, or null after the last one: the auto-advance stops there. */
export function nextDuaIndex(index: number, total = DUA_COUNT): number | null {
  return Number.isInteger(index) && index >= 0 && index < total - 1 ? index + 1 : null;
}

/** Arabic pages play the French recitation (there is no Arabic one); a missing file is null. */
export function duaAudio(audio: { fr: string | null; en: string | null }, locale: Locale): string | null {
  return (locale === 'en' ? audio.en : audio.fr) || null;
}

/**
 * One-shot hand-over between dua pages: the index that should start playing once its page
 * shows. Module state survives the client-side navigation; a cold load starts silent.
 */
export const $autoplayDua = atom<number | null>(null);

/** Takes the hand-over if it is for `index`; any other pending one is dropped. */
export function takeAutoplay(index: number): boolean {
  const pending = $autoplayDua.get();
  $autoplayDua.set(null);
  return pending === index;
}
