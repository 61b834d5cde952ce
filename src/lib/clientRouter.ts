// Client-side navigation, started after the first paint (by LateStart.tsx): until then every
// link is a plain link. It does what Astro's <ClientRouter /> script does for links; forms are
// left to the browser (the app has none).
import { navigate } from 'astro:transitions/client';

const withKeys = (ev: MouseEvent) => ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.altKey || ev.shiftKey;

let started = false;

export function startClientRouter(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onClick);
  // The router fires `astro:page-load` on the load event; started after it, it missed the first
  // page, whose scripts wait for that event all the same.
  if (document.readyState === 'complete') document.dispatchEvent(new Event('astro:page-load'));
}

function onClick(ev: MouseEvent): void {
  const origin = ev.composed ? ev.composedPath()[0] : ev.target;
  const link = origin instanceof Element ? origin.closest('a, area') : null;
  if (!(link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement)) return;
  if (
    ev.defaultPrevented ||
    withKeys(ev) ||
    !link.href ||
    link.dataset.astroReload !== undefined ||
    link.hasAttribute('download') ||
    (link.target && link.target !== '_self') ||
    new URL(link.href, location.href).origin !== location.origin
  )
    return;
  ev.preventDefault();
  void navigate(link.href, {
    history: link.dataset.astroHistory === 'replace' ? 'replace' : 'auto',
    sourceElement: link,
  });
}
