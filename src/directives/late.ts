import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/afterPaint.ts';
import { nextTask } from '../lib/nextTask.ts';

/**
 * `client:late`: hydrates the island once the page has painted and loaded, or at once when the
 * subscriber taps one of its buttons first. That tap is held and given again to the hydrated
 * button, so a Play pressed before the scripts arrive still plays.
 */
const late: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | null = null;
  // Once hydrated, taps go to the island's own handlers.
  const hydrate = () =>
    (hydrating ??= load()
      // Evaluating the island's modules and hydrating it are two tasks, not one long one that
      // would hold a tap on a slow phone.
      .then(async (run) => {
        await nextTask();
        return run();
      })
      .then(() => island.removeEventListener('click', hold, true)));
  const hold = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (!button || !island.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hydrate().then(() => {
      // Hydration keeps the server's nodes: the same button now has its handlers.
      if (button.isConnected && !button.disabled) button.click();
    });
  };
  island.addEventListener('click', hold, true);
  afterFirstPaint(() => void hydrate());
};
export default late;
