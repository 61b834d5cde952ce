/**
 * The index of the first item whose bottom is below `top` (the edge under the sticky header): the
 * verse being read. Items are in document order, so their bottoms grow: a binary search reads a
 * handful of the hundreds of verses' boxes.
 */
export function firstBelow(count: number, bottomOf: (i: number) => number, top: number): number {
  let lo = 0;
  let hi = count - 1;
  if (count === 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bottomOf(mid) > top) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
