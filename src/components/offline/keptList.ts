// What the list and the download do with the kept items: loaded on the bookmarks page and after a tap.
import { getItem, setItem } from '../../lib/storage.ts';
import type { KeptItem } from './kept.ts';

const valid = (x: unknown): x is KeptItem => {
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

export function keptItems(): KeptItem[] {
  const list = getItem<unknown[]>('kept');
  return Array.isArray(list) ? list.filter(valid) : [];
}

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

export function saveKept(list: KeptItem[]): void {
  setItem('kept', list);
}
