import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes an element's measured height on <html> as a CSS variable (e.g. --prayer-alert-room), kept
 * up to date as it wraps or grows, so fixed bars elsewhere on the page can make room for it. The
 * variable goes when the element does.
 */
export function useRoom(element: RefObject<HTMLElement | null>, variable: `--${string}`, when: unknown = true): void {
  useLayoutEffect(() => {
    const el = element.current;
    if (!el || !when) return;
    const root = document.documentElement;
    const room = () => root.style.setProperty(variable, `${el.offsetHeight}px`);
    room();
    const observer = new ResizeObserver(room);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, variable, when]);
}
