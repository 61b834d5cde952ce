/** Adds media event handlers and returns the one function that removes them all. */
export function listen(
  el: HTMLMediaElement,
  handlers: Partial<Record<keyof HTMLMediaElementEventMap, () => void>>,
): () => void {
  const entries = Object.entries(handlers) as Array<[keyof HTMLMediaElementEventMap, () => void]>;
  entries.forEach(([type, handler]) => el.addEventListener(type, handler));
  return () => entries.forEach(([type, handler]) => el.removeEventListener(type, handler));
}
