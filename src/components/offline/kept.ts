import { getItem, setItem } from '../../lib/storage.ts';

/** One item kept for offline: what it is, where it is read, its files and the bytes they take. */
export interface KeptItem {
  id: string;
  /** The page that plays it (a route path without the locale), so the list links back to it. */
  route: string;
  files: string[];
  bytes: number;
  /** Its name in Arabic and in Latin letters, so the list names it in any language. */
  name: string;
  latin: string;
}

const isKept = (x: unknown): x is KeptItem => {
  const k = x as KeptItem;
  return (
    !!k &&
    typeof k.id === 'string' &&
    typeof k.route === 'string' &&
    Array.isArray(k.files) &&
    k.files.every((f) => typeof f === 'string') &&
    typeof k.bytes === 'number' &&
    typeof k.name === 'string' &&
    typeof k.latin === 'string'
  );
};

export const keptLabel = (k: KeptItem, locale: string): string => (locale === 'ar' ? k.name : k.latin);

export function withKept(list: KeptItem[], item: KeptItem): KeptItem[] {
  return [...list.filter((k) => k.id !== item.id), item];
}

export function withoutKept(list: KeptItem[], id: string): KeptItem[] {
  return list.filter((k) => k.id !== id);
}

/** The files no other kept item still needs: removing one surah must not empty a shared file. */
export function filesOnlyIn(list: KeptItem[], id: string): string[] {
  const others = new Set(list.filter((k) => k.id !== id).flatMap((k) => k.files));
  return (list.find((k) => k.id === id)?.files ?? []).filter((f) => !others.has(f));
}

export function totalBytes(list: KeptItem[]): number {
  return list.reduce((sum, k) => sum + k.bytes, 0);
}

const MB = 1024 * 1024;

/** A size as a reader says it, in the page's digits: "12 MB", "0.4 MB", "13 kB" below a tenth of a megabyte. */
export function formatSize(locale: string, bytes: number): string {
  const small = bytes < MB / 10;
  const value = small ? Math.max(1, Math.round(bytes / 1024)) : bytes / MB;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : locale, {
    style: 'unit',
    unit: small ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: !small && value < 10 ? 1 : 0,
    // Arabic's short unit is an unusual abbreviation ("م.ب"); the word reads as people say it.
    unitDisplay: locale === 'ar' ? 'long' : 'short',
  }).format(value);
}

export function keptItems(): KeptItem[] {
  const list = getItem<unknown[]>('kept');
  return Array.isArray(list) ? list.filter(isKept) : [];
}

export function saveKept(list: KeptItem[]): void {
  setItem('kept', list);
}

/** The files' total size from their Content-Length, asked with HEAD; 0 when a server does not say. */
export async function sizeOf(files: string[], signal?: AbortSignal): Promise<number> {
  const sizes = await Promise.all(
    files.map((f) =>
      fetch(f, { method: 'HEAD', signal })
        .then((r) => (r.ok ? Number(r.headers.get('content-length')) || 0 : 0))
        .catch(() => 0),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}
