import { useEffect } from 'react';
import type { Locale } from '../../i18n/index.ts';
import { openModal } from '../../stores/app.ts';
import { $uidQuestion } from '../../stores/subscription.ts';

/**
 * Asks, in the page's language, whether another subscription link takes the phone from the
 * stored subscriber (src/app/identity.ts waits for the answer). Keeping the current one is the
 * safe choice: it is focused, and Escape means it, since nothing is lost by it and the link can
 * be opened again. Its strings come with the question, not in every page's HTML: the question is
 * rare, and every page's chrome props count against its weight.
 */
export function useUidQuestion(locale: Locale): void {
  useEffect(
    () =>
      $uidQuestion.subscribe((answer) => {
        if (!answer) return;
        const keep = () => answer('keep');
        void import('../../i18n/lazyStrings.ts')
          .then(({ lazyStrings }) => lazyStrings(locale))
          .then(({ default: t }) =>
            openModal({
              title: t.otherLinkTitle,
              body: t.otherLinkBody,
              buttons: [
                { label: t.otherLinkSwitch, action: () => answer('switch') },
                { label: t.otherLinkKeep, action: keep, safe: true },
              ],
              onDismiss: keep,
            }),
          )
          // Its words could not load (offline, before the worker kept them): nothing is asked, so
          // nothing changes; the link can be opened again.
          .catch(keep);
      }),
    [locale],
  );
}
