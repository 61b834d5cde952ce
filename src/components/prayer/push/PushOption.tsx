import { useEffect, useId, useRef, useState } from 'react';
import type { Locale, StringsOf } from '../../../i18n/index.ts';
import { apiPost } from '../../../lib/api.ts';
import { pushSetting, savePushSetting, type PushSetting } from '../../../lib/pushOnPhone.ts';
import { getString } from '../../../lib/storage.ts';
import { isPushKeyResponse, type PushPlace } from '../../../shared/push.ts';
import { VERSE_PUSH_ID } from '../../../shared/routes.ts';
import PushChoices from './PushChoices.tsx';
import { browserPushEnvironment, pushSupport, settingKey } from './pushState.ts';
import type { PushFailure, PushOutcome, PushWish } from './subscribe.ts';
import type { PUSH_KEYS } from './pushKeys.ts';

type Problem = Exclude<PushFailure, 'absent'> | 'update' | 'unsupported' | 'ios-not-installed';
const ADVICE: Record<Problem, (typeof PUSH_KEYS)[number]> = {
  unsupported: 'pushUnsupported',
  'ios-not-installed': 'pushIosInstall',
  denied: 'pushDenied',
  offline: 'pushOffline',
  failed: 'pushFailed',
  notSubscribed: 'pushNotSubscribed',
  update: 'pushUpdateFailed',
};

const OFFLINE: PushOutcome = { ok: false, reason: 'offline' };
/** The subscribing code, fetched at the first tap: offline before it was ever cached, it cannot come. */
const pushCode = () =>
  import('./subscribe.ts').catch((error: unknown) => {
    console.warn('[push] code not loaded', error);
    return null;
  });

const wishOf = ({ prayers, verseHour }: PushSetting, place: PushPlace, lang: Locale): PushWish => ({
  place,
  lang,
  prayers,
  verseHour,
});

const kept = (setting: PushSetting): PushSetting => {
  savePushSetting(setting);
  return setting;
};

interface Props {
  /** The place the times are for (the chosen one, or the operator's as answered). */
  place: PushPlace;
  locale: Locale;
  t: StringsOf<typeof PUSH_KEYS>;
}

/**
 * "Notify me at each prayer, even when the app is closed": Web Push for the place and method on
 * screen, in the page's language. Rendered only after hydration (it reads the browser and storage).
 */
export default function PushOption({ place, locale, t }: Props) {
  const [support] = useState(() => pushSupport(browserPushEnvironment()));
  const [setting, setSetting] = useState(pushSetting);
  const [offered, setOffered] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // The verse's hour ticked while push was off: shown ticked while push comes on for it.
  const [verseAsked, setVerseAsked] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(() =>
    support !== 'supported' ? support : Notification.permission === 'denied' ? 'denied' : null,
  );
  const id = useId();
  // What was last sent again: a refused one is tried once per visit, not at every render.
  const tried = useRef<string | null>(null);
  const keyOf = (s: PushSetting) => settingKey(getString('uid') ?? '', place, locale, s.prayers, s.verseHour);
  const wanted = keyOf(setting);

  const keep = (next: PushSetting) => setSetting(kept(next));

  // An operator whose server answers 404 has no push: the option is not shown at all.
  useEffect(() => {
    void apiPost('pushKey', {}, isPushKeyResponse).then((r) =>
      setOffered(r.ok || r.reason !== 'http' || r.status !== 404),
    );
  }, []);

  // Come from home's "every day as a notification": the option is brought into view once it is there.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (offered && location.hash === `#${VERSE_PUSH_ID}`) box.current?.scrollIntoView({ block: 'center' });
  }, [offered]);

  // Place, method, language or prayers changed since the server took it: send it again.
  useEffect(() => {
    if (!setting.on || setting.sent === wanted || tried.current === wanted || busy || !offered) return;
    setBusy(true);
    tried.current = wanted;
    void pushCode()
      .then((push) => push?.update(wishOf(setting, place, locale)) ?? OFFLINE)
      .then((outcome) => {
        if (outcome.ok) setSetting((now) => kept({ ...now, sent: wanted }));
        // Not an active subscriber's: the server holds nothing and the browser let go, so the switch is off.
        else if (outcome.reason === 'notSubscribed') setSetting((now) => kept({ ...now, on: false, sent: null }));
        setProblem(outcome.ok ? null : outcome.reason === 'notSubscribed' ? outcome.reason : 'update');
        setBusy(false);
      });
  }, [setting, wanted, busy, offered, place, locale]);

  if (!offered) return null;
  /** On or off; `chosen` is what is asked for when it turns on (the verse alone, ticked while off). */
  const toggle = async (on: boolean, chosen: PushSetting = setting) => {
    setBusy(true);
    setProblem(null);
    const push = await pushCode();
    let outcome: PushOutcome = push ? { ok: true } : OFFLINE;
    try {
      if (push && on) outcome = await push.turnOn(wishOf(chosen, place, locale));
      else if (push) await push.turnOff();
    } catch (error) {
      console.warn('[push] not switched', error);
      outcome = { ok: false, reason: 'failed' };
    }
    if (outcome.ok) keep({ ...chosen, on, sent: on ? keyOf(chosen) : null });
    else if (outcome.reason === 'absent') setOffered(false);
    else setProblem(outcome.reason);
    setVerseAsked(null);
    setBusy(false);
  };
  const blocked = support !== 'supported';
  const note = problem ? `${id}-problem` : `${id}-note`;
  return (
    <div id={VERSE_PUSH_ID} ref={box} className="prayer-option prayer-push" aria-busy={busy}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="prayer-switch"
        checked={setting.on && !blocked}
        disabled={blocked || busy}
        aria-describedby={note}
        onChange={(e) => void toggle(e.target.checked)}
      />
      <label htmlFor={id}>{t.pushOn}</label>
      <p id={`${id}-note`} className="prayer-option-note">
        {busy ? t.pushBusy : t.pushNote}
      </p>
      {blocked ? null : (
        <PushChoices
          setting={setting}
          verseAsked={verseAsked}
          busy={busy}
          locale={locale}
          t={t}
          onChange={keep}
          onVerseAlone={(verseHour) => {
            setVerseAsked(verseHour);
            void toggle(true, { ...setting, prayers: [], verseHour });
          }}
        />
      )}
      {problem ? (
        <p id={`${id}-problem`} className="prayer-option-note prayer-push-problem" role="alert">
          {t[ADVICE[problem]]}
        </p>
      ) : null}
    </div>
  );
}
