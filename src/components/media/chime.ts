import { listen } from './listen.ts';
import { soundTurn } from './turn.ts';

/**
 * A short sound of the app's own (the prayer chime), apart from the one audio so that the
 * recitation it interrupts keeps its place: once it sounds, it takes the turn and what played
 * pauses (the subscriber resumes it); another sound that starts stops it.
 */
export function playChime(src: string): void {
  const chime = new Audio(src);
  const turn = soundTurn('chime', () => chime.pause());
  // Played out, stopped for another sound or refused: it holds the turn no more.
  const done = () => {
    unlisten();
    turn.leave();
  };
  const unlisten = listen(chime, { ended: done, pause: done });
  chime.play().then(
    () => turn.take(),
    (error: unknown) => {
      done();
      // A browser may refuse sound before the subscriber has touched the page: the alert still shows.
      console.warn('[prayer] chime not played', error);
    },
  );
}
