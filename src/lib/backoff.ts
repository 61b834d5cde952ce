/** Delay before retry number `attempt` (1-based): doubles from `base`, never above `max`. */
export function backoffDelay(attempt: number, base = 1000, max = 30_000): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

/**
 * A `Retry-After` header as milliseconds (seconds or an HTTP date), or undefined when absent or
 * unreadable; capped so a server cannot park the client for hours.
 */
export function retryAfterMs(header: string | null, now = Date.now(), max = 5 * 60_000): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(max, Math.max(0, ms));
}
