/**
 * The styles that show a see-all page's category alone before its island hydrates: the head
 * script copies ?category= to <html data-category>, and these show the pre-rendered section of
 * that index only (none when the index is unknown). Without JavaScript there is no attribute, and
 * every category shows. The hydrated island renders its one section without the marker.
 */
export function categoryRules(count: number): string {
  const hide = 'html[data-category] [data-categories] > section[data-category]{display:none}';
  const show = Array.from(
    { length: count },
    (_, i) => `html[data-category="${i}"] [data-categories] > section[data-category="${i}"]{display:block}`,
  );
  return [hide, ...show].join('\n');
}
