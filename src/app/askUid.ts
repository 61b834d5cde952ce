import type { Locale } from '../i18n/index.ts';
import { lazyStrings } from '../i18n/lazyStrings.ts';
import { openModal } from '../stores/app.ts';

export type UidChoice = 'switch' | 'keep';

/**
 * Asks, in the page's language, whether another subscription link takes the phone from the stored
 * subscriber; resolves with the visitor's choice. Keeping the current one is the safe choice: it
 * is focused, and Escape means it, since nothing is lost by it and the link can be opened again.
 * Loaded only when asked, with its strings: the question is rare, and every page's startup
 * JavaScript and chrome props count against its budget.
 */
export async function askAboutUid(locale: Locale): Promise<UidChoice> {
  const t = (await lazyStrings(locale)).default;
  return new Promise((resolve) => {
    const keep = () => resolve('keep');
    openModal({
      title: t.otherLinkTitle,
      body: t.otherLinkBody,
      buttons: [
        { label: t.otherLinkSwitch, action: () => resolve('switch') },
        { label: t.otherLinkKeep, action: keep, safe: true },
      ],
      onDismiss: keep,
    });
  });
}
