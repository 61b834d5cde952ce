// The inline script that follows the bookmarks list on /bookmarks, compiled at build
// (integrations/pre-paint.mjs) and hashed for the CSP. The page's HTML carries the empty state, so an
// empty list paints with the page; a phone that keeps bookmarks must not read "no bookmarks" until
// the island renders the list, so this hides the empty state as the page is parsed.
import { BEFORE_PAINT } from '../../shared/storedKeys.ts';
import { readStored } from '../../lib/storage.ts';
import { BOOKMARKS_KEY } from './bookmarkId.ts';

const empty = document.querySelector<HTMLElement>('.bookmarks-empty');
const kept = readStored<unknown[]>(BOOKMARKS_KEY, BEFORE_PAINT.bookmarks);
if (empty && kept?.length) empty.hidden = true;
