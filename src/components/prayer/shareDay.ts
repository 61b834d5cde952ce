import { share, shareNote, type ShareResult } from '../../lib/share.ts';

export { shareNote };

const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? '';

/**
 * The day on screen as it is shared: its dates, then each row's name and time, read from the page
 * as the subscriber sees it (the place's clock, the page's digits and direction).
 */
export function dayText(page: ParentNode): string {
  const dates = [text(page, '.date-nav-gregorian'), text(page, '.date-nav-hijri')].filter(Boolean).join(' · ');
  const rows = [...page.querySelectorAll('.prayer-row')].map(
    (row) => `${text(row, '.prayer-name')} ${text(row, '.prayer-time')}`,
  );
  return [dates, ...rows].join('\n');
}

/** Through the share sheet, else copied: the times' title (with the place), the day, the prayer page's link. */
export function shareDay(title: string, page: Document = document): Promise<ShareResult> {
  return share({ title, text: `${title}\n${dayText(page)}`, url: location.origin + location.pathname });
}
