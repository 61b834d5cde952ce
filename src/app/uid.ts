import { deleteCookie, removeItem, setCookie, setItem } from '../lib/storage.ts';

export function saveUid(uid: string): void {
  setItem('uid', uid);
  setCookie('uid', uid);
}

export function forgetUid(): void {
  removeItem('uid');
  deleteCookie('uid');
}
