import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ENDONYMS, type Locale, type StringsOf } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { fill } from '../../lib/fill.ts';
import { $languageOpen, $menuOpen } from '../../stores/app.ts';
import { $canRead, $startedUp } from '../../stores/subscription.ts';
import { STATE_PANEL_KEYS } from '../gate/statePanelKeys.ts';
import NewVisitorPanel from '../gate/NewVisitorPanel.tsx';
import '../gate/state-panel.css';
import './home-status.css';

// Only a visitor who cannot read needs it, and most who open home are subscribers: it loads after
// hydration for the others, while the HTML's own panel (NewVisitorPanel, early) stays in its place.
const StatePanel = lazy(() => import('../gate/StatePanel.tsx'));

export const HOME_STATUS_KEYS = [...STATE_PANEL_KEYS, 'languageIs', 'sectionsNeedSubscription', 'menu'] as const;
interface Props {
  locale: Locale;
  t: StringsOf<typeof HOME_STATUS_KEYS>;
  /** The id of the sentence saying why tiles are locked, which they name as their description. */
  lockNoteId: string;
}

/**
 * Home's word to every visitor: the language switch (home has no header, and a first-time visitor
 * may not read the default language), for a subscriber the side menu (night theme and unsubscribe
 * live there alone), and, for a visitor who cannot read yet, why and what next.
 */
export default function HomeStatus({ locale, t, lockNoteId }: Props) {
  const hydrated = useHydrated();
  // The menu opens for a subscriber only (SideMenu), as the header's button shows for them only.
  const canRead = useStore($canRead, { ssr: 'initial' });
  // Islands hydrate in any order: until the chrome's startup has read the stored status, a stored
  // subscriber is "checking" too, and would load the panel for nothing.
  const startedUp = useStore($startedUp, { ssr: 'initial' });
  // Once asked for, it stays: it says what a check the visitor asked for found, even "active now".
  const [panel, setPanel] = useState(false);
  if (hydrated && startedUp && !canRead && !panel) setPanel(true);
  const early = <NewVisitorPanel early lead={t.sectionsNeedSubscription} subscribeLabel={t.subscribeAction} />;
  return (
    <>
      <div className="home-corner">
        {/* Before the language switch, which keeps its corner: the button arriving moves nothing. */}
        {canRead ? (
          <button
            type="button"
            className="home-corner-button home-menu"
            aria-label={t.menu}
            aria-haspopup="dialog"
            onClick={() => $menuOpen.set(true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          className="home-corner-button home-language"
          aria-haspopup="dialog"
          aria-label={fill(t.languageIs, { name: ENDONYMS[locale] })}
          onClick={() => $languageOpen.set(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <span>{ENDONYMS[locale]}</span>
        </button>
      </div>
      {!hydrated || !startedUp ? (
        early
      ) : panel ? (
        <Suspense fallback={early}>
          <StatePanel t={t} lead={t.sectionsNeedSubscription} leadId={lockNoteId} />
        </Suspense>
      ) : null}
    </>
  );
}
