// Plain JavaScript, never transpiled: the pre-paint scripts inline this function's own text
// (src/lib/prePaintRead.ts), and the build hashes that text for the CSP in one module loader and
// renders it in another. A transpiled copy could differ between the two, and the browser would
// then refuse the script.

/**
 * The value stored as `raw` under a key with `rule` ([kind, largest text]; src/shared/storedKeys.ts),
 * or undefined when it does not keep to it. Self-contained (no closure, no import).
 * @param {string | null} raw
 * @param {readonly [string, number]} rule
 * @param {number} now
 * @returns {unknown}
 */
export function storedValue(raw, rule, now) {
  if (raw === null || raw.length > rule[1]) return undefined;
  var value;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  var kind = rule[0];
  var type = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  // A time more than a minute ahead (another tab's clock may be that far) came from a clock set wrong.
  var keeps =
    kind === 'time'
      ? type === 'number' && value >= 0 && value <= now + 60000
      : kind === 'number'
        ? type === 'number' && isFinite(value)
        : type === kind;
  return keeps ? value : undefined;
}
