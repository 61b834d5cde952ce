import { describe, expect, it, vi } from 'vitest';
import { share, sharedText, shareNote } from './share.ts';

const data = {
  title: 'Al-Baqarah, verse 255',
  text: 'ٱللَّهُ لَآ إِلَٰهَ\n\nAllah!',
  url: 'https://app.example/quran_detail/2#v255',
};

/** A browser's navigator with what a test gives it (Web Share, a clipboard), nothing else. */
function phone({ share, canShare, writeText }: { share?: unknown; canShare?: unknown; writeText?: unknown }) {
  return {
    share,
    canShare,
    clipboard: { writeText: writeText ?? vi.fn().mockResolvedValue(undefined) },
  } as unknown as Navigator;
}

describe('sharing', () => {
  it('opens the share sheet with the title, text and link where the phone has one', async () => {
    const sheet = vi.fn().mockResolvedValue(undefined);
    const nav = phone({ share: sheet });
    expect(await share(data, nav)).toBe('shared');
    expect(sheet).toHaveBeenCalledWith(data);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the text and the link where there is no share sheet, or it cannot take them', async () => {
    for (const nav of [phone({}), phone({ share: vi.fn(), canShare: () => false })]) {
      expect(await share(data, nav)).toBe('copied');
      expect(nav.clipboard.writeText).toHaveBeenCalledWith(`${data.text}\n${data.url}`);
    }
  });

  it('takes a closed sheet as the person’s choice, and a refused one as a reason to copy', async () => {
    const closed = phone({ share: vi.fn().mockRejectedValue(new DOMException('', 'AbortError')) });
    expect(await share(data, closed)).toBe('cancelled');
    expect(closed.clipboard.writeText).not.toHaveBeenCalled();
    const refused = phone({ share: vi.fn().mockRejectedValue(new DOMException('', 'NotAllowedError')) });
    expect(await share(data, refused)).toBe('copied');
  });

  it('says it failed when neither the sheet nor the clipboard takes it', async () => {
    expect(await share(data, phone({ writeText: vi.fn().mockRejectedValue(new Error('denied')) }))).toBe('failed');
  });

  it('writes the Arabic, the translation where there is one, then where it is from', () => {
    expect(sharedText('ٱللَّهُ', 'Allah!', 'Al-Baqarah, verse 255')).toBe('ٱللَّهُ\n\nAllah!\n\n— Al-Baqarah, verse 255');
    expect(sharedText('ٱللَّهُ', null, 'البقرة، الآية ٢٥٥')).toBe('ٱللَّهُ\n\n— البقرة، الآية ٢٥٥');
  });

  it('says what became of a share only when it was copied or could not be', () => {
    const t = { shareCopied: 'Copied', shareFailed: 'Could not' };
    expect((['shared', 'copied', 'cancelled', 'failed'] as const).map((how) => shareNote(how, t))).toEqual([
      null,
      'Copied',
      null,
      'Could not',
    ]);
  });
});
