/** What a share came to: the phone's share sheet took it, it was copied instead, or neither. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface Shared {
  title: string;
  text: string;
  url: string;
}

/**
 * Through the phone's share sheet (Web Share) where there is one; else the text and its link are
 * copied, to paste into a message. Called in the tap's own handler, before any await: Safari
 * opens the sheet only within the gesture. A sheet closed without choosing is not a failure.
 */
export async function share(data: Shared, nav: Navigator = navigator): Promise<ShareResult> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as Error | null)?.name === 'AbortError') return 'cancelled';
      // Refused (no gesture left, a policy): copying still gets it to the person.
    }
  }
  try {
    await nav.clipboard.writeText(`${data.text}\n${data.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** A verse or a dua as it is shared: its Arabic, its translation where the page has one, its address. */
export function sharedText(arabic: string, translation: string | null, source: string): string {
  return [arabic, translation, `— ${source}`].filter(Boolean).join('\n\n');
}

/** What the page says after a share: nothing when the sheet took it or was closed. */
export function shareNote(how: ShareResult, t: { shareCopied: string; shareFailed: string }): string | null {
  return how === 'copied' ? t.shareCopied : how === 'failed' ? t.shareFailed : null;
}
