/** The part of a media element the coordinator needs; tests use plain objects. */
export interface Playable {
  paused: boolean;
  pause(): void;
}

/**
 * One media element plays at a time, app-wide: whenever one starts, whatever played before
 * is paused. Pure, so the rule is tested without a browser.
 */
export class Coordinator<T extends Playable = Playable> {
  current: T | null = null;

  started(element: T): T | null {
    const previous = this.current;
    this.current = element;
    if (previous && previous !== element && !previous.paused) {
      previous.pause();
      return previous;
    }
    return null;
  }

  stopped(element: T): void {
    if (this.current === element) this.current = null;
  }

  pauseAll(): void {
    if (this.current && !this.current.paused) this.current.pause();
  }
}
