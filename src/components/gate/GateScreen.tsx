import { localePath, type Locale } from '../../i18n/index.ts';
import { lazyStrings } from '../../i18n/lazyStrings.ts';
import { use } from 'react';
import StatePanel from './StatePanel.tsx';
// Rendered inside the screen, which lives in the chrome island: a page swap replaces the head.
import panelCss from './state-panel.css?inline';
import gateCss from './gate.css?inline';

interface Props {
  locale: Locale;
  /** The gated route on screen, with its query: opened once the visitor has subscribed. */
  route: string;
}

/** The page's own title: the document's, without the app's name the layout adds after it. */
function pageTitle(): string {
  return document.title.replace(/ · [^·]+$/, '');
}

/**
 * In place of a gated page's content, for a visitor who turns out not to be a subscriber: what
 * the page is, why it is closed, and the ways on (subscribe, try again, home). Never a blank page,
 * never a silent trip home.
 */
export default function GateScreen({ locale, route }: Props) {
  // Loaded with the screen: only a visitor who cannot read needs it, and the chrome's props (in
  // every page's HTML) carry only the chrome's own strings.
  const t = use(lazyStrings(locale)).default;
  return (
    <section className="gate" aria-labelledby="gate-title">
      <style>{panelCss + gateCss}</style>
      <h1 id="gate-title">{pageTitle()}</h1>
      <StatePanel t={t} lead={t.pageNeedsSubscription} section={route}>
        <a href={localePath(locale, '/')}>{t.homeLink}</a>
      </StatePanel>
    </section>
  );
}
