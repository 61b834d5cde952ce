/**
 * A string as the HTML text of an element, for `set:html`: in text, only `&` and `<` start
 * markup. Astro's own escaping also turns every apostrophe and quote into an entity, which on a
 * long translated page is hundreds of bytes for nothing. Not for attribute values.
 */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
