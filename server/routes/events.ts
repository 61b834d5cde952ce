import type { EventInput } from '../db.ts';
import { HttpError, readBody, sendError, sendJson, type Route } from '../http.ts';
import { EVENT_FIELDS, cutText } from '../../src/shared/eventFields.ts';
import { clientAddress } from '../proxy.ts';
import { hasControl } from './fields.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Printable ASCII: no space and no control character (a NUL or a tab) ever reaches the store.
const TOPIC = /^[\x21-\x7e]{1,128}$/;

/**
 * A base64 JSON usage event reduced to its known fields (strings, null or absent, without control
 * characters), each within its cap; anything else in the object is dropped, so nothing unexpected
 * is ever stored.
 */
export function decodeEvent(raw: string): Record<string, string> {
  const text = raw.replace(/\s+/g, '');
  if (text === '' || text.length % 4 !== 0 || !BASE64.test(text)) throw new HttpError(400, 'badEvent');
  let value: unknown;
  try {
    // fatal: a body that is base64 but not UTF-8 JSON is a client bug worth a 400, not mojibake.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64')));
  } catch {
    throw new HttpError(400, 'badEvent');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'badEvent');
  const input = value as Record<string, unknown>;
  const event: Record<string, string> = {};
  for (const [field, cap] of Object.entries(EVENT_FIELDS)) {
    const v = Object.hasOwn(input, field) ? input[field] : undefined;
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || (v.length > cap.max && !('cut' in cap))) throw new HttpError(400, 'badEvent');
    // Every field is stored, in its column and in the payload: a NUL is refused by PostgreSQL (it
    // once failed the whole batch of other people's events) and no control character is text a
    // browser sends. Checked before the cut, so a control past the cap is refused too.
    if (hasControl(v)) throw new HttpError(400, 'badEvent');
    // Cut where a character ends: a plain slice left half an emoji (a lone surrogate) in 29 of 200.
    event[field] = cutText(v, cap.max);
  }
  for (const f of ['page', 'event']) {
    if ((event[f] ?? '').trim() === '') throw new HttpError(400, 'badEvent');
  }
  return event;
}

// Not under /api and without Basic auth: it stands in for the operator's separate publishing service.
export const eventsRoute: Route = {
  method: 'POST',
  path: '/events',
  async handle({ req, res, store, options, lang, eventRate }) {
    const wait = await eventRate.take(clientAddress(req, options));
    if (wait > 0) return sendError(res, 429, 'tooManyRequests', lang, { 'Retry-After': String(wait) });
    const topic = req.headers.topic;
    if (typeof topic !== 'string' || topic.trim() === '') throw new HttpError(400, 'missingTopic');
    if (!TOPIC.test(topic)) throw new HttpError(400, 'badEvent');
    const e = decodeEvent((await readBody(req, options.limits.eventBytes)).toString('latin1'));
    const row: EventInput = {
      topic,
      page: e.page,
      event: e.event,
      sub_event: e.sub_event ?? '',
      session_id: e.session_id ?? '',
      device_id: e.device_id ?? '',
      msisdn: e.msisdn ?? '',
      payload: e,
      // A retry of an event this device already stored (perhaps through another instance) is
      // acknowledged, not stored again; the same key from another device is another event.
      event_key: e.event_key || undefined,
    };
    // Answered once the batch holding it is committed: a 202 means the event is on disk.
    await store.addEvent(row);
    sendJson(res, 202, { status: 'success' });
  },
};
