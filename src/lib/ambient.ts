/** Decorative media (muted background loops, marked data-ambient) are never "what plays". */
export function isAmbient(el: Element): boolean {
  return el.hasAttribute('data-ambient');
}
