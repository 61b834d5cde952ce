/**
 * The fields of a usage event and the length of each, shared by the page that sends events and
 * the reference server that stores them, so that what one cuts the other accepts. Plain data and
 * string helpers, no browser or Node API beyond the language's own.
 *
 * Lengths are UTF-16 code units (a string's `length`). Free text a browser fills in (user agent,
 * referrer...) is cut at its cap; an over-long identifier is not cut, since a cut one would name
 * someone else.
 */
export const EVENT_FIELDS = {
  domain: { max: 253, cut: true },
  user_agent: { max: 512, cut: true },
  device_id: { max: 128 },
  session_id: { max: 128 },
  // An operator's msisdn may be an opaque token rather than digits: room for one, not for a page.
  msisdn: { max: 128 },
  device_type: { max: 32 },
  previouspage: { max: 512, cut: true },
  trace: { max: 256, cut: true },
  operatorId: { max: 64 },
  referrer_info: { max: 1024, cut: true },
  request_time: { max: 64 },
  session_start_time: { max: 64 },
  sub_event: { max: 128 },
  page: { max: 128 },
  event: { max: 128 },
  // The client's idempotency key (a UUID): never cut, a cut key could match another event's.
  event_key: { max: 64 },
} as const satisfies Record<string, { max: number; cut?: true }>;

export type EventField = keyof typeof EVENT_FIELDS;

// One segmenter for the life of the page or process: Intl objects hold memory outside the
// JavaScript heap, and one per cut string is what once grew the server's memory.
let graphemes: Intl.Segmenter | null | undefined;
function segmenter(): Intl.Segmenter | null {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('und', { granularity: 'grapheme' })
        : null;
  }
  return graphemes;
}

/**
 * `text` cut to at most `max` UTF-16 units without splitting what a reader sees as one character:
 * never half a surrogate pair (which no UTF-8 encoder can write and JSON shows as a lone \ud83d),
 * and where Intl.Segmenter exists, never half a grapheme (an emoji with its skin tone or flag
 * pair, a letter with its mark). Shorter than `max` when the boundary falls inside one.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const seg = segmenter();
  if (seg) {
    let end = 0;
    for (const { index, segment } of seg.segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
    return text.slice(0, end);
  }
  // Code points, then: drop a high surrogate whose pair would be cut off.
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * An event's fields fitted to their caps before sending: free text cut as the server would, an
 * over-long identifier sent empty so that the event is still counted rather than refused whole.
 */
export function fitEvent<T extends Partial<Record<EventField, string>>>(event: T): T {
  const fitted = { ...event };
  for (const [field, cap] of Object.entries(EVENT_FIELDS) as [EventField, { max: number; cut?: true }][]) {
    const value = fitted[field];
    if (typeof value !== 'string' || value.length <= cap.max) continue;
    (fitted as Record<EventField, string>)[field] = cap.cut ? cutText(value, cap.max) : '';
  }
  return fitted;
}
