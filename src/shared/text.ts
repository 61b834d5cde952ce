/**
 * The start of a text on one line, cut at a word with an ellipsis when longer than `length`: a
 * bookmark's line in the list, a verse in a notification (whose payload has a bound).
 */
export function cutAtWord(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}
