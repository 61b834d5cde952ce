/**
 * The one storage helper: values are kept as JSON text in localStorage. Storage that
 * throws (private mode, quota, disabled) falls back to memory so the app keeps working.
 */
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
 * Keys whose last write failed (quota): their value lives in memory for the rest of the visit.
 * Per key, because a full storage still reads and writes the other keys fine.
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

function storeFor(key: string): KV {
  return inMemory.has(key) ? memory() : store();
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
}

export function getItem<T = unknown>(key: string, options: ReadOptions<T> = {}): T | undefined {
  let raw: string | null;
  try {
    raw = storeFor(key).getItem(key);
  } catch {
    raw = null;
  }
  if (raw === null) {
    if (options.required) throw new Error(`${key} not found in localStorage`);
    return options.defaultValue;
  }
  try {
    return JSON.parse(raw) as T;
  } catch {
    if (options.required) throw new Error('Error in parsing value');
    return options.defaultValue;
  }
}

/** Reads a string value, ignoring anything stored under the key that is not a string. */
export function getString(key: string): string | undefined {
  const value = getItem<unknown>(key);
  return typeof value === 'string' ? value : undefined;
}

export function setItem(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    storeFor(key).setItem(key, text);
  } catch {
    inMemory.add(key);
    memory().setItem(key, text);
    // The stored value is now stale: better none than an old one at the next visit.
    try {
      store().removeItem(key);
    } catch {
      /* storage unreachable: nothing stale can be read from it either */
    }
  }
}

export function removeItem(key: string): void {
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
