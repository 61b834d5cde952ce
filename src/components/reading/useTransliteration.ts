import { useEffect } from 'react';
import { transliterationPath } from '../../shared/routes.ts';

/** The attribute the head script (stored settings) and the settings panel set on <html>. */
const ON = 'data-rtranslit';

/**
 * Shows the chapter's transliteration whenever the setting is on, at load or when turned on: the
 * lines and their styles are fetched then (the static JSON, kept by the service worker for
 * offline), so a reader who never turns it on downloads nothing more. Turned off, the styles hide
 * the lines; a failed fetch (offline, never fetched) tries again at the next turn on.
 */
export function useTransliteration(chapter: number): void {
  useEffect(() => {
    const root = document.documentElement;
    let loading: Promise<void> | null = null;
    const load = () => {
      if (loading || root.getAttribute(ON) !== 'on') return;
      loading = (async () => {
        const [{ showTransliteration, transliterationOf }, css] = await Promise.all([
          import('./transliteration.ts'),
          import('./transliteration.css?inline'),
        ]);
        const answer = await fetch(transliterationPath(chapter));
        const lines = transliterationOf(
          answer.ok ? await answer.json() : null,
          document.querySelectorAll('.verses > li').length,
        );
        if (!lines) throw new Error(`transliteration of ${chapter}: no usable answer`);
        if (!document.getElementById('translit-style')) {
          const style = document.createElement('style');
          style.id = 'translit-style';
          style.textContent = css.default;
          document.head.append(style);
        }
        showTransliteration(document, lines);
      })().catch((error: unknown) => {
        console.warn('[reading]', error);
        loading = null;
      });
    };
    load();
    const observer = new MutationObserver(load);
    observer.observe(root, { attributes: true, attributeFilter: [ON] });
    return () => observer.disconnect();
  }, [chapter]);
}
