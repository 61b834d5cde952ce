import type { EventInput } from '../db.ts';
import { HttpError, readBody, sendJson, type Route } from '../http.ts';

// Fields of the usage event. All optional strings except page and event.
const FIELDS = [
  'domain',
  'user_agent',
  'device_id',
  'session_id',
  'msisdn',
  'device_type',
  'previouspage',
  'trace',
  'operatorId',
  'referrer_info',
  'request_time',
  'session_start_time',
  'sub_event',
  'page',
  'event',
];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeEvent(raw: string): Record<string, unknown> {
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
  const event = value as Record<string, unknown>;
  for (const f of FIELDS) {
    if (event[f] !== undefined && event[f] !== null && typeof event[f] !== 'string')
      throw new HttpError(400, 'badEvent');
  }
  for (const f of ['page', 'event']) {
    if (typeof event[f] !== 'string' || (event[f] as string).trim() === '') throw new HttpError(400, 'badEvent');
  }
  return event;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

// Not under /api and without Basic auth: it stands in for the operator's separate publishing service.
export const eventsRoute: Route = {
  method: 'POST',
  path: '/events',
  async handle({ req, res, store }) {
    const topic = req.headers.topic;
    if (typeof topic !== 'string' || topic.trim() === '') throw new HttpError(400, 'missingTopic');
    const e = decodeEvent((await readBody(req)).toString('latin1'));
    const row: EventInput = {
      topic,
      page: str(e.page),
      event: str(e.event),
      sub_event: str(e.sub_event),
      session_id: str(e.session_id),
      device_id: str(e.device_id),
      msisdn: str(e.msisdn),
      payload: e,
    };
    store.addEvent(row);
    sendJson(res, 202, { status: 'success' });
  },
};
