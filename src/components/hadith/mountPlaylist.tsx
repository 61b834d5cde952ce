import { createRoot } from 'react-dom/client';
import { strings, type Locale } from '../../i18n/index.ts';
import HadithPlaylist from './HadithPlaylist.tsx';

/** Renders the playlist island by hand, for the 404 page's fallback (no pre-rendered HTML to hydrate). */
export function mountPlaylist(host: Element, monthId: string, locale: Locale): void {
  createRoot(host).render(<HadithPlaylist monthId={monthId} locale={locale} t={strings(locale)} />);
}
