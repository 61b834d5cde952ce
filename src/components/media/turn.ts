import { atom } from 'nanostores';

/**
 * What may sound in the app: the one audio (the media service), a page's video, a YouTube embed
 * (cross-origin, told to pause by message) and the prayer chime.
 */
export type Sound = 'audio' | 'video' | 'embed' | 'chime';

interface Holder {
  id: number;
  sound: Sound;
}

/**
 * Who sounds now, by a number per taker (two videos on one page are two takers), never by its
 * element: a page of videos takes turns with the audio without loading the audio service.
 */
const $turn = atom<Holder | null>(null);
let takers = 0;

export interface Turn {
  /** This sound starts: every other one gives way. */
  take(): void;
  /** This one was the last to take the turn. */
  holds(): boolean;
  /** Its view goes: it stops listening and, if it held the turn, nobody holds it. */
  leave(): void;
}

/**
 * One sound at a time, for every sound of the app. `giveWay` is called when another sound takes
 * the turn (with what that sound is), and pauses this one.
 */
export function soundTurn(sound: Sound, giveWay: (to: Sound) => void): Turn {
  const me: Holder = { id: ++takers, sound };
  const holds = () => $turn.get()?.id === me.id;
  const unlisten = $turn.listen((holder) => {
    if (holder && holder.id !== me.id) giveWay(holder.sound);
  });
  return {
    take: () => {
      if (!holds()) $turn.set(me);
    },
    holds,
    leave: () => {
      unlisten();
      if (holds()) $turn.set(null);
    },
  };
}
