/**
 * The one storage helper: values are kept as JSON text in localStorage. Storage that
 * throws (private mode, quota, disabled) falls back to memory so the app keeps working.
 */
type KV = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): KV {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

let backend: KV | null = null;
let fallback: KV | null = null;

function store(): KV {
  if (backend) return backend;
  try {
    backend = globalThis.localStorage;
    backend.getItem('themeLang');
  } catch {
    backend = null;
  }
  return backend ?? (fallback ??= memoryStore());
}

/** For tests: use this backend instead of localStorage. */
export function useBackend(kv: KV | null): void {
  backend = kv;
  fallback = null;
}

export interface ReadOptions<T> {
  defaultValue?: T;
  required?: boolean;
}

export function getItem<T = unknown>(key: string, options: ReadOptions<T> = {}): T | undefined {
  let raw: string | null;
  try {
    raw = store().getItem(key);
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
  try {
    store().setItem(key, JSON.stringify(value));
  } catch {
    // Quota or a revoked storage: switch to memory for the rest of the visit.
    backend = null;
    (fallback ??= memoryStore()).setItem(key, JSON.stringify(value));
  }
}

export function removeItem(key: string): void {
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
