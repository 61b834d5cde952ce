/**
 * Hadith player rules, pure: one track at a time, choosing the playing track pauses it, a track
 * that ends plays the next, the end of the list stops. `playing` is what the listener wants; the
 * component makes the <audio> follow it.
 */
export interface PlaylistState {
  index: number;
  playing: boolean;
}

/** The wait between a track change and play(). */
export const TRACK_CHANGE_DELAY_MS = 100;

export const initialPlaylist: PlaylistState = { index: 0, playing: false };

/** Choosing the current track toggles it (so choosing the playing one pauses it); another one starts. */
export function select(state: PlaylistState, index: number, length: number): PlaylistState {
  if (!Number.isInteger(index) || index < 0 || index >= length) return state;
  if (index === state.index) return { index, playing: !state.playing };
  return { index, playing: true };
}

export function toggle(state: PlaylistState): PlaylistState {
  return { ...state, playing: !state.playing };
}

/** A track ended: the next one is selected and keeps playing if this one was; the last one stops. */
export function ended(state: PlaylistState, length: number): PlaylistState {
  if (state.index + 1 < length) return { index: state.index + 1, playing: state.playing };
  return { index: state.index, playing: false };
}

/** Something else paused or started the element (another player, the lock screen). */
export function external(state: PlaylistState, playing: boolean): PlaylistState {
  return state.playing === playing ? state : { ...state, playing };
}
