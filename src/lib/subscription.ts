import type { ApiResult } from './api.ts';
import type { CheckSubResponse } from './validate.ts';

export type Outcome =
  | { kind: 'new' }
  | { kind: 'active'; msisdn?: string }
  | { kind: 'inactive'; message?: string }
  | { kind: 'failed'; message?: string }
  /** No answer reached us (offline or timed out): says nothing about the subscription. */
  | { kind: 'unreachable' };

/** What a checkSub answer means for the user. */
export function outcomeOf(result: ApiResult<CheckSubResponse>): Outcome {
  if (!result.ok) {
    if (result.reason === 'network' || result.reason === 'timeout') return { kind: 'unreachable' };
    return { kind: 'failed', message: result.message };
  }
  const r = result.data;
  if (r.status === 'failed') return { kind: 'failed', message: r.message };
  if (r.subStatus === 'new') return { kind: 'new' };
  if (r.subStatus === 'active') return { kind: 'active', msisdn: r.msisdn };
  return { kind: 'inactive', message: r.message };
}

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/** The uid carried by a `#uid=...` hash, only if it is a well-formed uid. */
export function uidFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const uid = params.get('uid');
  return uid && UID.test(uid) ? uid : null;
}

/** A subscription URL is followed only over https, or to this very origin in development. */
export function isSafeSubUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.origin === origin;
  } catch {
    return false;
  }
}
