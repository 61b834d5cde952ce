import { getItem, setItem } from '../../lib/storage.ts';
import { isRecord, isString } from '../../shared/apiAnswers.ts';

/** A dhikr of the catalogue (content/dhikr.json), as the page passes it to the island. */
export interface Dhikr {
  id: string;
  ar: string;
  transliteration: string;
  meaning: { fr: string; en: string };
}

/** What the counter keeps on the phone: the dhikr in hand, the round's size, each dhikr's count. */
export interface TasbihState {
  dhikr: string;
  size: number;
  counts: Record<string, number>;
}

/** The rounds offered first; any other size from 1 to MAX_SIZE is a custom round. */
export const SIZES = [33, 99] as const;
export const MAX_SIZE = 1000;
/** A count past this is refused as stored nonsense (the key's rule bounds its text too). */
const MAX_COUNT = 10_000_000;

const isCount = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

export function isTasbihState(v: unknown): v is TasbihState {
  return (
    isRecord(v) &&
    isString(v.dhikr) &&
    isCount(v.size, MAX_SIZE) &&
    v.size > 0 &&
    isRecord(v.counts) &&
    Object.values(v.counts).every((n) => isCount(n, MAX_COUNT))
  );
}

export function initialState(first: string): TasbihState {
  return { dhikr: first, size: SIZES[0], counts: {} };
}

/** The kept state, or a new one on the first dhikr; a kept dhikr the catalogue lost falls back too. */
export function loadTasbih(ids: readonly string[]): TasbihState {
  const kept = getItem('tasbih', { check: (v) => (isTasbihState(v) ? v : null) });
  if (!kept) return initialState(ids[0]);
  return ids.includes(kept.dhikr) ? kept : { ...kept, dhikr: ids[0] };
}

/**
 * What the page's HTML controls say was chosen before the island hydrated: a dhikr other than the
 * HTML's first, a round size (the index of the checked radio) other than its first. The HTML offers
 * no field for a custom size, so a custom choice is not one.
 */
export function chosenEarly(
  ids: readonly string[],
  picked: string | undefined,
  sizeIndex: number,
): Partial<TasbihState> {
  const choice: Partial<TasbihState> = {};
  if (picked && picked !== ids[0] && ids.includes(picked)) choice.dhikr = picked;
  const size = SIZES[sizeIndex];
  if (size && size !== SIZES[0]) choice.size = size;
  return choice;
}

/** False when the phone's storage refused it: the count holds for this visit only. */
export function saveTasbih(state: TasbihState): boolean {
  return setItem('tasbih', state);
}

export const countOf = (state: TasbihState): number => state.counts[state.dhikr] ?? 0;

/** One more of the dhikr in hand; roundDone when this one closed a round. */
export function tap(state: TasbihState): { state: TasbihState; roundDone: boolean } {
  const count = Math.min(countOf(state) + 1, MAX_COUNT);
  return {
    state: { ...state, counts: { ...state.counts, [state.dhikr]: count } },
    roundDone: count % state.size === 0,
  };
}

export function reset(state: TasbihState): TasbihState {
  return { ...state, counts: { ...state.counts, [state.dhikr]: 0 } };
}

/** Where the count stands in its round (33 of 33 at a round's end, then 1) and how many rounds are done. */
export function progress(count: number, size: number): { inRound: number; rounds: number } {
  return { inRound: count === 0 ? 0 : ((count - 1) % size) + 1, rounds: Math.floor(count / size) };
}

/** A custom round typed in: a whole number from 1 to MAX_SIZE, else null. */
export function parseSize(text: string): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_SIZE ? n : null;
}
