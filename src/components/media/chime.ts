import { soundTurn } from './turn.ts';

/**
 * A short sound of the app's own (the prayer chime), apart from the one audio so that the
 * recitation it interrupts keeps its place: once it sounds, it takes the turn and what played
 * pauses (the subscriber resumes it); another sound that starts stops it.
 */
export function playChime(src: string): void {
  const chime = new Audio(src);
  const turn = soundTurn('chime', () => chime.pause());
  const done = () => turn.leave();
  chime.addEventListener('ended', done, { once: true });
  chime.addEventListener('pause', done, { once: true });
  chime.play().then(
    () => turn.take(),
    (error: unknown) => {
      done();
      // A browser may refuse sound before the subscriber has touched the page: the alert still shows.
      console.warn('[prayer] chime not played', error);
    },
  );
}
