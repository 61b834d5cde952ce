import { applySettings, loadSettings, type NightMode } from './reading.ts';

/**
 * Stores the night theme with the reading settings and applies it. The menu loads this on a
 * change only; it is a module of its own because a chunk the bundler reaches by `import()` as
 * its own entry needs no namespace object, and those objects cost every page a script (issue 47).
 */
export function setNight(night: NightMode): void {
  applySettings({ ...loadSettings(), night });
}
