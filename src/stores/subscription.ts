import { navigate } from 'astro:transitions/client';
import { apiPost, setApiLocale } from '../lib/api.ts';
import { track } from '../lib/events.ts';
import { localePath, splitLocale, type Locale, type ChromeStrings } from '../i18n/index.ts';
import { getString, removeItem, setCookie, deleteCookie, setItem } from '../lib/storage.ts';
import { touchSession, deviceId } from '../lib/session.ts';
import { isAppConfig, isCheckSub, isUnsubscribe, currentStatusOf, type CheckSubResponse } from '../lib/validate.ts';
import { isSafeSubUrl, outcomeOf, uidFromHash } from '../lib/subscription.ts';
import { twinPath } from '../lib/localeUrl.ts';
import { isGated, pageEventOf } from '../lib/routes.ts';
import { $appConfig, $isNew, $ready, $verified, beginLoading, closeModal, openModal } from './app.ts';

let locale: Locale = 'fr';
let t: ChromeStrings;

function route(): string {
  return splitLocale(location.pathname).route;
}

function saveStatus(r: CheckSubResponse): void {
  if (r.subStatus) {
    setItem('subStatus', r.subStatus);
    setCookie('subStatus', r.subStatus);
  }
  const current = currentStatusOf(r);
  if (current) setItem('currentStatus', current);
  if (r.msisdn) setItem('msisdn', r.msisdn);
}

function goHome(): void {
  if (route() !== '/') void navigate(localePath(locale, '/'));
}

/** Leaves for the operator's subscription page, but only to a URL we trust. */
export async function goToSubscribe(): Promise<void> {
  const url = $appConfig.get().subUrl ?? (await loadAppConfig());
  if (url && isSafeSubUrl(url, location.origin)) location.assign(url);
  else console.warn('[subscribe] refusing subscription URL', url);
}

let configRequest: Promise<string | null> | null = null;

export function loadAppConfig(): Promise<string | null> {
  configRequest ??= apiPost(
    'appConfig',
    { msisdn: getString('msisdn') ?? '', mcc: '', mnc: '', calling_code: '', reqFrom: 'web' },
    isAppConfig,
  ).then((r) => {
    if (!r.ok) return null;
    $appConfig.set({ tiles: r.data.data, subUrl: r.data.subUrl });
    return r.data.subUrl;
  });
  return configRequest;
}

function failureModal(message: string | undefined, after?: () => void): void {
  openModal({ title: t.oops, body: message || t.somethingWrong, buttons: [{ label: t.okay, action: after }] });
}

/** Checks the uid with the API and applies the outcome (spec section 4). */
export async function checkSubscription(uid: string): Promise<'new' | 'active' | 'inactive' | 'failed'> {
  const result = await apiPost('checkSub', { uid }, isCheckSub);
  if (result.ok) saveStatus(result.data);
  const outcome = outcomeOf(result);
  track(pageEventOf(route()) ?? route(), 'checksub', outcome.kind);
  $isNew.set(outcome.kind === 'new');
  $verified.set(outcome.kind === 'active');
  if (outcome.kind === 'inactive' || outcome.kind === 'failed') failureModal(outcome.message);
  return outcome.kind;
}

export function saveUid(uid: string): void {
  setItem('uid', uid);
  setCookie('uid', uid);
}

/** Runs once per tab: find the uid, trust a stored active status at once, then revalidate. */
export async function startup(pageLocale: Locale, strings: ChromeStrings): Promise<void> {
  locale = pageLocale;
  t = strings;
  setApiLocale(locale);
  touchSession();
  deviceId();
  const hashUid = uidFromHash(location.hash);
  // The full URL minus the hash: a path like '//evil.example' alone would be read as another host.
  if (location.hash.includes('uid=')) history.replaceState(history.state, '', location.href.split('#')[0]);
  if (hashUid) saveUid(hashUid);
  const uid = hashUid ?? getString('uid');
  if (!uid) {
    $isNew.set(true);
    $verified.set(false);
    finish();
    void loadAppConfig();
    return;
  }
  if (getString('subStatus') === 'active') $verified.set(true);
  const endLoading = $verified.get() ? () => {} : beginLoading();
  void loadAppConfig();
  const kind = await checkSubscription(uid);
  endLoading();
  if (kind === 'new') {
    finish();
    await goToSubscribe();
    return;
  }
  finish();
}

function finish(): void {
  $ready.set(true);
  enforceGate();
}

/** Unverified visitors of content routes are sent home. */
export function enforceGate(): void {
  const gated = isGated(route());
  if (!gated || $verified.get()) {
    document.documentElement.removeAttribute('data-gate');
    return;
  }
  goHome();
}

export async function unsubscribe(): Promise<void> {
  const uid = getString('uid');
  if (!uid) return;
  closeModal();
  const endLoading = beginLoading();
  const result = await apiPost('unsubscribe', { uid }, isUnsubscribe);
  endLoading();
  const ok = result.ok && result.data.status === 'success';
  track(pageEventOf(route()) ?? route(), 'unsub', ok ? 'success' : 'failed');
  const message = result.ok ? result.data.message : result.message;
  if (!ok) return failureModal(message);
  openModal({
    title: t.unsubscribe,
    body: message || t.unsubscribe,
    buttons: [{ label: t.okay, action: () => void afterUnsubscribe(uid) }],
  });
}

async function afterUnsubscribe(uid: string): Promise<void> {
  const result = await apiPost('checkSub', { uid }, isCheckSub);
  if (result.ok) saveStatus(result.data);
  const outcome = outcomeOf(result);
  $verified.set(outcome.kind === 'active');
  if (outcome.kind === 'failed') {
    return failureModal(outcome.message, () => void goToSubscribe());
  }
  if (outcome.kind === 'new') {
    $isNew.set(true);
    removeItem('uid');
    deleteCookie('uid');
  }
  goHome();
}

/** Stores the language and loads the same route in it (a full page load, as the spec asks). */
export function changeLanguage(next: Locale): void {
  setItem('themeLang', next);
  closeModal();
  location.assign(twinPath(next, location));
}

/** Page-open usage event and the previous path, on every page shown. */
export function pageOpened(): void {
  const current = route();
  const event = pageEventOf(current);
  if (event) track(event, 'page_open', getString('currentStatus') ?? '');
  setItem('prevPath', current);
  enforceGateIfReady();
}

function enforceGateIfReady(): void {
  if ($ready.get()) enforceGate();
}
