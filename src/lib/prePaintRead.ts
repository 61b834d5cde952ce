/**
 * The `read(key)` of the inline pre-paint scripts, written from the storage helper's own rules
 * (src/shared/storedKeys.ts) at build: the same function decides what a stored value is worth, and a
 * value that breaks its rule is removed, as the helper does. Only the keys a script names are
 * inlined, since every byte is in every page's HTML.
 */
import { STORED_KEYS, storedValue, type StoredKey } from '../shared/storedKeys.ts';

export function prePaintRead(keys: readonly StoredKey[]): string {
  const rules = Object.fromEntries(keys.map((k) => [k, STORED_KEYS[k]]));
  return `var storedValue = ${storedValue.toString()};
  function read(k) {
    var raw = null;
    try { raw = localStorage.getItem(k); } catch (e) {}
    var v = storedValue(raw, ${JSON.stringify(rules)}[k], Date.now());
    if (raw !== null && v === undefined) try { localStorage.removeItem(k); } catch (e) {}
    return v;
  }`;
}
