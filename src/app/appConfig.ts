import { apiPost } from '../lib/api.ts';
import { backoffDelay } from '../lib/backoff.ts';
import { getString } from '../lib/storage.ts';
import { isAppConfig } from '../lib/validate.ts';
import { $appConfig } from '../stores/app.ts';

/** Retries on its own after a failure, a few times; after that, the next need asks again. */
const AUTO_RETRIES = 5;

let loaded: Promise<string | null> | null = null;
let inFlight: Promise<string | null> | null = null;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The app config (tiles, subscription URL): only a success is kept, a failure is asked again. */
export function loadAppConfig(): Promise<string | null> {
  if (loaded) return loaded;
  clearTimeout(retryTimer);
  inFlight ??= request().finally(() => (inFlight = null));
  return inFlight;
}

async function request(): Promise<string | null> {
  const body = { msisdn: getString('msisdn') ?? '', mcc: '', mnc: '', calling_code: '', reqFrom: 'web' };
  const r = await apiPost('appConfig', body, isAppConfig);
  if (r.ok) {
    failures = 0;
    $appConfig.set({ tiles: r.data.data, subUrl: r.data.subUrl });
    loaded = Promise.resolve(r.data.subUrl);
    return r.data.subUrl;
  }
  failures += 1;
  if (failures <= AUTO_RETRIES) retryTimer = setTimeout(() => void loadAppConfig(), backoffDelay(failures));
  if (r.reason === 'network') globalThis.addEventListener?.('online', () => void loadAppConfig(), { once: true });
  return null;
}

/** For tests: forget everything. */
export function resetAppConfig(): void {
  loaded = inFlight = null;
  failures = 0;
  clearTimeout(retryTimer);
}
