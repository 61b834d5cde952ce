/**
 * The one storage helper: values are kept as JSON text in localStorage, each key read through its
 * rule. Storage that throws (private mode, quota, disabled) falls back to memory so the app keeps
 * working.
 */
import { STORED_KEYS, storedValue, type StoredKey, type StoredRule } from '../shared/storedKeys.ts';

type KV = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage in memory: the fallback when the browser's throws, and a clean backend for tests. */
export function memoryStore(): KV {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

let backend: KV | null = null;
let fallback: KV | null = null;
/**
 * Keys whose last write failed (quota): their newest value lives in memory for the rest of the
 * visit, while storage keeps the last value it took. Per key, because a full storage still reads
 * and writes the other keys fine.
 */
const inMemory = new Set<string>();

function memory(): KV {
  return (fallback ??= memoryStore());
}

function store(): KV {
  if (backend) return backend;
  try {
    backend = globalThis.localStorage;
    backend.getItem('themeLang');
  } catch {
    backend = null;
  }
  return backend ?? memory();
}

/** For tests: use this backend instead of localStorage. */
export function useBackend(kv: KV | null): void {
  backend = kv;
  fallback = null;
  inMemory.clear();
}

export interface ReadOptions<T> {
  defaultValue?: T;
  required?: boolean;
  /**
   * The feature's own check of the value's shape: what it refuses (undefined or null) is removed
   * like a value of the wrong type.
   */
  check?: (value: unknown) => T | null | undefined;
}

/**
 * The value under `key` if it keeps to its rule (src/shared/storedKeys.ts) and the caller's check;
 * anything else reads as absent and is removed, so it is neither trusted nor read again.
 */
export function getItem<T = unknown>(key: StoredKey, options: ReadOptions<T> = {}): T | undefined {
  return readStored(key, STORED_KEYS[key], options);
}

/**
 * getItem with the key's rule given (storedKeys.ts BEFORE_PAINT): the pre-paint scripts read so,
 * and carry only the rules of the keys they read.
 */
export function readStored<T = unknown>(key: StoredKey, rule: StoredRule, options: ReadOptions<T> = {}): T | undefined {
  let raw: string | null;
  try {
    raw = (inMemory.has(key) ? memory() : store()).getItem(key);
  } catch {
    raw = null;
  }
  if (raw === null) {
    if (options.required) throw new Error(`${key} not found in localStorage`);
    return options.defaultValue;
  }
  const stored = storedValue(raw, rule, Date.now());
  const value = stored === undefined ? undefined : options.check ? options.check(stored) : (stored as T);
  if (value === undefined || value === null) {
    removeItem(key);
    if (options.required) throw new Error('Error in parsing value');
    return options.defaultValue;
  }
  return value;
}

/** Reads a string value, ignoring anything stored under the key that is not a string. */
export function getString(key: StoredKey): string | undefined {
  const value = getItem<unknown>(key);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Stores `value`; false when storage refused it (full). The value then holds for this visit, and
 * storage keeps the last one it took: a failed write never loses what was saved.
 */
export function setItem(key: StoredKey, value: unknown): boolean {
  const text = JSON.stringify(value);
  try {
    store().setItem(key, text);
    inMemory.delete(key);
    return true;
  } catch {
    inMemory.add(key);
    memory().setItem(key, text);
    return false;
  }
}

export function removeItem(key: StoredKey): void {
  inMemory.delete(key);
  memory().removeItem(key);
  try {
    store().removeItem(key);
  } catch {
    /* nothing to remove from a storage we cannot reach */
  }
}

export function setCookie(name: string, value: string, maxAgeDays = 365): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86400}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}
