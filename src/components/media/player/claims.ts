import type { Lead } from './track.ts';

interface Claim {
  key: string;
  lead?: Lead;
}

/**
 * The players on screen, by what they play: a track none of them shows is "away" (the
 * now-playing bar shows it), and the last one mounted for a track may lead its sequence.
 */
export abstract class Claims {
  #claims: Claim[] = [];

  /** A player of `key` is on screen until the returned function is called. */
  claim(key: string, lead?: Lead): () => void {
    const claim = { key, lead };
    this.#claims.push(claim);
    this.ready();
    this.arrived(key);
    this.publish();
    return () => {
      this.#claims = this.#claims.filter((c) => c !== claim);
      if (!this.#claims.length) this.allGone();
      this.publish();
    };
  }

  protected claimed(key: string): boolean {
    return this.#claims.some((c) => c.key === key);
  }

  protected leadOf(key: string): Lead | undefined {
    return this.#claims.findLast((c) => c.key === key && c.lead)?.lead;
  }

  protected abstract publish(): void;
  /** A player of `key` came on screen (before the state is published). */
  protected arrived(_key: string): void {}
  /** No player is on screen any more (a page without one). */
  protected allGone(): void {}
  /** A player is on screen: the element is made ready for it. */
  protected abstract ready(): void;
}
