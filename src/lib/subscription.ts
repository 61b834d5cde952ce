import type { ApiResult } from './api.ts';
import type { CheckSubResponse } from './validate.ts';
import { allowedOrigins, checkUrl } from './safeUrl.ts';

export type Outcome =
  | { kind: 'new' }
  | { kind: 'active'; msisdn?: string }
  | { kind: 'inactive'; message?: string }
  | { kind: 'failed'; message?: string };

/** What a checkSub answer means for the user (spec section 4). */
export function outcomeOf(result: ApiResult<CheckSubResponse>): Outcome {
  if (!result.ok) return { kind: 'failed', message: result.message };
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

/** A subscription URL is followed only to an origin the operator configured (default: the API's). */
export function isSafeSubUrl(url: string, origin: string): boolean {
  const verdict = checkUrl(url, allowedOrigins('subscribe', origin), origin);
  if (!verdict.ok) console.warn(`[subscribe] refusing subscription URL (${verdict.reason}):`, url);
  return verdict.ok;
}
