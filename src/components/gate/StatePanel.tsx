import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { getItem } from '../../lib/storage.ts';
import type { StringsOf } from '../../i18n/index.ts';
import { $subscription } from '../../stores/subscription.ts';
import { loadAndCheckAgain, loadAndGoToSubscribe } from '../../app/load.ts';
import NewVisitorPanel from './NewVisitorPanel.tsx';
import { STATE_PANEL_KEYS } from './statePanelKeys.ts';

export type StatePanelStrings = StringsOf<typeof STATE_PANEL_KEYS>;

interface Props {
  t: StatePanelStrings;
  /** What a new visitor is told opens with a subscription (home: every section; a page: this one). */
  lead: string;
  /** The route to open after subscribing; none on home, where a tapped tile names it. */
  section?: string;
  /** The id of the lead sentence, which locked tiles point to as their description. */
  leadId?: string;
  children?: React.ReactNode;
}

type Retry = { phase: 'idle' } | { phase: 'checking' } | { phase: 'done'; result: string };

/**
 * Where a visitor who cannot read stands, and the next steps: subscribe, or check again (its
 * progress and result said in a live region). Nothing for a subscriber, unless a check they asked
 * for just let them in. Rendered after hydration only: the HTML cannot know the visitor.
 */
export default function StatePanel({ t, lead, section, leadId, children }: Props) {
  const state = useStore($subscription);
  const [retry, setRetry] = useState<Retry>({ phase: 'idle' });

  const tryAgain = async () => {
    if (retry.phase === 'checking') return;
    setRetry({ phase: 'checking' });
    const kind = await loadAndCheckAgain();
    const result =
      kind === 'active'
        ? t.subscriptionActiveNow
        : kind === 'inactive'
          ? t.checkedStillInactive
          : kind === 'failed'
            ? t.checkFailedAgain
            : t.checkedNoAnswer;
    setRetry({ phase: 'done', result });
  };

  const live = retry.phase === 'checking' ? t.checkingSubscription : retry.phase === 'done' ? retry.result : '';
  const status = live ? (
    <p className="state-live" role="status">
      {retry.phase === 'checking' ? <span className="state-spinner" aria-hidden="true" /> : null}
      {live}
    </p>
  ) : null;
  if (state.status === 'active') return retry.phase === 'done' ? <div className="state-panel">{status}</div> : null;

  // The head script's word: no uid anywhere, so the check cannot make this visitor anything but new.
  const knownNew = document.documentElement.dataset.visitor === 'new';
  const lapsed = state.lapsed && (state.status === 'new' || state.status === 'inactive');
  if (!lapsed && (state.status === 'new' || (knownNew && state.status === 'checking' && !state.unreachable))) {
    return (
      <NewVisitorPanel
        lead={lead}
        leadId={leadId}
        subscribeLabel={t.subscribeAction}
        onSubscribe={() => void loadAndGoToSubscribe(section)}
      >
        {children}
      </NewVisitorPanel>
    );
  }

  if (state.status === 'checking' && !state.unreachable) {
    // A returning subscriber (stored active, no new uid) is about to read as active: a line shown
    // until the startup runs would only push the tiles down and back (layout shift).
    if (!location.hash.includes('uid=') && getItem('subStatus') === 'active') return null;
    return (
      <p className="state-checking" role="status">
        <span className="state-spinner" aria-hidden="true" />
        {t.checkingSubscription}
      </p>
    );
  }

  // A failed check says nothing about the subscription: a subscriber who pays is offered the check
  // first, and subscribing second. Everyone else is not a subscriber now: subscribing comes first.
  const failed = state.status === 'failed';
  const subscribe = (
    <button
      type="button"
      className={failed ? undefined : 'state-primary'}
      onClick={() => void loadAndGoToSubscribe(section)}
    >
      {t.subscribeAction}
    </button>
  );
  const again = (
    <button
      type="button"
      className={failed ? 'state-primary' : undefined}
      aria-disabled={retry.phase === 'checking'}
      onClick={() => void tryAgain()}
    >
      {t.retry}
    </button>
  );

  const unknown = state.status === 'checking';
  const title = lapsed
    ? t.subscriptionEnded
    : unknown
      ? t.noConnection
      : state.status === 'inactive'
        ? t.subscriptionInactive
        : t.subscriptionCheckFailed;
  // A lapse is told as a new visitor is (what opens with a subscription), with the server's own
  // words when it gave any; a stranger's "new" has nothing to say.
  const said = lapsed ? (state.status === 'inactive' && state.message) || lead : state.message || t.somethingWrong;
  return (
    <div className="state-panel">
      <h2 className="state-title section-title" id={leadId}>
        {title}
      </h2>
      {unknown ? null : <p>{said}</p>}
      <div className="state-actions">
        {failed ? again : null}
        {unknown ? null : subscribe}
        {failed ? null : again}
        {children}
      </div>
      {status}
    </div>
  );
}
