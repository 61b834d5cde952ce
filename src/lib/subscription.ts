import type { ApiResult } from './api.ts';
import type { CheckSubResponse } from './validate.ts';

/** What one checkSub call told us. */
export type Outcome =
  | { kind: 'new' }
  | { kind: 'active'; msisdn?: string }
  | { kind: 'inactive'; message?: string }
  | { kind: 'failed'; message?: string }
  /** The server was reached but broke (HTTP error, malformed body): no status in it. */
  | { kind: 'fault'; message?: string }
  /** No answer reached us (offline or timed out): says nothing about the subscription. */
  | { kind: 'unreachable' };

/** What a checkSub answer means for the user. */
export function outcomeOf(result: ApiResult<CheckSubResponse>): Outcome {
  if (!result.ok) {
    if (result.reason === 'network' || result.reason === 'timeout') return { kind: 'unreachable' };
    return { kind: 'fault', message: result.message };
  }
  const r = result.data;
  if (r.status === 'failed') return { kind: 'failed', message: r.message };
  if (r.subStatus === 'new') return { kind: 'new' };
  if (r.subStatus === 'active') return { kind: 'active', msisdn: r.msisdn };
  return { kind: 'inactive', message: r.message };
}

export type Status = 'checking' | 'new' | 'active' | 'inactive' | 'failed';

/** Where the visitor stands with the subscription: the one value the UI derives from. */
export interface SubscriptionState {
  status: Status;
  /** The server's own words for an inactive or failed answer. */
  message?: string;
  /** The last check got no answer: it is asked again once the browser is back online. */
  unreachable?: boolean;
  /** Set by unsubscribing: a failed check then leads on to the subscription page. */
  afterUnsubscribe?: boolean;
  /** Counts answers that change the status, so each inactive or failed one raises one modal. */
  answers: number;
  /** The answer came from a check the visitor asked for again: the screen shows it, no modal. */
  quiet?: boolean;
  /**
   * A subscriber this phone knew as active whom the server now calls new or inactive: told that the
   * subscription has ended, on the page, rather than sent away as a stranger.
   */
  lapsed?: boolean;
}

export type SubscriptionEvent =
  | { type: 'startup'; hasUid: boolean; stored: unknown; lapsed?: boolean }
  | { type: 'checked'; outcome: Outcome; quiet?: boolean }
  | { type: 'unsubscribed' };

export const INITIAL: SubscriptionState = { status: 'checking', answers: 0 };

/**
 * The only way the state changes. Only an answer from the server changes the status: a
 * network failure or a timeout keeps it, and a broken answer never takes access away.
 */
export function transition(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'startup':
      if (!event.hasUid) return { status: 'new', answers: state.answers };
      // A stored active status opens content at once; the check that follows may take it back.
      if (event.stored === 'active') return { status: 'active', answers: state.answers };
      return { status: 'checking', answers: state.answers, ...(event.lapsed ? { lapsed: true } : {}) };
    case 'unsubscribed':
      return { status: 'checking', afterUnsubscribe: true, answers: state.answers };
    case 'checked': {
      const { outcome } = event;
      const answers = state.answers + 1;
      const afterUnsubscribe = state.afterUnsubscribe;
      const quiet = event.quiet ? { quiet: true } : {};
      if (outcome.kind === 'unreachable') {
        return state.status === 'checking' ? { ...state, unreachable: true } : state;
      }
      // Ended only for someone who had it; a check that fails says nothing either way.
      const ends = outcome.kind === 'new' || outcome.kind === 'inactive';
      const lapsed =
        !afterUnsubscribe && outcome.kind !== 'active' && (state.lapsed || (ends && state.status === 'active'))
          ? { lapsed: true }
          : {};
      if (outcome.kind === 'fault') {
        if (state.status !== 'checking') return state;
        return { status: 'failed', message: outcome.message, afterUnsubscribe, answers, ...quiet, ...lapsed };
      }
      const message = 'message' in outcome ? outcome.message : undefined;
      return { status: outcome.kind, message, afterUnsubscribe, answers, ...quiet, ...lapsed };
    }
  }
}

/** The check has settled who the visitor is, for now: gates may act on it. */
export function isSettled(state: SubscriptionState): boolean {
  return state.status !== 'checking' || Boolean(state.unreachable);
}

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` is a well-formed uid. */
export function isUid(value: unknown): value is string {
  return typeof value === 'string' && UID.test(value);
}

/** The uid carried by a `#uid=...` hash, only if it is a well-formed uid. */
export function uidFromHash(hash: string): string | null {
  const uid = new URLSearchParams(hash.replace(/^#/, '')).get('uid');
  return isUid(uid) ? uid : null;
}

/**
 * What a page load with a `#uid=` link means for the person the phone remembers:
 * - 'none': no link, the stored uid (if any) carries on;
 * - 'same': the stored uid again, nothing changes;
 * - 'ask': another uid while a subscriber is stored as active, who could lose their access to
 *   whoever opened the link: the visitor chooses;
 * - 'replace': another uid, and nobody stored who could lose anything (no uid, or one that is
 *   new, inactive or failed): the link's person takes the phone, the previous one's values go.
 */
export type Arrival = 'none' | 'same' | 'ask' | 'replace';

export function arrivalOf(hashUid: string | null, storedUid: string | undefined, storedStatus: unknown): Arrival {
  if (!hashUid) return 'none';
  if (hashUid === storedUid) return 'same';
  return storedUid && storedStatus === 'active' ? 'ask' : 'replace';
}
