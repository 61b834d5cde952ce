import { track } from '../lib/events.ts';
import { noteShown } from '../lib/back.ts';
import { pageEventOf } from '../shared/routes.ts';
import { getString, setItem } from '../lib/storage.ts';
import { enforceGate } from './gate.ts';
import { currentRoute } from './page.ts';

/** On every page shown: its usage event, the previous path for the next one, and the gate. */
export function pageOpened(): void {
  const route = currentRoute();
  const event = pageEventOf(route);
  if (event) track(event, 'page_open', getString('currentStatus') ?? '');
  setItem('prevPath', route);
  noteShown((history.state as { index?: unknown } | null)?.index, route);
  enforceGate();
}
