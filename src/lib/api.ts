import { config } from './config.ts';
import { getString } from './storage.ts';
import type { StoredKey } from '../shared/storedKeys.ts';
import { isRecord, type Guard } from '../shared/apiAnswers.ts';
import type { Locale } from '../i18n/index.ts';
import { documentLocale } from './documentLocale.ts';

/** Stored values that ride on every request, by header name -> storage key. */
const STORED_HEADERS: Record<string, StoredKey> = {
  campaign: 'campaignId',
  rcid: 'rcid',
  flow: 'flowType',
  blocked: 'blocked',
  breason: 'blockReason',
  sessionId: 'sessionId',
  msisdn: 'msisdn',
};

export function buildHeaders(
  locale: Locale,
  read: (key: StoredKey) => string | undefined,
  settings: Pick<typeof config, 'credentials' | 'serviceId' | 'appVersion'> = config,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Authorization: `Basic ${btoa(settings.credentials)}`,
    Language: locale,
    appVersion: settings.appVersion,
    reqFrom: 'web',
    serviceId: settings.serviceId,
  };
  for (const [header, key] of Object.entries(STORED_HEADERS)) headers[header] = read(key) ?? '';
  return headers;
}

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'network' | 'timeout' | 'http' | 'malformed'; status?: number; message?: string };

export async function apiPost<T>(path: string, body: unknown, guard: Guard<T>): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/${path}`, {
      method: 'POST',
      // The page's own language, read at each call: a language change reloads the page.
      headers: buildHeaders(documentLocale(), getString),
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    const reason = controller.signal.aborted ? 'timeout' : 'network';
    console.warn(`[api] ${path}: ${reason}`, error);
    return { ok: false, reason };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const message = isRecord(json) && typeof json.message === 'string' ? json.message : undefined;
    console.warn(`[api] ${path}: HTTP ${response.status}`);
    return { ok: false, reason: 'http', status: response.status, message };
  }
  if (!guard(json)) {
    console.warn(`[api] ${path}: malformed response`);
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, data: json };
}
