import { useStore } from '@nanostores/react';
import { backIsPrevious, backTarget } from '../../lib/back.ts';
import { headerHidden } from '../../shared/routes.ts';
import { localePath, type Locale, type ChromeStrings } from '../../i18n/index.ts';
import { $languageOpen, $menuOpen } from '../../stores/app.ts';
import { $canRead } from '../../stores/subscription.ts';
import { config, type Theme } from '../../lib/config.ts';

interface Props {
  route: string;
  locale: Locale;
  t: ChromeStrings;
  /** A build-time choice (PUBLIC_THEME). */
  theme?: Theme;
}

export default function Header({ route, locale, t, theme = config.theme }: Props) {
  const canRead = useStore($canRead, { ssr: 'initial' });
  if (headerHidden(route)) return null;
  const target = backTarget(route, theme);
  return (
    <header className={`app-header app-header--${theme}`}>
      {target ? (
        <a
          className="icon-button back"
          href={localePath(locale, target)}
          aria-label={t.back}
          onClick={(event) => {
            $languageOpen.set(false);
            if (!backIsPrevious((history.state as { index?: unknown } | null)?.index, target)) return;
            // The page before is the one Back leads to: return to it as it was left.
            event.preventDefault();
            history.back();
          }}
        >
          <svg className="flip-rtl" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      ) : (
        <span className="icon-button" aria-hidden="true" />
      )}
      {theme === 'green' ? (
        <p className="app-title" lang="ar" dir="rtl">
          {t.islamic}
        </p>
      ) : (
        <p className="app-title">{t.appName}</p>
      )}
      {canRead ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t.menu}
          aria-haspopup="dialog"
          onClick={() => $menuOpen.set(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <span className="icon-button" aria-hidden="true" />
      )}
    </header>
  );
}
